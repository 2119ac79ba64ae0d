import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXTURE_CONTENT } from '../testing/content-fixture.test-helper.ts';
import { contract, SETTINGS } from '../testing/contract.test-helper.ts';
import { imageRowPoints, images } from './index.ts';

contract(images, {
  arbEntry: fc.oneof(fc.constantFrom(...FIXTURE_CONTENT.images.slice(0, 20).map((i) => i.url)), fc.string()),
  maxAmount: 300,
  distinctKeys: (data) => [data.raw.map((item) => item.image)],
});

const sorted = (urls: string[]) => [...urls].sort();

describe('images', () => {
  const data = images.generate({ amount: 6, settings: SETTINGS }, 11, FIXTURE_CONTENT);
  const perfect = images.perfectAnswer(data);

  it("shows each row's own pictures at recall, shuffled, never in the memorize order", () => {
    expect(data.formatted.map((row) => row.length)).toEqual([4, 2]);
    let start = 0;
    for (const row of data.formatted) {
      const shown = data.shuffle1.slice(start, start + row.length).map((p) => p.image);
      const key = row.map((p) => p.image);
      expect(sorted(shown)).toEqual(sorted(key));
      expect(shown).not.toEqual(key);
      start += row.length;
    }
  });

  it('never shows a row in its memorize order, whatever the seed', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 2, max: 40 }), (seed, amount) => {
        const d = images.generate({ amount, settings: SETTINGS }, seed, FIXTURE_CONTENT);
        let start = 0;
        for (const row of d.formatted) {
          const shown = d.shuffle1.slice(start, start + row.length).map((p) => p.image);
          if (row.length > 1) expect(shown).not.toEqual(row.map((p) => p.image));
          start += row.length;
        }
      }),
      { numRuns: 60 },
    );
  });

  it('scores a row by the official rule: its length when in order, −1 with a misplaced picture, 0 blank', () => {
    expect(imageRowPoints(5, 0, 0)).toBe(5);
    expect(imageRowPoints(5, 2, 0)).toBe(-1);
    expect(imageRowPoints(5, 1, 3)).toBe(-1);
    expect(imageRowPoints(5, 0, 5)).toBe(0);
    expect(imageRowPoints(5, 0, 2)).toBe(0);
  });

  const [a = '', b = '', c = '', d = '', e = '', f = ''] = perfect;
  it.each([
    ['perfect', perfect, 6],
    ['first row right, second blank', [a, b, c, d, null, null], 4],
    ['first row with two swapped (−1), second right', [b, a, c, d, e, f], 1],
    ['first row blank, second swapped: floored at 0', [null, null, null, null, f, e], 0],
    ['first row right, second swapped', [a, b, c, d, f, e], 3],
    ['first row incomplete but in order, second right', [a, b, null, null, e, f], 2],
    ['a picture from outside the session', ['/media/images/none.svg', b, c, d, e, f], 1],
  ])('%s → %d', (_label, answer, expected) => {
    const result = images.score(data, answer);
    expect(result.score).toBe(expected);
    expect(result.max).toBe(6);
  });

  it('reports each row with its points, and each picture right, misplaced or empty', () => {
    const result = images.score(data, [b, a, c, d, null, null]);
    expect(result.rows?.map((r) => r.points)).toEqual([-1, 0]);
    expect(result.items.map((i) => i.verdict)).toEqual([
      'wrong',
      'wrong',
      'right',
      'right',
      'empty',
      'empty',
    ]);
  });
});
