import type { ScoredItem, ScoredRow, ScoreResult } from './types.ts';

/** score / max as a percentage with two decimals; an empty session is 0 %, not NaN. */
export function percentOf(score: number, max: number): number {
  if (max <= 0) return 0;
  return Math.round((score / max) * 10_000) / 100;
}

/** Sum item points (floored at 0 for penalty rules) into a result. */
export function resultOf(items: ScoredItem[], max: number, rows?: ScoredRow[]): ScoreResult {
  const raw = rows ? rows.reduce((s, r) => s + r.points, 0) : items.reduce((s, i) => s + i.points, 0);
  const score = Math.max(0, raw);
  return rows
    ? { score, max, percent: percentOf(score, max), items, rows }
    : { score, max, percent: percentOf(score, max), items };
}

/**
 * Per-position scoring shared by cards, images, sounds, echopic, words and animals: one point for a
 * right entry, nothing for a wrong one (no penalty: Memory League style, amount-based).
 * `blankVerdict` is 'wrong' where a null answer counts as wrong (names, animals).
 */
export function scorePositions(
  expected: readonly string[],
  answer: readonly unknown[] | null | undefined,
  same: (expected: string, given: string) => boolean,
  blankVerdict: 'empty' | 'wrong' = 'empty',
): ScoreResult {
  const items: ScoredItem[] = expected.map((want, index) => {
    const given = Array.isArray(answer) ? answer[index] : undefined;
    if (typeof given !== 'string' || given.trim() === '') {
      return { index, verdict: blankVerdict, points: 0, expected: want, given: null };
    }
    const ok = same(want, given);
    return { index, verdict: ok ? 'right' : 'wrong', points: ok ? 1 : 0, expected: want, given };
  });
  return resultOf(items, expected.length);
}
