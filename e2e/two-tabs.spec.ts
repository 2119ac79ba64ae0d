import { expect, type Page, test } from '@playwright/test';
import { finishRecall, goToRecall, signUp, startAndReachMemorize, waitForStage } from './training-helpers.ts';

/**
 * One recall open in two tabs: the tab that opened it last holds it, the other says so and offers
 * to take it back, and every digit typed in either tab ends up in the scored answer.
 */

const START = '/app/event/decimal/practice/start?amount=20&memorize=120&recall=300';
const HELD = 'This session is open in another tab';

const cells = (page: Page) =>
  page
    .locator('input[data-cell]')
    .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value).join(''));

async function storedAnswer(page: Page, id: string): Promise<string> {
  const body = (await (await page.request.get(`/api/bmevent/${id}`)).json()) as {
    bmevent: { answer: (string | null)[] | null };
  };
  return (body.bmevent.answer ?? [])
    .map((d) => d ?? ' ')
    .join('')
    .trimEnd();
}

test('two tabs on one recall: the newer holds it, the other says so and takes it back, nothing typed is lost', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, 'twotabs');
  await startAndReachMemorize(page, START);
  await goToRecall(page);
  const id = (await page.evaluate(() => sessionStorage.getItem('mnemoria.bmevent.decimal.practice'))) ?? '';
  expect(id).not.toBe('');
  await expect(page.locator('input[data-cell="0"]')).toBeFocused();
  await page.keyboard.type('123');
  await expect.poll(() => storedAnswer(page, id)).toBe('123');

  // A second tab meets the session in progress and resumes it: it holds it now.
  const other = await page.context().newPage();
  await other.goto(START);
  await other.getByRole('button', { name: 'Resume' }).click();
  await waitForStage(other, 'rec');
  await expect.poll(() => cells(other)).toBe('123');
  await expect(page.getByRole('heading', { name: HELD })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use it here' })).toBeVisible();

  await other.locator('input[data-cell="3"]').click();
  await other.keyboard.type('456');
  await expect.poll(() => storedAnswer(other, id)).toBe('123456');

  // The first tab takes it back, with what the second stored; the second is told.
  await page.bringToFront();
  await page.getByRole('button', { name: 'Use it here' }).click();
  await waitForStage(page, 'rec');
  await expect.poll(() => cells(page)).toBe('123456');
  await expect(other.getByRole('heading', { name: HELD })).toBeVisible();

  await page.locator('input[data-cell="6"]').click();
  await page.keyboard.type('7');
  await finishRecall(page);
  expect(await storedAnswer(page, id)).toBe('1234567');
  // The second tab follows the session to its result instead of holding a stale recall.
  await expect(other.getByRole('heading', { name: 'Your results' })).toBeVisible();
});
