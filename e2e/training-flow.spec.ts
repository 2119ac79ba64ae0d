import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  fillRecall,
  goToRecall,
  readContent,
  signUp,
  stage,
  startAndReachMemorize,
  waitForStage,
} from './training-helpers.ts';

/**
 * The game screen's behaviour beyond one perfect run: the server's memorize timer ends memorizing,
 * a reload mid-recall keeps every typed answer, a whole session can be played with the keyboard
 * alone, and Exit / leaving behave. Practice mode keeps these short and costs no daily trial.
 */
test.describe.configure({ mode: 'serial' });

const STATE = join(tmpdir(), `mnemoria-training-flow-${process.pid}.json`);

test.beforeAll(async ({ browser }) => {
  // One athlete for the whole file (sign-ups are rate limited per IP); its cookie is shared below.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signUp(page, 'flow');
  await context.storageState({ path: STATE });
  await context.close();
});

test.use({ storageState: STATE });

test('the memorize timer running out moves the session to recall', async ({ page }) => {
  test.setTimeout(90_000);
  await startAndReachMemorize(page, '/app/event/words/practice/start?amount=4&memorize=10&recall=60');
  const timer = page.getByTestId('game-timer');
  await expect(timer).toHaveText(/^0:(10|09|08)$/);
  // Nobody presses anything: the server ends memorize at its deadline, then the recall countdown.
  await waitForStage(page, 'cdr', 20_000);
  await expect(page.getByText('Recall Starts In')).toBeVisible();
  await waitForStage(page, 'rec', 15_000);
  await expect(page.getByRole('textbox', { name: 'Word 1' })).toBeFocused();
  // Finish, so the next test's new session does not meet this one still in progress.
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: 'Your results' })).toBeVisible();
});

test('a session runs on the live socket: the countdown ends on time and no HTTP fallback is used', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const fallbacks: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/bmevent\/(stage|answer|result|\w{8}-)/.test(r.url()))
      fallbacks.push(`${r.method()} ${r.url()}`);
  });
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await page.goto('/app/event/words/practice/start?amount=4&memorize=30&recall=60');
  await waitForStage(page, 'cdm');
  const shown = Date.now();
  await waitForStage(page, 'mem', 10_000);
  // The server's 5 s countdown, pushed over the socket (a missed push would wait for a resync).
  expect(Date.now() - shown).toBeLessThan(6_500);
  await goToRecall(page);
  await page.getByRole('textbox', { name: 'Word 1' }).fill('anything');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: 'Your results' })).toBeVisible();
  expect(sockets.some((u) => u.includes('/socket.io/'))).toBe(true);
  expect(fallbacks).toEqual([]);
});

test('a reload mid-recall keeps every typed answer', async ({ page }) => {
  test.setTimeout(90_000);
  await startAndReachMemorize(page, '/app/event/decimal/practice/start?amount=40&memorize=60&recall=120');
  const content = await readContent(page, 'decimal');
  expect(content.kind === 'chars' && content.chars.length).toBe(40);
  await goToRecall(page);
  // Block 1 (4 rows of 20 = all 40 digits), the first 25 typed.
  await fillRecall(page, content, (i, right) => (i < 25 ? right : null));
  const typed = content.kind === 'chars' ? content.chars.slice(0, 25).join('') : '';
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  // Closing or reloading a running session asks first (beforeunload).
  expect(dialogs).toContain('beforeunload');
  await waitForStage(page, 'rec');
  const cells = page.locator('[data-cell]');
  await expect(cells).toHaveCount(40);
  const values = await cells.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value).join(''));
  expect(values).toBe(typed);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: 'Your results' })).toBeVisible();
  // The server scored what was typed before the reload: row 1 (20 digits) whole, row 2 five of 20.
  await expect(page.getByText('20 / 40')).toBeVisible();
});

test('a whole session can be played with the keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/app/event/alphabet/practice/start?amount=12&memorize=60&recall=60');
  await waitForStage(page, 'cdm');
  await page.keyboard.press('Enter');
  await waitForStage(page, 'mem');
  const content = await readContent(page, 'alphabet');
  // Enter asks first; the question's focused answer is to start recall, so a second Enter goes on.
  await page.keyboard.press('Enter');
  const finish = page.getByRole('dialog', { name: 'Finish memorizing?' });
  await expect(finish.getByRole('button', { name: 'Start recall' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(finish).toBeHidden();
  await waitForStage(page, 'cdr');
  await page.keyboard.press('Enter');
  await waitForStage(page, 'rec');
  // Typed in lower case: the cells upper-case letters.
  await fillRecall(page, content, (_i, right) => right.toLowerCase());
  await expect(page.locator('[data-answered="true"]')).toHaveCount(1);
  // Reach Done by Shift+Tab from the last cell: the bar comes before the content.
  const done = page.getByRole('button', { name: 'Done' });
  for (let i = 0; i < 40 && !(await done.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Shift+Tab');
  }
  await expect(done).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('score')).toHaveText('12 / 12 (100%)');
});

test('a rank change after the result opens the Rank-up modal', async ({ page }) => {
  // Reaching the next rank takes many sessions; the rank check's answer is stubbed to show the modal.
  await page.route('**/api/ranks/update-event-rank', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        rankChanged: true,
        oldRankName: 'Novice',
        newRankName: 'Apprentice',
        newRankImage: '/media/ranks/apprentice.svg',
        oldRankImage: '/media/ranks/novice.svg',
        overallChanged: false,
        oldOverallName: 'Novice',
        newOverallName: 'Novice',
        newOverallImage: '/media/ranks/novice.svg',
      }),
    }),
  );
  await startAndReachMemorize(page, '/app/event/words/practice/start?amount=2&memorize=30&recall=30');
  const content = await readContent(page, 'words');
  await goToRecall(page);
  await fillRecall(page, content, (_i, right) => right);
  await page.getByRole('button', { name: 'Done' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rank Up!' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Congratulations! You went from Novice to Apprentice!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('score')).toHaveText('2 / 2 (100%)');
});

test('memorize keys: arrows move, space returns; Enter and double → on the last item ask before finishing', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await startAndReachMemorize(page, '/app/event/words/practice/start?amount=12&memorize=60&recall=60');
  const current = page.locator('.item-strip__item[aria-current="step"]');
  await expect(current).toHaveText('1');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(current).toHaveText('3');
  await page.keyboard.press(' ');
  await expect(current).toHaveText('1');

  // A stray Enter only asks; Escape goes back to the items, still memorizing, the keys still work.
  const finish = page.getByRole('dialog', { name: 'Finish memorizing?' });
  await page.keyboard.press('Enter');
  await expect(finish).toBeVisible();
  await expect(finish).toContainText('You cannot go back to the items');
  await page.keyboard.press('Escape');
  await expect(finish).toBeHidden();
  await expect(stage(page)).toHaveAttribute('data-stage', 'mem');
  await page.keyboard.press('ArrowRight');
  await expect(current).toHaveText('2');
  // Keep memorizing by mouse does the same.
  await page.keyboard.press('Enter');
  await finish.getByRole('button', { name: 'Keep memorizing' }).click();
  await expect(finish).toBeHidden();
  await expect(stage(page)).toHaveAttribute('data-stage', 'mem');

  await page.getByRole('button', { name: 'Item 3' }).click();
  await expect(current).toHaveText('3');
  // Two presses count as a double only 200 ms apart; on a loaded machine Playwright's two key
  // presses can arrive further apart than that, so the pair is sent again until one is a double.
  await expect(async () => {
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(finish).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(stage(page)).toHaveAttribute('data-stage', 'mem');
  await page.keyboard.press('Enter');
  await waitForStage(page, 'cdr');
  // Leave it, so the next test's start does not meet this session still in progress.
  await page.getByRole('button', { name: 'Exit' }).click();
  await expect(page).toHaveURL(/\/app\/event\/words\/practice$/);
});

test('Exit ends the session and returns to the event page; the next start is a new session', async ({
  page,
}) => {
  await startAndReachMemorize(page, '/app/event/binary/practice/start?amount=30&memorize=60&recall=60');
  await page.getByRole('button', { name: 'Exit' }).click();
  await expect(page).toHaveURL(/\/app\/event\/binary\/practice$/);
  await page.goto('/app/event/binary/practice/start?amount=30&memorize=60&recall=60');
  await waitForStage(page, 'cdm');
  await page.getByRole('button', { name: 'Exit' }).click();
  await expect(page).toHaveURL(/\/app\/event\/binary\/practice$/);
});

test('leaving a running session in the app asks first; staying keeps the session', async ({ page }) => {
  await page.goto('/app/event/binary/standard');
  await page.getByRole('button', { name: /Start Binary/ }).click();
  await waitForStage(page, 'cdm');
  await page.getByRole('button', { name: 'Done' }).click();
  await waitForStage(page, 'mem');
  const questions: string[] = [];
  let answer = false;
  page.on('dialog', (dialog) => {
    questions.push(dialog.message());
    void (answer ? dialog.accept() : dialog.dismiss());
  });
  await page.goBack();
  await expect.poll(() => questions).toEqual(['Are you sure you want to leave this page?']);
  await expect(page).toHaveURL(/\/app\/event\/binary\/standard\/start$/);
  await waitForStage(page, 'mem');
  answer = true;
  await page.goBack();
  await expect(page).toHaveURL(/\/app\/event\/binary\/standard$/);
});

test('a failed start shows the server error with a way back', async ({ page }) => {
  await page.route('**/api/bmevent/init/**', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, error: 'You have used your 5 free standard trials for today.' }),
    }),
  );
  await page.goto('/app/event/dates/standard/start');
  await expect(page.getByRole('alert')).toHaveText(/used your 5 free standard trials/);
  await page.getByRole('link', { name: 'Back to the event' }).click();
  await expect(page).toHaveURL(/\/app\/event\/dates\/standard$/);
});
