import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXTURE_CONTENT } from '../testing/content-fixture.test-helper.ts';
import { contract, SETTINGS } from '../testing/contract.test-helper.ts';
import { words } from './index.ts';

contract(words, {
  arbEntry: fc.oneof(fc.constantFrom(...FIXTURE_CONTENT.words.slice(0, 20)), fc.string()),
  maxAmount: 600,
  distinctKeys: (data) => [data.raw.map((w) => w.toLowerCase())],
});

describe('words', () => {
  const pack = { ...FIXTURE_CONTENT, words: ['apple', 'Anchor', 'candle', 'drum', 'eagle'] };
  const data = words.generate({ amount: 5, settings: SETTINGS }, 1, pack);
  const perfect = words.perfectAnswer(data);

  it.each([
    ['perfect', (a: string[]) => a, 5],
    ['upper case and padded', (a: string[]) => a.map((w) => `  ${w.toUpperCase()} `), 5],
    ['one misspelt', (a: string[]) => [`${a[0]}x`, ...a.slice(1)], 4],
    ['one letter missing', (a: string[]) => [a[0]?.slice(1) ?? '', ...a.slice(1)], 4],
    ['order swapped', (a: string[]) => [a[1] ?? '', a[0] ?? '', ...a.slice(2)], 3],
    ['two blank', (a: string[]) => ['', ' ', ...a.slice(2)], 3],
  ])('%s → %d', (_label, change, expected) => {
    expect(words.score(data, change(perfect as string[])).score).toBe(expected);
  });

  it('never puts two spellings of one word in a session', () => {
    const dup = { ...FIXTURE_CONTENT, words: ['Apple', 'apple', 'APPLE', 'pear'] };
    const session = words.generate({ amount: 2, settings: SETTINGS }, 3, dup);
    expect(new Set(session.raw.map((w) => w.toLowerCase())).size).toBe(2);
  });
});
