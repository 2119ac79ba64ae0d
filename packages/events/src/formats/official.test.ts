import { describe, expect, it } from 'vitest';
import type { ScoredItem, ScoreResult } from '../core/types.ts';
import { formatById } from './catalog.ts';
import { scoreInFormat } from './official.ts';

/** An event's own result with the given verdicts, one item per slot. */
const own = (verdicts: ScoredItem['verdict'][]): ScoreResult => ({
  score: verdicts.filter((v) => v === 'right').length,
  max: verdicts.length,
  percent: 0,
  items: verdicts.map((verdict, index) => ({ index, verdict, points: 0, expected: 'x', given: null })),
});

describe('a result in a format', () => {
  it('applies the format rule to the event verdicts: 5-minute numbers rows of 40', () => {
    const v: ScoredItem['verdict'][] = Array.from({ length: 800 }, (_, i) =>
      i === 3 || i === 50 || i === 51 ? 'wrong' : i < 100 ? 'right' : 'empty',
    );
    const r = scoreInFormat(formatById('wmsc-numbers-5') as never, own(v), 1000);
    expect([r.score, r.max, r.percent]).toEqual([40, 800, 5]);
  });
  it('times a perfect speed-cards deck and keeps the event rule for a sprint', () => {
    const deck = own(Array.from({ length: 52 }, () => 'right'));
    expect(scoreInFormat(formatById('wmsc-speed-cards') as never, deck, 23_456)).toMatchObject({
      score: 52,
      seconds: 23.46,
    });
    expect(scoreInFormat(formatById('ml-cards') as never, deck, 1)).toBe(deck);
  });
  it('scores spoken numbers to the first mistake, with rows that add up to the score', () => {
    // 100 digits in rows of 20: right up to digit 36, digit 37 wrong, the rest right.
    const verdicts = Array.from({ length: 100 }, (_, i) =>
      i === 36 ? 'wrong' : 'right',
    ) as ScoredItem['verdict'][];
    const result = own(verdicts);
    const grouped = {
      ...result,
      items: result.items.map((item) => ({ ...item, group: Math.floor(item.index / 20) })),
    };
    const r = scoreInFormat(formatById('wmsc-spoken-100') as never, grouped, null);
    expect([r.score, r.max]).toEqual([36, 100]);
    expect(r.rows?.map((row) => [row.points, row.max])).toEqual([
      [20, 20],
      [16, 20],
      [0, 20],
      [0, 20],
      [0, 20],
    ]);
  });
  it('gives a surname written alone its point, and a lone first name its own (names formats)', () => {
    // Expected "John Smith" and "Maria Lopez": "Smith" alone is the surname (1), "Maria" alone the
    // first name (1), "Jon Smith" a phonetic first name (0.5 in IAM, 0 under WMSC) and the surname (1).
    const names = (given: (string | null)[]): ScoreResult => ({
      score: 0,
      max: given.length,
      percent: 0,
      items: given.map((g, index) => ({
        index,
        verdict: 'wrong' as const,
        points: 0,
        expected: ['John Smith', 'Maria Lopez', 'John Smith'][index] ?? '',
        given: g,
      })),
    });
    const answer = names(['Smith', 'Maria', 'Jon Smith']);
    // IAM: 1 + 1 + 0.5 + 1 = 3.5 of 6; WMSC: 1 + 1 + 0 + 1 = 3 of 6.
    expect(scoreInFormat(formatById('iam-names-5') as never, answer, null).score).toBe(3.5);
    expect(scoreInFormat(formatById('wmsc-names-15') as never, answer, null).score).toBe(3);
    // Under IAM a lone misspelt surname that sounds right earns the half point.
    expect(scoreInFormat(formatById('iam-names-5') as never, names(['Smyth']), null).score).toBe(0.5);
    expect(scoreInFormat(formatById('wmsc-names-15') as never, names(['Smyth']), null).score).toBe(0);
  });
});
