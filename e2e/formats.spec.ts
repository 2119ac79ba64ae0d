import { expect, type Page, test } from '@playwright/test';
import { readContent, signUp, waitForStage } from './training-helpers.ts';

/** Types the first `upTo` digits of the recall, a wrong digit where `wrong` says, and leaves the rest blank. */
async function typeDigits(page: Page, chars: string[], upTo: number, wrong: number[]) {
  await expect(page.getByText('Block 1', { exact: true })).toBeVisible();
  await expect(page.locator('input:focus')).toHaveAttribute('data-cell', '0');
  for (let i = 0; i < upTo; i++) {
    const right = chars[i] ?? '0';
    await page.keyboard.press(wrong.includes(i) ? String((Number(right) + 1) % 10) : right);
  }
}

async function playFormat(page: Page, from: string, upTo: number, wrong: number[]) {
  await page.goto('/app/train');
  await page.getByRole('link', { name: 'competition format' }).click();
  await expect(page.getByRole('heading', { name: 'Competition formats' })).toBeVisible();
  const item = page.locator(`[data-format="${from}"]`);
  await item.getByRole('link', { name: 'Start' }).click();
  await waitForStage(page, 'cdm');
  await page.getByRole('button', { name: 'Done' }).click();
  await waitForStage(page, 'mem');
  const content = await readContent(page, 'decimal');
  const chars = content.kind === 'chars' ? content.chars : [];
  await page.getByRole('button', { name: 'Done' }).click();
  await waitForStage(page, 'cdr');
  await page.getByRole('button', { name: 'Done' }).click();
  await waitForStage(page, 'rec');
  await typeDigits(page, chars, upTo, wrong);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: 'Your results' })).toBeVisible();
  return chars.length;
}

test('a sprint and a WMSC numbers format are played from Train with their exact scores, and ranked on their boards', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page, 'formats');
  // Numbers sprint: 80 digits under the event rule (rows of 20); one wrong digit halves its row.
  expect(await playFormat(page, 'ml-numbers', 80, [7])).toBe(80);
  await expect(page.getByText('70 / 80')).toBeVisible();
  // 5-minute numbers, rows of 40: row 1 one wrong (20), row 2 two wrong (0), a last row of 20
  // written and right (20): 40 of 800.
  expect(await playFormat(page, 'wmsc-numbers-5', 100, [3, 50, 51])).toBe(800);
  await expect(page.getByText('40 / 800')).toBeVisible();

  await page.goto('/app/formats/wmsc-numbers-5');
  await expect(page.getByRole('heading', { name: '5-minute numbers' })).toBeVisible();
  await expect(page.getByTestId('own-rank')).toContainText('#1');
  await expect(page.getByTestId('own-rank')).toContainText('Score 40');
  await expect(page.getByRole('columnheader', { name: 'Memorize time' })).toBeVisible();
  await expect(page.locator('tbody tr').first()).toContainText(/\d+\.\d s/);
});
