import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contract, SETTINGS } from '../testing/contract.test-helper.ts';
import { decimal } from './index.ts';

contract(decimal, { arbEntry: fc.oneof(fc.constantFrom('0', '5', '9', ''), fc.string({ maxLength: 2 })) });

describe('decimal scoring (rows of 20: 20 / 10 / 0)', () => {
  const data = decimal.generate({ amount: 45, settings: SETTINGS }, 'd');
  const perfect = decimal.perfectAnswer(data);
  const other = (d: string | null) => String((Number(d) + 1) % 10);
  const wrongAt = (...positions: number[]) => perfect.map((d, i) => (positions.includes(i) ? other(d) : d));

  it('uses digits 0-9 in rows of 20, 20, 5', () => {
    expect(data.raw.every((d) => /^\d$/.test(d))).toBe(true);
    expect(data.formatted.flat().map((row) => row.length)).toEqual([20, 20, 5]);
  });

  it.each([
    [[], 45],
    [[0], 10 + 20 + 5],
    [[0, 19], 0 + 20 + 5],
    [[44], 40 + 3],
    [[0, 20, 40], 10 + 10 + 3],
    [[40, 41], 40],
  ])('wrong at %j → %d', (positions, expected) => {
    expect(decimal.score(data, wrongAt(...positions)).score).toBe(expected);
  });

  it('trims a typed digit but rejects two digits in one cell', () => {
    const answer = perfect.slice();
    answer[0] = ` ${perfect[0]} `;
    expect(decimal.score(data, answer).score).toBe(45);
    answer[0] = `${perfect[0]}${perfect[0]}`;
    expect(decimal.score(data, answer).score).toBe(35);
  });
});
