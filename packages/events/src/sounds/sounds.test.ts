import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXTURE_CONTENT } from '../testing/content-fixture.test-helper.ts';
import { contract, SETTINGS } from '../testing/contract.test-helper.ts';
import { sounds } from './index.ts';

contract(sounds, {
  arbEntry: fc.oneof(fc.constantFrom(...FIXTURE_CONTENT.sounds.slice(0, 20).map((s) => s.url)), fc.string()),
  maxAmount: 120,
  distinctKeys: (data) => [data.raw.map((item) => item.sound)],
});

describe('sounds', () => {
  const data = sounds.generate({ amount: 6, settings: SETTINGS }, 5, FIXTURE_CONTENT);
  const perfect = sounds.perfectAnswer(data);

  it.each([
    ['perfect', perfect, 6, 'right'],
    ['slots 1 and 2 swapped', [perfect[1] ?? null, perfect[0] ?? null, ...perfect.slice(2)], 4, 'wrong'],
    ['only slot 6', [null, null, null, null, null, perfect[5] ?? null], 1, 'empty'],
  ] as const)('%s → %d, first slot %s', (_label, answer, expected, firstVerdict) => {
    const result = sounds.score(data, [...answer]);
    expect(result.score).toBe(expected);
    expect(result.items[0]?.verdict).toBe(firstVerdict);
  });

  it('keeps the pool in recall but empties the slots', () => {
    const hidden = sounds.redact(data, 'rec');
    expect(hidden.raw.every((s) => s.sound === '')).toBe(true);
    expect(hidden.shuffle1).toHaveLength(6);
  });
});
