import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXTURE_CONTENT } from '../testing/content-fixture.test-helper.ts';
import { contract, SETTINGS } from '../testing/contract.test-helper.ts';
import { dates } from './index.ts';

contract(dates, {
  arbEntry: fc.oneof(
    fc.integer({ min: 1000, max: 2099 }).map(String),
    fc.constant(''),
    fc.stringMatching(/^\d{0,4}$/),
  ),
  maxAmount: 1100,
  distinctKeys: (data) => [data.raw.map((d) => d.text), data.raw.map((d) => d.year)],
});

describe('dates scoring (WMSC: +1 right, −0.5 wrong, floor 0)', () => {
  const data = dates.generate({ amount: 6, settings: SETTINGS }, 21, FIXTURE_CONTENT);
  const perfect = dates.perfectAnswer(data);
  const wrong = (year: string | null) => String(((Number(year) - 999) % 1100) + 1000);
  const answer = (right: number, wrongs: number) =>
    perfect.map((y, i) => (i < right ? y : i < right + wrongs ? wrong(y) : null));

  it('uses 4-digit years from 1000 to 2099', () => {
    const many = dates.generate({ amount: 500, settings: SETTINGS }, 1, FIXTURE_CONTENT);
    expect(many.raw.every((d) => /^\d{4}$/.test(d.year) && +d.year >= 1000 && +d.year <= 2099)).toBe(true);
  });

  it.each([
    [6, 0, 6],
    [5, 1, 4.5],
    [4, 2, 3],
    [4, 0, 4],
    [1, 2, 0],
    [1, 4, 0],
    [0, 6, 0],
    [3, 3, 1.5],
  ])('%d right, %d wrong → %d', (right, wrongs, expected) => {
    const result = dates.score(data, answer(right, wrongs));
    expect(result.score).toBe(expected);
    expect(result.max).toBe(6);
  });

  it('lets a wrong answer cost half a point in the item list', () => {
    const result = dates.score(data, answer(0, 1));
    expect(result.items[0]).toMatchObject({ verdict: 'wrong', points: -0.5 });
    expect(result.items[1]).toMatchObject({ verdict: 'empty', points: 0 });
  });

  it('keeps the texts but hides the years in recall', () => {
    const hidden = dates.redact(data, 'rec');
    expect(hidden.raw.every((d) => d.year === '')).toBe(true);
    expect(hidden.shuffle1).toEqual(data.shuffle1);
  });
});
