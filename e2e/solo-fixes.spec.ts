import { expect, type Page, test } from '@playwright/test';
import {
  fillRecall,
  finishRecall,
  goToRecall,
  readContent,
  signUp,
  startAndReachMemorize,
  waitForStage,
} from './training-helpers.ts';

/**
 * Solo training you can trust: sessions are not thrown away by accident, result screens show exactly
 * what was typed and scored (half points included) and what changed, names recall goes both ways,
 * and the public pages neither break on a bad address nor log a visitor as an error.
 */

/** Console errors the page logs, the browser's own notices of failed requests included. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('starting other settings after leaving with Back asks to resume or discard, never reopens the old one', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUp(page, 'solo1');
  // Decimal → Practice, amount 200 → Start.
  await page.goto('/app/event/decimal/practice');
  await page.getByLabel(/^Amount/).fill('200');
  await page.getByRole('button', { name: 'Start practice' }).click();
  await waitForStage(page, 'cdm');
  await page.getByRole('button', { name: 'Done' }).click();
  await waitForStage(page, 'mem');
  // Browser Back in memorize → confirm.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.goBack();
  await expect(page).toHaveURL(/\/app\/event\/decimal\/practice$/);
  // Practice, amount 20 → Start: the running 200-digit session is offered, not silently reopened.
  await page.getByLabel(/^Amount/).fill('20');
  await page.getByRole('button', { name: 'Start practice' }).click();
  await expect(page.getByRole('heading', { name: 'You have a session in progress' })).toBeVisible();
  await page.getByRole('button', { name: 'Discard and start new' }).click();
  await waitForStage(page, 'cdm');
  await page.getByRole('button', { name: 'Done' }).click();
  await waitForStage(page, 'mem');
  const content = await readContent(page, 'decimal');
  expect(content.kind === 'chars' && content.chars.length).toBe(20);
});

test('Exit in a standard session asks first, says the trial is used, and an accidental Shift+Tab, Enter keeps playing', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUp(page, 'solo2');
  await startAndReachMemorize(page, '/app/event/binary/standard/start');
  // While memorizing: asked, told the trial is used, Escape keeps playing.
  await page.getByRole('button', { name: 'Exit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exit this session?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('already used one of today’s free trials');
  await expect(dialog.getByRole('button', { name: 'Keep playing' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await waitForStage(page, 'mem');

  await goToRecall(page);
  const first = page.locator('input[data-cell="0"]');
  await expect(first).toBeFocused();
  await page.keyboard.press('1');
  // Shift+Tab out of the recall inputs reaches Exit; Enter there only opens the question, whose
  // focused choice is to keep playing, so a second Enter changes nothing.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Shift+Tab');
    const onExit = await page.evaluate(() => document.activeElement?.textContent === 'Exit');
    if (onExit) break;
  }
  await expect(page.getByRole('button', { name: 'Exit' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await waitForStage(page, 'rec');
  await expect(page).toHaveURL(/\/app\/event\/binary\/standard\/start$/);

  // Choosing to exit does exit, back to the event page.
  await page.getByRole('button', { name: 'Exit' }).click();
  await dialog.getByRole('button', { name: 'Exit session' }).click();
  await expect(page).toHaveURL(/\/app\/event\/binary\/standard$/);
});

test('biography result shows each typed hobby where it was scored, never one not typed', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, 'solo4');
  await page.goto('/app/event/biography/practice/start?amount=1&memorize=60&recall=120');
  await waitForStage(page, 'cdm', 30_000);
  await page.getByRole('button', { name: 'Done' }).click();
  await waitForStage(page, 'mem');
  const person = page.getByTestId('memorize-biography').locator('[data-person]').first();
  const hobbies = ((await person.getAttribute('data-hobbies')) ?? '').split('|');
  expect(hobbies).toHaveLength(3);
  const [one, two, three] = hobbies as [string, string, string];
  await goToRecall(page);
  // Typed [third, first, Zzzz] against [first, second, third]: 2 of 3 hobbies right.
  await page.getByLabel('Hobby 1').fill(three);
  await page.getByLabel('Hobby 2').fill(one);
  await page.getByLabel('Hobby 3').fill('Zzzz');
  await finishRecall(page);
  const review = page.getByTestId('review-biography');
  await expect(review.locator('tr[data-field="hobby1"]')).toContainText(one);
  await expect(review.locator('tr[data-field="hobby1"]')).toHaveAttribute('data-verdict', 'right');
  await expect(review.locator('tr[data-field="hobby2"] td').first()).toHaveText(two);
  await expect(review.locator('tr[data-field="hobby2"] td').nth(1)).toHaveText(/Zzzz$/);
  await expect(review.locator('tr[data-field="hobby2"]')).toHaveAttribute('data-verdict', 'wrong');
  await expect(review.locator('tr[data-field="hobby3"] td').nth(1)).toHaveText(new RegExp(`${three}$`));
  // Each typed value appears once in the "Yours" column.
  const yours = await review.locator('tr[data-field^="hobby"] td:nth-child(3)').allTextContents();
  expect(yours.map((text) => text.replace(/^.*?(Right|Wrong|Empty): /, ''))).toEqual(
    expect.arrayContaining([one, 'Zzzz', three]),
  );
  expect(yours.filter((text) => text.includes(one))).toHaveLength(1);
  expect(await page.getByTestId('score').textContent()).toMatch(/^2 \/ 15/);
});

test('half credit shows as its own mark with its points: names first name only, dates −0.5', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, 'solo5');
  await startAndReachMemorize(page, '/app/event/names/practice/start?amount=2&memorize=60&recall=60');
  const names = await readContent(page, 'names');
  await goToRecall(page);
  // Face 1: the first name only (half a point); face 2: the full name.
  await fillRecall(page, names, (i, right) => (i === 0 ? (right.split(' ')[0] ?? '') : right));
  await finishRecall(page);
  await expect(page.getByTestId('score')).toHaveText('1.5 / 2 (75%)');
  const partial = page.locator('.name-tag[data-mark="partial"]');
  await expect(partial).toHaveCount(1);
  await expect(partial).toContainText('½');
  await expect(page.getByTestId('item-points')).toHaveText('+0.5 pt');
  const colour = await partial.evaluate((el) => getComputedStyle(el).color);
  const wrongColour = await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.className = 'name-tag is-wrong';
    document.body.append(probe);
    const value = getComputedStyle(probe).color;
    probe.remove();
    return value;
  });
  expect(colour, 'half credit is not painted as a miss').not.toBe(wrongColour);
  await page.getByRole('button', { name: 'Exit' }).click();

  await startAndReachMemorize(page, '/app/event/dates/practice/start?amount=2&memorize=60&recall=60');
  const dates = await readContent(page, 'dates');
  await goToRecall(page);
  // Date 1 wrong (−0.5), date 2 right (+1).
  await fillRecall(page, dates, (i, right) =>
    i === 0 ? String(((Number(right) - 999) % 1100) + 1000) : right,
  );
  await finishRecall(page);
  await expect(page.getByTestId('score')).toHaveText('0.5 / 2 (25%)');
  await expect(page.getByTestId('item-points')).toHaveText('−0.5 pt');
});

test('result screen: level change, new best and the next level after a standard pass; Retry keeps the practice settings; Exit goes to the dashboard', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signUp(page, 'solo6');
  await startAndReachMemorize(page, '/app/event/binary/standard/start');
  const content = await readContent(page, 'binary');
  await goToRecall(page);
  await fillRecall(page, content, (_i, right) => right);
  await finishRecall(page);
  await expect(page.getByTestId('evaluation')).toContainText('You have passed');
  await expect(page.getByTestId('level-change')).toHaveText('Level 1 → 3');
  await expect(page.getByTestId('new-best')).toHaveText(/New best/);
  // The next level starts from here: a new standard session at level 3.
  await page.getByRole('button', { name: 'Next level: Level 3' }).click();
  await waitForStage(page, 'cdm');
  await expect(page).toHaveURL(/\/app\/event\/binary\/standard\/start$/);
  await page.getByRole('button', { name: 'Exit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Exit session' }).click();
  await expect(page).toHaveURL(/\/app\/event\/binary\/standard$/);

  // Practice: Retry starts a new session with the same settings; Exit leaves to the dashboard.
  const practice = '/app/event/decimal/practice/start?amount=20&memorize=60&recall=60';
  await startAndReachMemorize(page, practice);
  await goToRecall(page);
  await finishRecall(page);
  await expect(page.getByTestId('level-change')).toHaveCount(0);
  await page.getByRole('button', { name: 'Retry' }).click();
  await waitForStage(page, 'cdm');
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(practice);
  await page.getByRole('button', { name: 'Done' }).click();
  await waitForStage(page, 'mem');
  const again = await readContent(page, 'decimal');
  expect(again.kind === 'chars' && again.chars.length).toBe(20);
  await goToRecall(page);
  await finishRecall(page);
  await page.getByRole('button', { name: 'Exit' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('Blocktris results lead with the fall speed', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, 'solo6t');
  await page.goto('/app/event/tetris/practice/start');
  await waitForStage(page, 'cdm', 30_000);
  await page.getByRole('button', { name: 'Done' }).click();
  await waitForStage(page, 'mem');
  await goToRecall(page);
  await finishRecall(page);
  await expect(page.getByTestId('headline-speed')).toHaveText(/^\d+ ms per row$/);
});

test('names recall: Enter moves to the next face, Shift+Enter back to the previous one', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, 'solo11');
  await startAndReachMemorize(page, '/app/event/names/practice/start?amount=3&memorize=60&recall=60');
  await goToRecall(page);
  const input = page.getByLabel(/^Name of face \d+ of 3$/);
  await expect(page.getByText('Name of face 1 of 3')).toBeVisible();
  await page.keyboard.type('Ann');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Name of face 2 of 3')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Name of face 3 of 3')).toBeVisible();
  await page.keyboard.press('Shift+Enter');
  await expect(page.getByText('Name of face 2 of 3')).toBeVisible();
  await page.keyboard.press('Shift+Enter');
  await expect(page.getByText('Name of face 1 of 3')).toBeVisible();
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('Ann');
  // At the first face Shift+Enter stays.
  await page.keyboard.press('Shift+Enter');
  await expect(page.getByText('Name of face 1 of 3')).toBeVisible();
});

test('an unknown address shows "Page not found" with a way home, and logs nothing', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/policy/nope');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/policy/nope')).toBeVisible();
  await expect(page.getByText('Unknown error')).toHaveCount(0);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect(errors).toEqual([]);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('visitor pages do not log the visitor as an error', async ({ page }) => {
  const errors = consoleErrors(page);
  for (const path of ['/', '/login', '/signup', '/forgotPassword', '/resources/content', '/app/dashboard']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await expect(page).toHaveURL(/\/login$/);
  // Not even the browser's own notice of a failed request: a visitor is asked about as optional.
  expect(errors).toEqual([]);
});
