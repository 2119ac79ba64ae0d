import { MAJOR_DEFAULT_MAPPING, type MajorMapping, majorNumberQuerySchema } from '@mnemoria/protocol';
import { describe, expect, it } from 'vitest';
import { createMajorService, majorLexicon } from './index.ts';
import { soundMapFor } from './sound.ts';
import { spellingMatcher, spellParts } from './spelling.ts';

const major = createMajorService();

async function numberOf(word: string, by: 'sound' | 'spelling', map?: MajorMapping) {
  const q = majorNumberQuerySchema.parse({ word, by });
  const answer = await major.number({ ...q, map });
  if (answer.status !== 200) throw new Error(answer.error);
  return JSON.parse(answer.json).data as {
    number: string;
    parts: Record<string, string>[];
    notes?: string[];
  };
}

describe('a word’s number by sound (CMU pronunciation, default mapping)', () => {
  it.each([
    ['phone', '82', 'ph is one f sound'],
    ['knight', '21', 'the k and gh are silent'],
    ['cat', '71', 'hard c is k'],
    ['city', '01', 'soft c is s'],
    ['ox', '70', 'x is k + s'],
    ['mummy', '33', 'mm is one m sound'],
    ['tomb', '13', 'the b is silent'],
    ['lamb', '53', 'the b is silent'],
    ['gem', '63', 'soft g is j'],
    ['letter', '514', 'a double t is one sound'],
    ['circle', '0475', 'soft c, then hard c'],
    ['thumb', '13', 'th counts with t'],
    ['singer', '024', 'ng is one nasal sound, counted with n'],
    ['bird', '941', 'the r-coloured vowel counts as r'],
    ['ice cream', '0743', 'a phrase: each word in turn'],
  ])('%s → %s (%s)', async (word, expected) => {
    expect((await numberOf(word, 'sound')).number).toBe(expected);
  });

  it('names the sounds that counted', async () => {
    expect((await numberOf('phone', 'sound')).parts).toEqual([
      { sound: 'F', digit: '8' },
      { sound: 'N', digit: '2' },
    ]);
  });

  it('an unknown word is an error that names it', async () => {
    const answer = await major.number({ word: 'zzxqv blorp', by: 'sound' });
    expect(answer).toEqual({ status: 404, error: expect.stringContaining("'zzxqv'") });
  });
});

describe('a word’s number by spelling', () => {
  const spell = (word: string, mapping: MajorMapping = MAJOR_DEFAULT_MAPPING) =>
    spellParts(word, spellingMatcher(mapping));
  const digits = (word: string, mapping?: MajorMapping) =>
    spell(word, mapping)
      .map((p) => p.digit)
      .join('');

  it.each([
    ['phone', '92', 'p and n; h and the vowels are silent'],
    ['tomb', '139', 'every mapped letter counts, silent or not'],
    ['letter', '514', 'a doubled letter counts once'],
    ['shoe', '6', "'sh' is read before 's'"],
    ['chip', '69', "'ch' is read before a lone c or h"],
    ['yawn', '2', 'w, h and y are silent'],
    ['back', '97', 'c is not in the default mapping'],
    ['T-Shirt', '1641', 'case, hyphens ignored'],
  ])('%s → %s (%s)', (word, expected) => {
    expect(digits(word)).toBe(expected);
  });

  it('shows which letters counted, a double letter as one part', () => {
    expect(spell('letter')).toEqual([
      { letters: 'l', digit: '5' },
      { letters: 'tt', digit: '1' },
      { letters: 'r', digit: '4' },
    ]);
  });

  it('follows a custom mapping (c and ck with k, ph with f)', () => {
    const custom = MAJOR_DEFAULT_MAPPING.map((g, d) =>
      d === 7 ? [...g, 'c', 'ck'] : d === 8 ? [...g, 'ph'] : g,
    );
    expect(digits('back', custom)).toBe('97');
    expect(digits('phone', custom)).toBe('82');
    expect(digits('cat', custom)).toBe('71');
  });
});

describe('a custom mapping by sound', () => {
  it('applies where a letter names one sound, and says why c or x cannot', async () => {
    // s,z and t,d swapped; c and x added.
    const custom: MajorMapping = [
      ['t', 'd'],
      ['s', 'z', 'x'],
      ['n'],
      ['m'],
      ['r'],
      ['l'],
      ['j', 'sh', 'ch'],
      ['k', 'g', 'c'],
      ['f', 'v'],
      ['p', 'b'],
    ];
    const city = await numberOf('city', 'sound', custom);
    expect(city.number).toBe('10');
    expect(city.notes?.join(' ')).toMatch(/'c' is not a sound of its own/);
    expect(city.notes?.join(' ')).toMatch(/'x' is two sounds/);
    expect(soundMapFor(MAJOR_DEFAULT_MAPPING).notes).toEqual([]);
  });
});

describe('new custom mappings', () => {
  it('are indexed at most so many a minute; known ones and the default still answer', async () => {
    const limited = createMajorService(majorLexicon, 2);
    const withExtra = (letter: string): MajorMapping =>
      MAJOR_DEFAULT_MAPPING.map((g, d) => (d === 9 ? [...g, letter] : g));
    const ask = (map?: MajorMapping) => limited.words({ digits: '92', by: 'spelling', page: 1, map });
    expect((await ask(withExtra('q'))).status).toBe(200);
    expect((await ask(withExtra('x'))).status).toBe(200);
    expect(await ask(withExtra('c'))).toEqual({
      status: 429,
      error: expect.stringMatching(/Too many different mappings/),
    });
    expect((await ask(withExtra('q'))).status).toBe(200);
    expect((await ask()).status).toBe(200);
  });
});
