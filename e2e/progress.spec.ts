import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  fillRecall,
  finishRecall,
  goToRecall,
  readContent,
  signUp,
  startAndReachMemorize,
} from './training-helpers.ts';

/**
 * Progress you can see: one new athlete plays three standard Words sessions and one failed
 * practice session with a higher score; the dashboard's Top Levels, the progress chart and the
 * profile's bests and goals show exactly those results, and the practice score never shows as the
 * standard best.
 *
 * Standard 1 (level 1, 5 words): 2 right → failed, score 2.
 * Standard 2 (level 1, 5 words): 4 right → passed (80 %), score 4, level 2.
 * Standard 3 (level 2, 7 words): 3 right → failed, score 3.
 * Practice (20 words): 10 right → failed (50 %), score 10.
 * So: level 2, standard best 4/5, practice best 10, 4 sessions.
 */
test.describe.configure({ mode: 'serial' });

const STATE = join(tmpdir(), `mnemoria-progress-${process.pid}.json`);
let userName = '';

test.use({ storageState: STATE });

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  userName = (await signUp(page, 'prog')).userName;
  await context.storageState({ path: STATE });
  await context.close();
});

async function playWords(page: Page, path: string, right: number) {
  await startAndReachMemorize(page, path);
  const content = await readContent(page, 'words');
  await goToRecall(page);
  await fillRecall(page, content, (i, word) => (i < right ? word : null));
  await finishRecall(page);
  return content;
}

const topRows = (page: Page) => page.locator('.top-levels__row');

test('three standard sessions and one failed practice session are played', async ({ page }) => {
  test.setTimeout(180_000);
  await playWords(page, '/app/event/words/standard/start', 2);
  await expect(page.getByTestId('evaluation')).toContainText('Not passed this time');
  await playWords(page, '/app/event/words/standard/start', 4);
  await expect(page.getByTestId('evaluation')).toContainText('You have passed');
  const third = await playWords(page, '/app/event/words/standard/start', 3);
  expect(third.kind === 'words' && third.words.length).toBe(7);
  await playWords(page, '/app/event/words/practice/start?amount=20&memorize=120&recall=240', 10);
  await expect(page.getByTestId('evaluation')).toContainText('Not passed this time');
});

test('dashboard: Top Levels shows the standard best, 4 rows until SHOW ALL', async ({ page }) => {
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { name: new RegExp(`, ${userName}!$`) })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top Levels' })).toBeVisible();
  await expect(topRows(page)).toHaveCount(4);
  const words = topRows(page).first();
  await expect(words).toHaveAttribute('data-event', 'words');
  await expect(words.locator('.top-levels__level')).toHaveText('Lv 2');
  // The failed practice session scored 10: the standard best stays 4 of 5.
  await expect(words.locator('.top-levels__mark')).toHaveText('4/5');
  await page.getByRole('button', { name: 'SHOW ALL' }).click();
  await expect(topRows(page)).toHaveCount(13);
  const tetris = page.locator('.top-levels__row[data-event="tetris"]');
  await expect(tetris.locator('.top-levels__level')).toHaveText('Lv N/A');
  await expect(tetris.locator('.top-levels__mark')).toHaveText('N/A');
  await page.getByRole('button', { name: 'SHOW LESS' }).click();
  await expect(topRows(page)).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Global chat' })).toHaveCSS('height', '400px');
  await expect(page.getByRole('link', { name: 'Lives' })).toHaveAttribute('href', '/app/dashboard/lives');
});

async function chartRows(page: Page) {
  const table = page.locator('.chart-table');
  if (!(await table.evaluate((d) => (d as HTMLDetailsElement).open))) await table.locator('summary').click();
  return table.locator('tbody tr');
}

test('progress chart: the four results, the dates filter, and the X-axis choice kept after reload', async ({
  page,
}) => {
  await page.goto('/app/profile');
  await page.getByRole('link', { name: 'Words', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/chart\?event=words$/);
  await expect(page.getByRole('heading', { name: 'Words Progress' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Event' })).toHaveValue('words');
  await expect(page.locator('.progress-chart canvas')).toBeVisible();
  const rows = await chartRows(page);
  await expect(rows).toHaveCount(4);
  await expect(rows.locator('td:nth-child(4)')).toHaveText(['2 (40%)', '4 (80%)', '3 (43%)', '10 (50%)']);
  await expect(rows.locator('td:nth-child(3)')).toHaveText(['Standard', 'Standard', 'Standard', 'Practice']);
  await expect(page.locator('.progress-chart')).toHaveAttribute('data-line', 'blue');

  // Dates: the X clears them and shows only when both are set.
  const from = page.getByLabel('From', { exact: true });
  const to = page.getByLabel('To', { exact: true });
  const clear = page.getByRole('button', { name: 'Clear dates' });
  await from.fill('2020-01-01');
  await expect(clear).toHaveCount(0);
  await to.fill('2020-01-31');
  await expect(clear).toBeVisible();
  await expect(page.getByText('No results on these dates.')).toBeVisible();
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  await from.fill(today);
  await to.fill(today);
  await expect(await chartRows(page)).toHaveCount(4);
  await clear.click();
  await expect(from).toHaveValue('');
  await expect(to).toHaveValue('');
  await expect(clear).toHaveCount(0);

  // X axis: trial numbers by default; the date choice is saved and survives a reload.
  await expect(page.getByRole('img', { name: /by trial number/ })).toBeVisible();
  await page.getByRole('button', { name: 'Chart settings' }).click();
  const dateSwitch = page.getByRole('switch', { name: 'Show date as X axis' });
  await expect(dateSwitch).not.toBeChecked();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/chart/changeXAxis') && r.ok());
  await dateSwitch.click({ force: true });
  await saved;
  await expect(page.getByRole('img', { name: /by date/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('img', { name: /by date/ })).toBeVisible();
  await page.getByRole('button', { name: 'Chart settings' }).click();
  await expect(page.getByRole('switch', { name: 'Show date as X axis' })).toBeChecked();

  // Another event from the dropdown: nothing played there yet.
  await page.getByRole('combobox', { name: 'Event' }).selectOption('binary');
  await expect(page.getByRole('heading', { name: 'Binary Progress' })).toBeVisible();
  await expect(page.getByText('No results in Binary yet.')).toBeVisible();
});

test('profile: bests, practice best apart, sessions, goals saved on Enter and blur; the chart turns gold', async ({
  page,
}) => {
  await page.goto('/app/profile');
  await expect(page.getByRole('heading', { name: `@${userName}` })).toBeVisible();
  const joined = await page.evaluate(() => {
    const d = new Date();
    return `Joined ${d.getDate()} ${d.toLocaleString('en-GB', { month: 'long' })} ${d.getFullYear()}`;
  });
  await expect(page.getByText(joined)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Standard Bests' })).toHaveAttribute('aria-selected', 'true');
  const words = page.locator('tr[data-event="words"]');
  await expect(words.locator('td').first()).toHaveText('2');
  await expect(words.locator('[data-cell="best"]')).toHaveText('4');
  await expect(words.locator('[data-cell="practice-best"]')).toHaveText('10');
  await expect(words.locator('[data-cell="sessions"]')).toContainText('4');
  await expect(words.locator('[data-cell="sessions"]')).toContainText('3 standard, 1 practice');
  await expect(page.locator('tr[data-event="binary"] [data-cell="best"]')).toHaveText('N/A');
  await expect(page.locator('tr[data-event="animals"]')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Special Bests' }).click();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tr[data-event="animals"]')).toBeVisible();

  await page.getByRole('tab', { name: 'Event Goals' }).click();
  await expect(page.getByRole('tab', { name: 'Standard Goals' })).toHaveAttribute('aria-selected', 'true');
  const goal = page.getByRole('spinbutton', { name: 'Words goal' });
  await expect(goal).toHaveValue('0');
  // A goal above the best: saved on Enter, the line stays blue.
  await goal.fill('5');
  await goal.press('Enter');
  await expect(page.getByText('Goal Saved')).toBeVisible();
  await page.getByRole('tab', { name: 'Special Goals' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Animals goal' })).toHaveValue('0');

  await page.goto('/app/chart?event=words');
  await expect(page.locator('.progress-chart')).toHaveAttribute('data-line', 'blue');
  await expect(page.getByText('(goal 5)')).toBeVisible();

  // A goal at the best (4): saved on blur, and the line turns gold.
  await page.goto('/app/profile');
  await page.getByRole('tab', { name: 'Event Goals' }).click();
  const again = page.getByRole('spinbutton', { name: 'Words goal' });
  await expect(again).toHaveValue('5');
  await again.fill('4');
  await page.getByRole('spinbutton', { name: 'Dates goal' }).focus();
  await expect(page.getByText('Goal Saved')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Event Goals' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Words goal' })).toHaveValue('4');

  await page.goto('/app/event/words/standard');
  await expect(page.locator('.stat', { hasText: 'Best score' }).locator('dd')).toHaveText('4');
  await page.getByRole('link', { name: 'Progress chart' }).click();
  await expect(page.getByRole('heading', { name: 'Words Progress' })).toBeVisible();
  await expect(page.locator('.progress-chart')).toHaveAttribute('data-line', 'gold');
  await expect(page.getByText('(goal 4, reached)')).toBeVisible();
});

test('a refused goal shows Error Saving Goals and keeps the saved value', async ({ page }) => {
  await page.route('**/api/user/profile/updateStandardGoals', (route) =>
    route.fulfill({ status: 500, body: '{"success":false}' }),
  );
  await page.goto('/app/profile');
  await page.getByRole('tab', { name: 'Event Goals' }).click();
  const goal = page.getByRole('spinbutton', { name: 'Decimal goal' });
  await goal.fill('30');
  await goal.press('Enter');
  await expect(page.getByText('Error Saving Goals')).toBeVisible();
  await expect(goal).toHaveValue('0');
});

test('the graphs page plots the Words sessions played above, and none of another event', async ({ page }) => {
  await page.goto('/app/graphs?event=words');
  await expect(page.getByRole('heading', { name: 'Graphs' })).toBeVisible();
  await expect(page.getByText(/Coming soon/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Score over time, session by session' })).toBeVisible();
  await page.goto('/app/graphs?event=binary');
  await expect(page.getByText('No finished Binary sessions yet.')).toBeVisible();
});
