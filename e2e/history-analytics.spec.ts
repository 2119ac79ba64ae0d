import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { hasHorizontalOverflow } from './helpers.ts';
import {
  fillRecall,
  finishRecall,
  goToRecall,
  readContent,
  signUp,
  startAndReachMemorize,
} from './training-helpers.ts';

/**
 * History, replay and Graphs through the UI, for one Decimal practice session with known
 * mistakes: 160 digits (two blocks of four 20-digit rows), digit 1 and 6 typed wrong and digit 11
 * left blank. So the first row scores nothing (three errors) and the seven others 20 each: 140.
 * Memorize shows block 1, then block 2 (→ pressed), so the replay's timeline has those two.
 */
const SHOTS = '/tmp/shots/analytics';
const SIZES = [
  { width: 1366, height: 850 },
  { width: 375, height: 740 },
];
const wrongAt = new Map([
  [0, 'wrong'],
  [5, 'wrong'],
  [10, 'blank'],
]);

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png` });
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}-full.png`, fullPage: true });
    expect(await hasHorizontalOverflow(page), `${name} fits ${size.width} px`).toBe(false);
  }
  await page.setViewportSize(SIZES[0] ?? { width: 1366, height: 850 });
}

test('a session with known mistakes shows exactly those in history, replay and graphs', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, 'hist');
  await startAndReachMemorize(page, '/app/event/decimal/practice/start?amount=160&memorize=120&recall=240');
  const content = await readContent(page, 'decimal');
  expect(content.kind === 'chars' && content.chars.length).toBe(160);
  const chars = content.kind === 'chars' ? content.chars : [];
  await page.waitForTimeout(1_200);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('region', { name: 'Block 2' })).toHaveAttribute('aria-current', 'true');
  await page.waitForTimeout(800);
  await goToRecall(page);
  await fillRecall(page, content, (i, right) => {
    const kind = wrongAt.get(i);
    if (kind === 'blank') return null;
    return kind === 'wrong' ? (right === '1' ? '2' : '1') : right;
  });
  await finishRecall(page);

  // History: one row, reached from the profile with the keyboard.
  await page.goto('/app/profile');
  await page.getByRole('link', { name: 'Session history' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  const rows = page.getByTestId('history-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Decimal');
  await expect(rows.first()).toContainText('Practice');
  await expect(rows.first().locator('td[data-label="Score"]')).toHaveText('140');
  await expect(rows.first().locator('td[data-label="Items"]')).toHaveText('160');
  await expect(page.getByText('1 session in all.')).toBeVisible();
  await shoot(page, 'history');

  await rows.first().getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Decimal · Practice' })).toBeVisible();
  const summary = page.getByTestId('replay-summary');
  await expect(summary).toContainText('Score 140 of 160 (88%)');
  const memorized = /memorized in (\S+ s|\d+:\S+)/.exec((await summary.textContent()) ?? '')?.[1];
  const timeline = page.getByTestId('timeline-row');
  await expect(timeline).toHaveCount(2);
  await expect(timeline.nth(0).locator('td[data-label="On screen"]')).toContainText('Block 1:');
  await expect(timeline.nth(1).locator('td[data-label="On screen"]')).toContainText('Block 2:');
  await expect(timeline.nth(0).locator('td[data-label="From"]')).toHaveText('0.0 s');
  // The stretches run back to back to the end of memorize.
  await expect(timeline.nth(1).locator('td[data-label="From"]')).toHaveText(
    (await timeline.nth(0).locator('td[data-label="To"]').textContent()) ?? '',
  );
  await expect(timeline.nth(1).locator('td[data-label="To"]')).toHaveText(memorized ?? 'missing');
  await expect(page.getByText('157 of 160 right, 3 missed.')).toBeVisible();
  const missed = page.locator('[data-testid="recall-row"]:not(.replay-row--right)');
  await expect(missed).toHaveCount(3);
  for (const [n, [i, kind]] of [...wrongAt].entries()) {
    const row = missed.nth(n);
    await expect(row.locator('td[data-label="#"]')).toHaveText(String(i + 1));
    await expect(row.locator('td[data-label="Key"]')).toHaveText(chars[i] ?? '');
    await expect(row.locator('td[data-label="Verdict"]')).toHaveText(kind === 'blank' ? 'Blank' : 'Wrong');
  }
  await shoot(page, 'replay');
  // Every item on demand, by keyboard.
  await page.getByRole('button', { name: 'Show all 160 items' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('recall-row')).toHaveCount(160);

  // Graphs: the one session, and the three missed pairs.
  await page.goto('/app/graphs?event=decimal');
  await expect(page.getByRole('heading', { name: 'Graphs' })).toBeVisible();
  await expect(page.getByText(/Coming soon/)).toHaveCount(0);
  await expect(page.getByTestId('graphs-averages')).toContainText('1 session: 88% right on average');
  await expect(page.getByTestId('graph-score').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('graph-accuracy').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('weakness-explained')).toContainText('half how often you missed');
  const pairs = [0, 4, 10].map((at) => `${chars[at]}${chars[at + 1]}`);
  const missedItems = page.getByTestId('items-missed').locator('td[data-label="Item"]');
  for (const pair of new Set(pairs))
    await expect(missedItems.filter({ hasText: new RegExp(`^${pair}$`) })).toHaveCount(1);
  await shoot(page, 'graphs');

  // Triplets, chosen with the keyboard, regroup the same session.
  await page.getByLabel('Digits per item').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Digits per item')).toHaveValue('3');
  const triplets = [0, 3, 9].map((at) => chars.slice(at, at + 3).join(''));
  for (const t of new Set(triplets))
    await expect(missedItems.filter({ hasText: new RegExp(`^${t}$`) })).toHaveCount(1);
});
