import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXTURE_CONTENT } from '../testing/content-fixture.test-helper.ts';
import { contract, SETTINGS } from '../testing/contract.test-helper.ts';
import { echopic } from './index.ts';

contract(echopic, {
  arbEntry: fc.oneof(fc.constantFrom(...FIXTURE_CONTENT.sounds.slice(0, 20).map((s) => s.url)), fc.string()),
  maxAmount: 120,
  distinctKeys: (data) => [data.raw.map((p) => p.image), data.raw.map((p) => p.sound)],
});

describe('echopic', () => {
  const data = echopic.generate({ amount: 4, settings: SETTINGS }, 8, FIXTURE_CONTENT);
  const perfect = echopic.perfectAnswer(data);

  it('asks for each picture in recall order and offers every sound in the pool', () => {
    expect(data.shuffle1.map((p) => p.image).sort()).toEqual(data.raw.map((p) => p.image).sort());
    expect(data.shuffle2.map((s) => s.sound).sort()).toEqual(data.raw.map((p) => p.sound).sort());
  });

  it.each([
    ['perfect', perfect, 4],
    ['two sounds swapped', [perfect[1], perfect[0], perfect[2], perfect[3]], 2],
    ['one left empty', [null, perfect[1], perfect[2], perfect[3]], 3],
    ['nothing placed', [null, null, null, null], 0],
  ])('%s → %d', (_label, answer, expected) => {
    expect(
      echopic.score(
        data,
        answer.map((a) => a ?? null),
      ).score,
    ).toBe(expected);
  });

  it('keeps the pictures but not the sounds of each pair in recall', () => {
    const hidden = echopic.redact(data, 'rec');
    expect(hidden.raw.map((p) => p.image)).toEqual(data.raw.map((p) => p.image));
    expect(hidden.raw.every((p) => p.sound === '')).toBe(true);
    expect(hidden.shuffle2).toEqual(data.shuffle2);
  });
});
