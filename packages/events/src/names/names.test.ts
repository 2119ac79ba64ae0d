import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContentPack } from '../content/types.ts';
import { FIXTURE_CONTENT } from '../testing/content-fixture.test-helper.ts';
import { contract, SETTINGS } from '../testing/contract.test-helper.ts';
import { namePoints } from './generate.ts';
import { names } from './index.ts';

contract(names, {
  arbEntry: fc.oneof(fc.constantFrom('Alkalo Smkalo', 'José Núñez', ''), fc.string()),
  maxAmount: 300,
  distinctKeys: (data) => [data.raw.map((p) => p.face), data.raw.map((p) => p.name.toLowerCase())],
});

describe('names scoring (WMSC first + last, case and accents ignored)', () => {
  const person = { first: 'José', last: 'van der Berg', name: 'José van der Berg' };
  it.each([
    ['José van der Berg', 1],
    ['jose VAN DER BERG', 1],
    ['  José   van der  Berg ', 1],
    ['José', 0.5],
    ['van der berg', 0.5],
    ['José Smith', 0.5],
    ['Joe van der Berg', 0.5],
    ['Joe Berg', 0],
    ['Berg José', 0],
    ['', 0],
  ])('%j → %d', (given, expected) => {
    expect(namePoints(person, given)).toBe(expected);
  });

  const pack: ContentPack = {
    ...FIXTURE_CONTENT,
    namePools: [
      {
        culture: 'x',
        region: 'europe',
        female: ['Ana', 'Cleo', 'Dora'],
        male: ['Ben', 'Carl', 'Dan'],
        last: ['Ito', 'Kay', 'Lund'],
      },
    ],
  };
  const data = names.generate({ amount: 3, settings: SETTINGS }, 2, pack);
  const perfect = names.perfectAnswer(data);

  it('gives every face a distinct first and last name while the pool allows', () => {
    expect(new Set(data.raw.map((p) => p.first)).size).toBe(3);
    expect(new Set(data.raw.map((p) => p.last)).size).toBe(3);
  });

  it.each([
    ['perfect', (a: string[]) => a, 3],
    ['one first name only', (a: string[]) => [a[0]?.split(' ')[0] ?? '', a[1] ?? '', a[2] ?? ''], 2.5],
    ['two names swapped', (a: string[]) => [a[1] ?? '', a[0] ?? '', a[2] ?? ''], 1],
    ['one blank', (a: string[]) => ['', a[1] ?? '', a[2] ?? ''], 2],
  ])('%s → %d', (_label, change, expected) => {
    expect(names.score(data, change(perfect as string[])).score).toBe(expected);
  });

  it('counts a blank answer as wrong, with no given name', () => {
    const result = names.score(data, [null, null, null]);
    expect(result.items.map((i) => i.verdict)).toEqual(['wrong', 'wrong', 'wrong']);
    expect(result.items[0]?.given).toBeNull();
  });

  it('shows faces without names in recall', () => {
    const hidden = names.redact(data, 'rec');
    expect(hidden.raw.map((p) => p.face)).toEqual(data.raw.map((p) => p.face));
    expect(hidden.raw.every((p) => p.name === '' && p.first === '' && p.last === '')).toBe(true);
    expect(hidden.shuffle1).toEqual(data.shuffle1);
  });
});
