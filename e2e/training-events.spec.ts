import { expect, type Page, test } from '@playwright/test';
import {
  type Content,
  EVENTS,
  fillRecall,
  finishRecall,
  goToRecall,
  levelOf,
  type PlayableEvent,
  type Policy,
  readContent,
  signUp,
  startAndReachMemorize,
} from './training-helpers.ts';

/**
 * Each of the six events end to end in real Chromium: a new athlete plays standard level 1 by
 * reading the memorize screen and recalling it perfectly (100 %, passed, level 1 → 3), then plays
 * level 3 with deliberate mistakes and sees exactly the score docs/events.md's rules give, with the
 * wrong items in red. Desktop for the first run, phone width for the second; screenshots of each.
 */

const perfect: Policy = (_i, right) => right;

/** WMSC row rule (docs/events.md): perfect row = length, one error (blank counts) = half up, else 0. */
const rowPoints = (length: number, errors: number) =>
  errors === 0 ? length : errors === 1 ? Math.ceil(length / 2) : 0;
const ROW_LENGTH: Record<string, number> = { binary: 30, decimal: 20, alphabet: 20 };

/** Level 3 with mistakes: what to type, and the score the documented rules give for it. */
function mistakes(
  event: PlayableEvent,
  content: Content,
): { policy: Policy; expected: number; wrong: number; blank: number } {
  if (content.kind === 'chars') {
    const n = content.chars.length;
    const swap = (ch: string) => (event === 'binary' ? (ch === '0' ? '1' : '0') : ch === '7' ? '8' : '7');
    // Cell 1 wrong (one error in row 1), the very last cell blank (one error in the last row).
    const policy: Policy = (i, right) => (i === 0 ? swap(right) : i === n - 1 ? null : right);
    const len = ROW_LENGTH[event] ?? 20;
    const rows = Math.ceil(n / len);
    let expected = 0;
    for (let r = 0; r < rows; r++) {
      const size = Math.min(len, n - r * len);
      const errors = (r === 0 ? 1 : 0) + (r === rows - 1 ? 1 : 0);
      expected += rowPoints(size, errors);
    }
    return { policy, expected, wrong: 1, blank: 1 };
  }
  if (content.kind === 'words') {
    // 1 right, 1 right in capitals (case is ignored), 1 misspelt, the rest blank: 1 point per right word.
    const policy: Policy = (i, right) =>
      i === 0 ? right : i === 1 ? right.toUpperCase() : i === 2 ? `${right}x` : null;
    return { policy, expected: 2, wrong: 1, blank: content.words.length - 3 };
  }
  if (content.kind === 'dates') {
    // 5 right (+1 each), 2 wrong (−0.5 each), the rest blank (0): 5 − 1 = 4.
    const policy: Policy = (i, right) =>
      i < 5 ? right : i < 7 ? String(((Number(right) - 999) % 1100) + 1000) : null;
    return { policy, expected: 4, wrong: 2, blank: content.yearOf.size - 7 };
  }
  // Names: 6 full names (1 each), 1 with the surname misspelt (first name alone: 0.5), the rest blank.
  const policy: Policy = (i, right) => (i < 6 ? right : i === 6 ? `${right}x` : null);
  return { policy, expected: 6.5, wrong: content.nameOf.size - 6, blank: content.nameOf.size - 7 };
}

const shot = (page: Page, event: string, stage: string, tag: string) =>
  page.screenshot({ path: `screenshots/training-${event}-${stage}-${tag}.png` });

async function expectRed(page: Page, selector: string, count: number) {
  const items = page.locator(selector);
  await expect(items).toHaveCount(count);
  if (count === 0) return;
  const color = await items.first().evaluate((el) => getComputedStyle(el).color);
  const [r = 0, g = 0, b = 0] = (color.match(/\d+/g) ?? []).map(Number);
  expect(r, `wrong items are red (${color})`).toBeGreaterThan(g + 60);
  expect(r).toBeGreaterThan(b + 60);
}

const VERDICT_SELECTOR: Record<PlayableEvent, string> = {
  binary: '.review-cell',
  decimal: '.review-cell',
  alphabet: '.review-cell',
  words: '.review-mark',
  dates: '.review-mark',
  names: '.name-tag',
};

for (const event of EVENTS) {
  test(`${event}: perfect level 1 passes and levels up by 2; mistakes at level 3 score exactly`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUp(page, event.slice(0, 5));
    expect(await levelOf(page, event)).toBe(1);

    // Run 1, desktop: read, recall perfectly.
    // Every stage of one event is photographed (the countdowns look the same for all).
    const countdown = (name: string) =>
      event === 'binary' ? () => shot(page, event, name, 'desktop') : undefined;
    await startAndReachMemorize(page, `/app/event/${event}/standard/start`, countdown('countdown-memorize'));
    const content = await readContent(page, event);
    await shot(page, event, 'memorize', 'desktop');
    await goToRecall(page, countdown('countdown-recall'));
    const total = await fillRecall(page, content, perfect);
    await expect(page.locator('[data-answered="false"]')).toHaveCount(0);
    await shot(page, event, 'recall', 'desktop');
    await finishRecall(page);
    await expect(page.getByTestId('evaluation')).toHaveText(/Congratulations! You have passed/);
    await expect(page.getByTestId('score')).toHaveText(`${total} / ${total} (100%)`);
    await expect(page.getByText('Memorize time')).toBeVisible();
    await shot(page, event, 'result', 'desktop');
    await expect.poll(() => levelOf(page, event)).toBe(3);

    // Run 2, phone width: level 3 with deliberate mistakes.
    await page.setViewportSize({ width: 375, height: 740 });
    const phoneCountdown = (name: string) =>
      event === 'binary' ? () => shot(page, event, name, 'phone') : undefined;
    await startAndReachMemorize(
      page,
      `/app/event/${event}/standard/start`,
      phoneCountdown('countdown-memorize'),
    );
    const second = await readContent(page, event);
    await shot(page, event, 'memorize', 'phone');
    const plan = mistakes(event, second);
    await goToRecall(page, phoneCountdown('countdown-recall'));
    const n = await fillRecall(page, second, plan.policy);
    await shot(page, event, 'recall', 'phone');
    await finishRecall(page);
    const percent = Math.round((plan.expected / n) * 10_000) / 100;
    await expect(page.getByTestId('score')).toHaveText(`${plan.expected} / ${n} (${percent}%)`);
    const passed = percent >= 80;
    await expect(page.getByTestId('evaluation')).toHaveText(
      passed ? /Congratulations! You have passed/ : /Not passed this time: you need 80%. Keep training!/,
    );
    const selector = VERDICT_SELECTOR[event];
    if (event !== 'names') {
      await expectRed(page, `${selector}[data-verdict="wrong"]`, plan.wrong);
      await expectRed(page, `${selector}[data-verdict="empty"]`, plan.blank);
    } else {
      // The half-credit name (first name right, surname misspelt) is marked partial, not wrong;
      // the blank ones say "No answer" in a neutral tag, not a red ✗ (nothing typed was wrong).
      await expect(page.locator(`${selector}[data-mark="partial"]`)).toHaveCount(1);
      await expectRed(page, `${selector}[data-mark="wrong"]`, plan.wrong - 1 - plan.blank);
      await expect(page.locator('.name-tag.is-blank', { hasText: 'No answer' })).toHaveCount(plan.blank);
    }
    await shot(page, event, 'result', 'phone');
    expect(await levelOf(page, event)).toBe(passed ? 4 : 3);
  });
}
