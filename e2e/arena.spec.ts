import { execFileSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { fillRecall, type Policy, readContent } from './training-helpers.ts';
import { newPlayer, shot, waitForVersusStage } from './versus-helpers.ts';

/**
 * Arenas in real Chromium: the hourly arena exists without anyone creating it; two premium athletes
 * join an arena and, doing nothing else, are paired into a versus match, play it, and come back to
 * the arena's standings, which moved.
 */

const perfect: Policy = (_i, right) => right;
const threeWrong: Policy = (i, right) => (i < 3 ? (right === '7' ? '8' : '7') : right);

function grantPremium(baseURL: string | undefined, userName: string) {
  execFileSync(
    'node',
    ['--import', 'tsx', 'scripts/admin/premium.ts', 'grant', userName, 'premium-monthly'],
    {
      env: { ...process.env, MNEMORIA_URL: baseURL, DATA_DIR: process.env.E2E_DATA_DIR },
      encoding: 'utf8',
    },
  );
}

/** Screenshots of the arena page scrolled to its Games panel (below the fold on a phone). */
async function gamesShot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const size of [
    { width: 1366, height: 850 },
    { width: 375, height: 740 },
  ]) {
    await page.setViewportSize(size);
    await page.getByRole('heading', { name: 'Games' }).scrollIntoViewIfNeeded();
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${dir}/${name}-${size.width}.png` });
  }
}

const standingOf = (page: Page, userName: string) =>
  page.getByTestId('standing').filter({ hasText: userName });

test('the scheduled arena is listed on a fresh install, nobody having created it', async ({ browser }) => {
  const ada = await newPlayer(browser, 'arfresh');
  const page = ada.page;
  const list = await (await page.request.get('/api/tournaments')).json();
  const scheduled = list.data.tournaments.filter((t: { createdBy: string | null }) => t.createdBy === null);
  expect(scheduled.length).toBeGreaterThan(0);
  await page.goto('/app/dashboard');
  await page.getByRole('link', { name: 'Tournaments' }).first().click();
  await expect(page).toHaveURL(/\/app\/tournaments$/);
  await expect(
    page
      .getByTestId('tournament-row')
      .filter({ hasText: /Hourly .+ Arena/ })
      .first(),
  ).toBeVisible();
  await shot(page, 'tournaments');
  // A free athlete may look, and is told joining is premium.
  await page
    .getByTestId('tournament-row')
    .filter({ hasText: /Hourly .+ Arena/ })
    .first()
    .click();
  await expect(page.getByText('Joining an arena is a premium perk')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join' })).toHaveCount(0);
  await shot(page, 'arena-free');
  await ada.close();
});

test('two premium athletes join an arena, are paired by themselves, play, and see the standings change', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(4 * 60_000);
  const ada = await newPlayer(browser, 'arada');
  const bob = await newPlayer(browser, 'arbob');
  grantPremium(baseURL, ada.userName);
  grantPremium(baseURL, bob.userName);
  const a = ada.page;
  const b = bob.page;
  // A premium athlete creates an arena on the Tournaments page, starting now.
  await a.goto('/app/tournaments');
  const form = a.getByRole('form', { name: 'Create an arena' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Decimal sprint arena');
  await form.getByRole('combobox', { name: 'Event' }).selectOption('decimal');
  await form.getByRole('combobox', { name: 'Starts' }).selectOption('0');
  await shot(a, 'tournaments-premium');
  await form.getByRole('button', { name: 'Create arena' }).click();
  await expect(a).toHaveURL(/\/app\/tournaments\/[0-9a-f-]{36}$/);
  const id = a.url().split('/').at(-1) as string;
  await expect(a.getByRole('heading', { name: 'Decimal sprint arena' })).toBeVisible();

  await expect(a.getByTestId('arena-clock')).toHaveText(/Ends in \d+:\d\d/);
  await a.getByRole('button', { name: 'Join' }).click();
  await expect(a.getByText('Waiting for an opponent')).toBeVisible();
  await expect(standingOf(a, ada.userName)).toBeVisible();
  await shot(a, 'arena-waiting');
  await b.goto(`/app/tournaments/${id}`);
  await b.getByRole('button', { name: 'Join' }).click();

  // Paired without doing anything else: both are told, then taken to the match.
  for (const page of [a, b]) {
    await expect(page.getByTestId('arena-paired').or(page.getByTestId('game-timer'))).toBeVisible({
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/\/app\/event\/decimal\/versus\/start$/, { timeout: 15_000 });
  }
  await waitForVersusStage(a, 'mem', 30_000);
  await waitForVersusStage(b, 'mem', 5_000);
  // A third athlete on the arena's page sees the game being played, with a Watch per player.
  const cy = await newPlayer(browser, 'arcy');
  const c = cy.page;
  await c.goto(`/app/tournaments/${id}`);
  const liveGame = c.getByTestId('arena-live-games').locator('li');
  await expect(liveGame).toHaveCount(1);
  await expect(liveGame).toContainText(ada.userName);
  await expect(liveGame.getByRole('link', { name: `Watch ${bob.userName}` })).toBeVisible();
  await gamesShot(c, 'arena-games');
  const contentA = await readContent(a, 'decimal');
  const contentB = await readContent(b, 'decimal');
  await waitForVersusStage(a, 'rec', 60_000);
  await waitForVersusStage(b, 'rec', 5_000);
  await fillRecall(a, contentA, perfect);
  await fillRecall(b, contentB, threeWrong);
  await expect(a.getByTestId('evaluation')).toHaveText(/Congrats! You have won/, { timeout: 90_000 });
  await expect(b.getByTestId('evaluation')).toHaveText(/Sorry, you have lost!/, { timeout: 20_000 });

  // Exit leads back to the arena, whose standings now count the game.
  await a.getByRole('button', { name: 'Exit' }).click();
  await expect(a).toHaveURL(new RegExp(`/app/tournaments/${id}$`));
  await expect(standingOf(a, ada.userName).locator('.arena__points')).toHaveText('2');
  await expect(standingOf(a, bob.userName).locator('.arena__points')).toHaveText('0');
  await expect(standingOf(a, ada.userName)).toContainText('1');
  await shot(a, 'arena-standings');
  // The viewer's list moves the game to the finished ones, with its result.
  await expect(c.getByTestId('arena-finished-games')).toContainText(`${ada.userName} won`, {
    timeout: 35_000,
  });
  await gamesShot(c, 'arena-games-finished');
  await cy.close();
  await ada.close();
  await bob.close();
});
