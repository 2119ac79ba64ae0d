import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXTURE_CONTENT } from '../testing/content-fixture.test-helper.ts';
import { contract, SETTINGS } from '../testing/contract.test-helper.ts';
import { cards } from './index.ts';

const urls = FIXTURE_CONTENT.cards.map((card) => card.url);

contract(cards, {
  arbEntry: fc.oneof(fc.constantFrom(...urls), fc.string()),
  maxAmount: 52,
  distinctKeys: (data) => [data.raw.map((card) => card.id)],
});

describe('cards', () => {
  const data = cards.generate({ amount: 12, settings: SETTINGS }, 3, FIXTURE_CONTENT);
  const perfect = cards.perfectAnswer(data);

  it('deals a full deck of 52 distinct cards and a 53-image pick fan with the back', () => {
    const deck = cards.generate({ amount: 52, settings: SETTINGS }, 1, FIXTURE_CONTENT);
    expect(new Set(deck.raw.map((c) => c.id)).size).toBe(52);
    expect(deck.shuffle1).toHaveLength(53);
    expect(deck.shuffle1.at(-1)).toEqual({ id: 'back', image: '/media/cards/back.svg' });
  });

  it('continues past 52 with a fresh deck, each deck without repeats', () => {
    const long = cards.generate({ amount: 60, settings: SETTINGS }, 1, FIXTURE_CONTENT);
    expect(new Set(long.raw.slice(0, 52).map((c) => c.id)).size).toBe(52);
    expect(new Set(long.raw.slice(52).map((c) => c.id)).size).toBe(8);
  });

  it('groups by cards_group_number', () => {
    expect(data.formatted.map((g) => g.length)).toEqual([4, 4, 4]);
  });

  it.each([
    ['all right', (a: (string | null)[]) => a, 12],
    ['first two swapped', (a: (string | null)[]) => [a[1] ?? null, a[0] ?? null, ...a.slice(2)], 10],
    ['last six empty', (a: (string | null)[]) => [...a.slice(0, 6), ...Array(6).fill(null)], 6],
    ['every card shifted by one', (a: (string | null)[]) => [null, ...a.slice(0, 11)], 0],
  ])('%s → %d', (_label, change, expected) => {
    expect(cards.score(data, change(perfect)).score).toBe(expected);
  });

  it('accepts a card id in place of its image URL', () => {
    expect(
      cards.score(
        data,
        data.raw.map((card) => card.id),
      ).score,
    ).toBe(12);
  });

  it('hides the cards but keeps the pick fan before memorize and during recall', () => {
    const hidden = cards.redact(data, 'rec');
    expect(hidden.raw.every((card) => card.image === '')).toBe(true);
    expect(hidden.shuffle1).toEqual(data.shuffle1);
  });

  it('needs a content pack', () => {
    expect(() => cards.generate({ amount: 5, settings: SETTINGS }, 1)).toThrow(/cards needs a content pack/);
  });
});
