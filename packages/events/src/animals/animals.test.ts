import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXTURE_CONTENT } from '../testing/content-fixture.test-helper.ts';
import { contract, SETTINGS } from '../testing/contract.test-helper.ts';
import { animals } from './index.ts';

contract(animals, {
  arbEntry: fc.oneof(
    fc.constantFrom(...FIXTURE_CONTENT.animals.slice(0, 10).map((a) => a.name)),
    fc.string(),
  ),
  maxAmount: 150,
  distinctKeys: (data) => [data.raw.map((a) => a.face)],
});

describe('animals', () => {
  const pack = {
    ...FIXTURE_CONTENT,
    animals: [
      { id: 'panda', url: '/a/panda.svg', name: 'Red Panda' },
      { id: 'gnu', url: '/a/gnu.svg', name: 'Gnu' },
      { id: 'emu', url: '/a/emu.svg', name: 'Émeu' },
    ],
  };
  const data = animals.generate({ amount: 3, settings: SETTINGS }, 4, pack);
  const nameOf = (face: string) => pack.animals.find((a) => a.url === face)?.name ?? '';
  const typed = (overrides: Record<string, string | null>) =>
    data.shuffle1.map(({ face }) => (face in overrides ? (overrides[face] ?? null) : nameOf(face)));

  it.each([
    ['perfect', {}, 3],
    ['case, spacing and accents ignored', { '/a/panda.svg': ' red  PANDA', '/a/emu.svg': 'emeu' }, 3],
    ['a misspelling', { '/a/gnu.svg': 'Gnuu' }, 2],
    ['a blank', { '/a/gnu.svg': null }, 2],
    ['a partial name', { '/a/panda.svg': 'Panda' }, 2],
  ])('%s → %d', (_label, overrides, expected) => {
    expect(animals.score(data, typed(overrides)).score).toBe(expected);
  });

  it('counts a blank answer as wrong', () => {
    expect(animals.score(data, null).items.every((i) => i.verdict === 'wrong')).toBe(true);
  });
});
