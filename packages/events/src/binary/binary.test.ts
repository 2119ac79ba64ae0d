import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contract, SETTINGS } from '../testing/contract.test-helper.ts';
import { binary } from './index.ts';

contract(binary, { arbEntry: fc.oneof(fc.constantFrom('0', '1', ''), fc.string({ maxLength: 2 })) });

describe('binary scoring (WMSC rows of 30: 30 / 15 / 0)', () => {
  const data = binary.generate({ amount: 70, settings: SETTINGS }, 42);
  const perfect = binary.perfectAnswer(data);
  const flip = (d: string | null) => (d === '0' ? '1' : '0');
  const withErrors = (positions: number[], blank = false) =>
    perfect.map((d, i) => (positions.includes(i) ? (blank ? null : flip(d)) : d));

  it('lays 70 digits out as rows 30, 30, 10 in one block of 4 rows', () => {
    expect(data.raw).toHaveLength(70);
    expect(data.raw.every((d) => d === '0' || d === '1')).toBe(true);
    expect(data.formatted.map((block) => block.map((row) => row.length))).toEqual([[30, 30, 10]]);
  });

  it.each([
    ['perfect', [], false, 70],
    ['one wrong digit in row 1', [3], false, 15 + 30 + 10],
    ['one blank digit in row 1', [3], true, 15 + 30 + 10],
    ['two wrong in row 1', [0, 29], false, 0 + 30 + 10],
    ['one wrong in each row', [0, 30, 60], false, 15 + 15 + 5],
    ['two wrong in the short last row', [60, 69], false, 60],
    ['everything blank', Array.from({ length: 70 }, (_, i) => i), true, 0],
  ] as const)('%s → %d', (_label, positions, blank, expected) => {
    const result = binary.score(data, withErrors([...positions], blank));
    expect(result.score).toBe(expected);
    expect(result.max).toBe(70);
  });

  it('marks a blank cell empty and a wrong cell wrong', () => {
    const result = binary.score(data, withErrors([1], false));
    expect(result.items[1]?.verdict).toBe('wrong');
    expect(binary.score(data, withErrors([1], true)).items[1]?.verdict).toBe('empty');
    expect(result.rows?.[0]).toEqual({ index: 0, points: 15, max: 30, errors: 1 });
  });

  it('shows no digits at all before memorize and during recall', () => {
    for (const stage of ['cdm', 'cdr', 'rec'] as const) {
      const hidden = binary.redact(data, stage);
      expect(hidden.raw.every((c) => c === '')).toBe(true);
      expect(hidden.formatted.flat(2).every((c) => c === '')).toBe(true);
      expect(hidden.formatted.map((b) => b.map((r) => r.length))).toEqual([[30, 30, 10]]);
    }
  });
});
