import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXTURE_CONTENT } from '../testing/content-fixture.test-helper.ts';
import { contract, SETTINGS } from '../testing/contract.test-helper.ts';
import { images } from './index.ts';

contract(images, {
  arbEntry: fc.oneof(fc.constantFrom(...FIXTURE_CONTENT.images.slice(0, 20).map((i) => i.url)), fc.string()),
  maxAmount: 300,
  distinctKeys: (data) => [data.raw.map((item) => item.image)],
});

describe('images', () => {
  const data = images.generate({ amount: 6, settings: SETTINGS }, 11, FIXTURE_CONTENT);
  const perfect = images.perfectAnswer(data);

  it('offers the same pictures shuffled in the picker', () => {
    expect([...data.shuffle1].sort((a, b) => a.image.localeCompare(b.image))).toEqual(
      [...data.raw].sort((a, b) => a.image.localeCompare(b.image)),
    );
    expect(data.formatted.map((row) => row.length)).toEqual([4, 2]);
  });

  it.each([
    ['perfect', perfect, 6],
    ['reversed', [...perfect].reverse(), 0],
    ['first three only', [...perfect.slice(0, 3), null, null, null], 3],
    ['a picture from outside the session', ['/media/images/none.svg', ...perfect.slice(1)], 5],
  ])('%s → %d', (_label, answer, expected) => {
    const result = images.score(data, answer);
    expect(result.score).toBe(expected);
    expect(result.max).toBe(6);
  });
});
