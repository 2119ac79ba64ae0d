import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contract, SETTINGS } from '../testing/contract.test-helper.ts';
import { alphabet } from './index.ts';

contract(alphabet, {
  arbEntry: fc.oneof(fc.constantFrom('A', 'q', 'Z', '1', ''), fc.string({ maxLength: 2 })),
});

describe('alphabet scoring', () => {
  const data = alphabet.generate({ amount: 20, settings: SETTINGS }, 7);
  const perfect = alphabet.perfectAnswer(data);

  it('uses upper-case letters and accepts them typed in lower case', () => {
    expect(data.raw.every((c) => /^[A-Z]$/.test(c))).toBe(true);
    expect(
      alphabet.score(
        data,
        perfect.map((c) => c?.toLowerCase() ?? null),
      ).score,
    ).toBe(20);
  });

  it.each([
    ['one wrong letter', 1, 10],
    ['two wrong letters', 2, 0],
  ] as const)('%s in a 20-letter row → %d', (_label, errors, expected) => {
    const answer = perfect.map((c, i) => (i < errors ? (c === 'A' ? 'B' : 'A') : c));
    expect(alphabet.score(data, answer).score).toBe(expected);
  });

  it('groups blocks by the user vs setting without changing the content', () => {
    const tall = alphabet.generate(
      { amount: 100, settings: { ...SETTINGS, alphabet_format: { hs: 5, vs: 2 } } },
      7,
    );
    const short = alphabet.generate({ amount: 100, settings: SETTINGS }, 7);
    expect(tall.raw).toEqual(short.raw);
    expect(tall.formatted.map((b) => b.length)).toEqual([2, 2, 1]);
    expect(short.formatted.map((b) => b.length)).toEqual([4, 1]);
  });
});
