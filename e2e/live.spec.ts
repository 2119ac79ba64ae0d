import { type Browser, expect, type Page, test } from '@playwright/test';
import { goToRecall, signUp, waitForStage } from './training-helpers.ts';

/**
 * Live watching in two browsers: A plays, B follows on the Lives page and the read-only viewer.
 * Practice sessions keep it short and cost no daily trial.
 */
test.describe.configure({ mode: 'serial' });

const START = '/app/event/words/practice/start?amount=8&memorize=300&recall=300';

async function athlete(browser: Browser, tag: string) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const { userName } = await signUp(page, tag);
  return { page, userName };
}

async function setLiveShare(page: Page, on: boolean) {
  await page.goto('/app/settings');
  await page.getByRole('tab', { name: 'Events' }).click();
  const toggle = page.getByRole('switch', { name: /watch my sessions live/ });
  if ((await toggle.isChecked()) === on) await toggle.click();
  await toggle.click();
  await expect(page.getByText(on ? 'Live Share enabled' : 'Live Share disabled')).toBeVisible();
  await expect(toggle).toBeChecked({ checked: on });
}

/** A starts a practice session and stays on its first countdown; returns the session id. */
async function start(page: Page): Promise<string> {
  const init = page.waitForResponse((r) => r.url().includes('/api/bmevent/init/'));
  await page.goto(START);
  const body = (await (await init).json()) as { bmevent: { id: string } };
  await waitForStage(page, 'cdm');
  return body.bmevent.id;
}

const viewerStage = (page: Page) => page.locator('.game[data-stage]');
const currentItem = (page: Page, label: string) =>
  page.getByRole('navigation', { name: label }).locator('[aria-current="step"]');

test('B watches A live: list by push, position and answers follow, B changes nothing, exit and Live Share off', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const a = await athlete(browser, 'livea');
  const b = await athlete(browser, 'liveb');

  // Live Share is on by default; A switches it off and on again from Settings.
  await setLiveShare(a.page, false);
  await setLiveShare(a.page, true);

  await b.page.goto('/app/dashboard/lives');
  await expect(b.page.getByRole('heading', { name: 'Lives' })).toBeVisible();
  await expect(b.page.getByTestId('online-count').first()).toContainText('online');
  const row = b.page.getByRole('listitem').filter({ hasText: a.userName });
  await expect(row).toHaveCount(0);

  await start(a.page);
  // Appears on B's page by push, without a reload.
  await expect(row).toBeVisible({ timeout: 5000 });
  await expect(row).toContainText('Words');
  await row.getByRole('link', { name: `Watch ${a.userName}` }).click();
  await expect(b.page).toHaveURL(/\/app\/event\/watch\//);
  await expect(b.page.getByText(`Viewing ${a.userName}`)).toBeVisible();
  await expect(viewerStage(b.page)).toHaveAttribute('data-stage', 'cdm');

  await a.page.getByRole('button', { name: 'Done' }).click();
  await waitForStage(a.page, 'mem');
  await expect(viewerStage(b.page)).toHaveAttribute('data-stage', 'mem', { timeout: 1000 });
  await a.page.keyboard.press('ArrowRight');
  await expect(currentItem(a.page, 'Memorize items')).toHaveText('2');
  await expect(currentItem(b.page, 'Memorize items')).toHaveText('2', { timeout: 1000 });
  await a.page.keyboard.press('ArrowLeft');
  await expect(currentItem(a.page, 'Memorize items')).toHaveText('1');
  await expect(currentItem(b.page, 'Memorize items')).toHaveText('1', { timeout: 1000 });

  await goToRecall(a.page);
  await expect(viewerStage(b.page)).toHaveAttribute('data-stage', 'rec', { timeout: 1000 });
  await a.page.getByRole('textbox', { name: 'Word 1' }).fill('lantern');
  await expect(b.page.getByRole('textbox', { name: 'Word 1' })).toHaveValue('lantern', { timeout: 1000 });

  // B's typing changes nothing, for B or for A; a viewer is offered no Done at all (only Exit).
  await b.page.getByRole('textbox', { name: 'Word 1' }).click({ force: true });
  await b.page.keyboard.type('zzz');
  await expect(b.page.getByRole('button', { name: 'Done' })).toHaveCount(0);
  await expect(b.page.getByRole('button', { name: 'Exit' })).toBeVisible();
  await b.page.waitForTimeout(500);
  await expect(b.page.getByRole('textbox', { name: 'Word 1' })).toHaveValue('lantern');
  await expect(viewerStage(b.page)).toHaveAttribute('data-stage', 'rec');
  await waitForStage(a.page, 'rec');
  await expect(a.page.getByRole('textbox', { name: 'Word 1' })).toHaveValue('lantern');

  // A exits: B is sent to the Lives page with 'User Exited'.
  await a.page.getByRole('button', { name: 'Exit' }).click();
  await expect(b.page).toHaveURL(/\/app\/dashboard\/lives$/, { timeout: 5000 });
  await expect(b.page.getByText('User Exited')).toBeVisible();
  await expect(row).toHaveCount(0);

  // Live Share off: A's next session is not listed and its watch URL is refused.
  await setLiveShare(a.page, false);
  const id = await start(a.page);
  await b.page.reload();
  await expect(b.page.getByText(/No one is training live|Watch/).first()).toBeVisible();
  await expect(row).toHaveCount(0);
  await b.page.goto(`/app/event/watch/${id}`);
  await expect(b.page).toHaveURL(/\/app\/dashboard\/lives$/);
  await expect(b.page.getByText('This session is not shared.')).toBeVisible();
  await expect(b.page.getByText(`Viewing ${a.userName}`)).toHaveCount(0);
});
