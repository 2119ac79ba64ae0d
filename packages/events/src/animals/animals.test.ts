import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILTIN_CONTENT } from '../content/index.ts';
import { FIXTURE_CONTENT } from '../testing/content-fixture.test-helper.ts';
import { contract, SETTINGS } from '../testing/contract.test-helper.ts';
import { animals } from './index.ts';

contract(animals, {
  arbEntry: fc.oneof(
    fc.constantFrom(...FIXTURE_CONTENT.petNames.slice(0, 10)),
    fc.constantFrom(...FIXTURE_CONTENT.animals.slice(0, 10).map((a) => a.name)),
    fc.string(),
  ),
  maxAmount: 150,
  distinctKeys: (data) => [data.raw.map((a) => a.face), data.raw.map((a) => a.name)],
});

describe('animals', () => {
  const pack = {
    ...FIXTURE_CONTENT,
    animals: [
      { id: 'panda', url: '/a/panda.svg', name: 'Red Panda' },
      { id: 'gnu', url: '/a/gnu.svg', name: 'Gnu' },
      { id: 'emu', url: '/a/emu.svg', name: 'Emu' },
    ],
    petNames: ['Bella', 'Rocky', 'Zoë'],
  };
  const data = animals.generate({ amount: 3, settings: SETTINGS }, 4, pack);
  const byFace = new Map(data.raw.map((a) => [a.face, a]));
  const nameOf = (face: string) => byFace.get(face)?.name ?? '';
  const typed = (overrides: Record<string, string | null>) =>
    data.shuffle1.map(({ face }) => (face in overrides ? (overrides[face] ?? null) : nameOf(face)));

  it('gives each picture a pet name from the pool, never its species', () => {
    expect(data.raw.map((a) => a.name).sort()).toEqual(['Bella', 'Rocky', 'Zoë']);
    for (const animal of data.raw) {
      expect(animal.species).toBe(pack.animals.find((a) => a.url === animal.face)?.name);
      expect(animal.name).not.toBe(animal.species);
    }
  });

  it.each([
    ['perfect', {}, 3],
    ['case, spacing and accents ignored', { '/a/panda.svg': ' ', '/a/gnu.svg': null }, 1],
    ['the species instead of the name', { '/a/panda.svg': 'Red Panda', '/a/gnu.svg': 'gnu' }, 1],
    ['a misspelling', { '/a/gnu.svg': 'Bellaa' }, 2],
    ['a blank', { '/a/gnu.svg': null }, 2],
  ])('%s → %d', (_label, overrides, expected) => {
    expect(animals.score(data, typed(overrides)).score).toBe(expected);
  });

  it('ignores case, spacing and accents in the name', () => {
    const loose = data.shuffle1.map(({ face }) => `  ${nameOf(face).toUpperCase().replace('Ë', 'E')} `);
    expect(animals.score(data, loose).score).toBe(3);
  });

  it('scores the species of every picture as nothing', () => {
    const species = data.shuffle1.map(({ face }) => byFace.get(face)?.species ?? '');
    const result = animals.score(data, species);
    expect(result.score).toBe(0);
    expect(result.items.map((i) => i.verdict)).toEqual(['wrong', 'wrong', 'wrong']);
  });

  it('counts a blank answer as wrong', () => {
    expect(animals.score(data, null).items.every((i) => i.verdict === 'wrong')).toBe(true);
  });

  it('hides names and species before the result, showing only the pictures', () => {
    for (const stage of ['cdm', 'cdr', 'rec'] as const) {
      const text = JSON.stringify(animals.redact(data, stage));
      for (const animal of data.raw) {
        expect(text).not.toContain(animal.name);
        expect(text).not.toContain(animal.species);
      }
    }
  });

  it('counts a name once when a picture comes round again past the pool', () => {
    const big = animals.generate({ amount: 5, settings: SETTINGS }, 7, {
      ...pack,
      petNames: ['Ada', 'Bo', 'Cy', 'Di', 'Ed'],
    });
    const perfect = animals.perfectAnswer(big);
    expect(animals.score(big, perfect).score).toBe(5);
    const repeatedFace = big.shuffle1.findIndex(
      ({ face }, i) => big.shuffle1.findIndex((s) => s.face === face) !== i,
    );
    const first = big.shuffle1.findIndex(({ face }) => face === big.shuffle1[repeatedFace]?.face);
    const twice = perfect.map((name, i) => (i === repeatedFace ? (perfect[first] ?? '') : name));
    expect(animals.score(big, twice).score).toBe(4);
  });

  it('draws distinct names from the built-in pool for a long session', () => {
    const long = animals.generate({ amount: 400, settings: SETTINGS }, 'long', BUILTIN_CONTENT);
    expect(new Set(long.raw.map((a) => a.name.toLowerCase())).size).toBe(400);
  });
});
