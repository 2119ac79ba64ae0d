import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXTURE_CONTENT } from '../testing/content-fixture.test-helper.ts';
import { contract, SETTINGS } from '../testing/contract.test-helper.ts';
import { imageRowPoints, imageRows, images } from './index.ts';

contract(images, {
  arbEntry: fc.oneof(fc.constantFrom(...FIXTURE_CONTENT.images.slice(0, 20).map((i) => i.url)), fc.string()),
  maxAmount: 300,
  distinctKeys: (data) => [data.raw.map((item) => item.image)],
});

const sorted = (urls: string[]) => [...urls].sort();

describe('images', () => {
  const data = images.generate({ amount: 11, settings: SETTINGS }, 11, FIXTURE_CONTENT);
  const perfect = images.perfectAnswer(data);

  it("deals rows of five, the remainder joining the last row, and recalls each row's own pictures", () => {
    expect(data.formatted.map((row) => row.length)).toEqual([5, 6]);
    let start = 0;
    for (const row of data.formatted) {
      const shown = data.shuffle1.slice(start, start + row.length).map((p) => p.image);
      expect(sorted(shown)).toEqual(sorted(row.map((p) => p.image)));
      start += row.length;
    }
  });

  it('never deals a row shorter than five, whatever the settings ask', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 5, max: 60 }),
        fc.integer({ min: 1, max: 20 }),
        (seed, amount, n) => {
          const settings = { ...SETTINGS, images_group_number: n } as typeof SETTINGS;
          const d = images.generate({ amount, settings }, seed, FIXTURE_CONTENT);
          expect(d.formatted.flat().length).toBe(amount);
          for (const row of d.formatted) expect(row.length).toBeGreaterThanOrEqual(5);
          expect(d.formatted.slice(0, -1).every((row) => row.length === 5)).toBe(true);
        },
      ),
      { numRuns: 80 },
    );
    expect(imageRows([1, 2, 3]).map((r) => r.length)).toEqual([3]);
    expect(imageRows(Array.from({ length: 14 }, (_, i) => i)).map((r) => r.length)).toEqual([5, 9]);
  });

  it('recalls a row in every order equally often, its memorize order included (the order says nothing)', () => {
    // 12,000 sessions of one row: each of the 120 orders expected 100 times.
    const counts = new Map<string, number>();
    const runs = 12_000;
    for (let seed = 0; seed < runs; seed++) {
      const d = images.generate({ amount: 5, settings: SETTINGS }, seed, FIXTURE_CONTENT);
      const key = d.raw.map((p) => p.image);
      const order = d.shuffle1.map((p) => key.indexOf(p.image)).join('');
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect(counts.size).toBe(120);
    expect(counts.get('01234') ?? 0).toBeGreaterThan(50);
    // Pearson's chi-square over 119 degrees of freedom: above 180 has p < 0.0003 for a fair shuffle.
    const expected = runs / 120;
    const chi = [...counts.values()].reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(180);
  });

  it('scores a row by the official rule: its length when in order, −1 with a misplaced picture, 0 blank', () => {
    expect(imageRowPoints(5, 0, 0)).toBe(5);
    expect(imageRowPoints(5, 2, 0)).toBe(-1);
    expect(imageRowPoints(5, 1, 3)).toBe(-1);
    expect(imageRowPoints(5, 0, 5)).toBe(0);
    expect(imageRowPoints(5, 0, 2)).toBe(0);
  });

  const [a = '', b = '', c = '', d = '', e = '', ...row2] = perfect;
  const swapped2 = [row2[1] ?? '', row2[0] ?? '', ...row2.slice(2)];
  const none = (n: number) => Array.from({ length: n }, () => null);
  it.each([
    ['perfect', perfect, 11],
    ['first row right, second blank', [a, b, c, d, e, ...none(6)], 5],
    ['first row with two swapped (−1), second right', [b, a, c, d, e, ...row2], 5],
    ['first row blank, second swapped: floored at 0', [...none(5), ...swapped2], 0],
    ['first row right, second swapped', [a, b, c, d, e, ...swapped2], 4],
    ['first row incomplete but in order, second right', [a, b, null, null, null, ...row2], 6],
    ['a picture from outside the session', ['/media/images/none.svg', b, c, d, e, ...row2], 5],
  ])('%s → %d', (_label, answer, expected) => {
    const result = images.score(data, answer);
    expect(result.score).toBe(expected);
    expect(result.max).toBe(11);
  });

  it('reports each row with its points, and each picture right, misplaced or empty', () => {
    const result = images.score(data, [b, a, c, d, e, ...none(6)]);
    expect(result.rows?.map((r) => r.points)).toEqual([-1, 0]);
    expect(result.items.map((i) => i.verdict)).toEqual([
      'wrong',
      'wrong',
      'right',
      'right',
      'right',
      ...Array.from({ length: 6 }, () => 'empty'),
    ]);
  });
});
