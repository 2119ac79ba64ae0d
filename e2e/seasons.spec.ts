import { execFileSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { fillRecall, type Policy, readContent } from './training-helpers.ts';
import { choiceHeading, newPlayer, pick, waitForVersusStage } from './versus-helpers.ts';

/**
 * Seasons: joining is premium (the server refuses a free athlete, and the page says why); two
 * enrolled athletes press 'Find a season match', meet in their division, play, and see the table
 * count the win — on a third athlete's open page too, without a reload.
 */

const perfect: Policy = (_i, right) => right;
const threeWrong: Policy = (i, right) => (i < 3 ? (right === '7' ? '8' : '7') : right);

const grant = (baseURL: string | undefined, userName: string) =>
  execFileSync(
    'node',
    ['--import', 'tsx', 'scripts/admin/premium.ts', 'grant', userName, 'premium-monthly'],
    {
      env: { ...process.env, MNEMORIA_URL: baseURL, DATA_DIR: process.env.E2E_DATA_DIR },
      encoding: 'utf8',
    },
  );

/** With SHOTS_DIR set (a person checking the screens): the whole page at desktop and phone size. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const own = page.viewportSize();
  for (const size of [
    { width: 1366, height: 850 },
    { width: 375, height: 740 },
  ]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${dir}/${name}-${size.width}.png`, fullPage: true });
  }
  if (own) await page.setViewportSize(own);
}

async function joinSeason(page: Page) {
  await page.goto('/app/seasons');
  await page.getByRole('button', { name: /^Join / }).click();
  await expect(page.getByTestId('season-me')).toContainText('Division 3');
}

test('two enrolled athletes find a season match and see the table change', async ({ browser, baseURL }) => {
  test.setTimeout(6 * 60_000);
  const ada = await newPlayer(browser, 'seasa');
  const bob = await newPlayer(browser, 'seasb');
  const a = ada.page;
  const b = bob.page;

  await test.step('a free athlete sees the season and is told joining is premium', async () => {
    await a.goto('/app/seasons');
    await expect(a.getByRole('heading', { name: /^[A-Z][a-z]+ \d{4}$/ })).toBeVisible();
    await expect(a.getByText('Joining a season is a premium perk')).toBeVisible();
    await a.getByRole('button', { name: /^Join / }).click();
    await expect(a.getByRole('alert')).toHaveText(/Seasons are a premium perk: upgrade to join/);
    await shot(a, 'seasons-free');
  });

  await test.step('premium athletes join division 3 (new ratings, 1500)', async () => {
    for (const p of [ada, bob]) expect(grant(baseURL, p.userName)).toContain('"premium":true');
    // The versus page offers the season mode beside 1 vs 1, and links to the seasons.
    await b.goto('/app/versus');
    await b.getByRole('button', { name: /Season match/ }).press('Enter');
    await expect(b.getByRole('button', { name: /Season match/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(b.getByRole('link', { name: 'Seasons' }).first()).toBeVisible();
    await shot(b, 'versus-modes');
    await joinSeason(a);
    await joinSeason(b);
    await a.reload();
    await expect(a.getByRole('table', { name: 'Division 3 table' }).getByRole('row')).toHaveCount(3);
    await shot(a, 'seasons-joined');
  });

  await test.step("'Find a season match' pairs the two in their division", async () => {
    await a.getByRole('button', { name: 'Find a season match' }).click();
    await expect(a.getByText('Searching for a season match').or(choiceHeading(a))).toBeVisible();
    await shot(a, 'seasons-search');
    await b.goto('/app/seasons');
    await b.getByRole('button', { name: 'Find a season match' }).click();
    await expect(choiceHeading(a)).toBeVisible({ timeout: 15_000 });
    await expect(choiceHeading(b)).toBeVisible();
    await pick(a, 'Decimal');
    await pick(b, 'Decimal');
    await a.getByRole('button', { name: 'Ready' }).click();
    await b.getByRole('button', { name: 'Ready' }).click();
  });

  // A third athlete keeps the season's page open on division 3: the win must reach it by itself.
  const cay = await newPlayer(browser, 'seasc');
  const adaPoints = () =>
    cay.page
      .getByRole('table', { name: 'Division 3 table' })
      .getByRole('row')
      .filter({ hasText: ada.userName })
      .locator('td')
      .last();
  await test.step('a viewer opens division 3 of the table', async () => {
    await cay.page.goto('/app/seasons');
    await cay.page.getByLabel('Division', { exact: true }).selectOption('3');
    await expect(adaPoints()).toHaveText('0');
  });

  await test.step('the match is played and decided', async () => {
    await waitForVersusStage(a, 'mem', 30_000);
    const content = await readContent(a, 'decimal');
    await waitForVersusStage(a, 'rec', 90_000);
    await waitForVersusStage(b, 'rec', 5_000);
    await fillRecall(a, content, perfect);
    await fillRecall(b, content, threeWrong);
    await expect(a.getByTestId('evaluation')).toHaveText(/Congrats! You have won/, { timeout: 120_000 });
    await expect(b.getByTestId('evaluation')).toHaveText(/Sorry, you have lost!/, { timeout: 20_000 });
  });

  await test.step("the viewer's table changes without a reload", async () => {
    await expect(adaPoints()).toHaveText('2', { timeout: 5_000 });
  });

  await test.step('the table counts the win: 2 points, one match fewer left', async () => {
    await a.goto('/app/seasons');
    await expect(a.getByTestId('season-points')).toHaveText('2');
    await expect(a.getByTestId('season-me')).toContainText('19');
    const table = a.getByRole('table', { name: 'Division 3 table' });
    const adaRow = table.getByRole('row').filter({ hasText: ada.userName });
    await expect(adaRow).toContainText('Promotion');
    await expect(table.getByRole('row').filter({ hasText: bob.userName })).toContainText('Relegation');
    await shot(a, 'seasons-after-match');
    await b.goto('/app/seasons');
    await expect(b.getByTestId('season-points')).toHaveText('0');
  });
  await ada.close();
  await bob.close();
  await cay.close();
});
