/**
 * Consonant sounds as the lexicon stores them: one character per ARPAbet consonant phoneme (plus
 * ER, the r-coloured vowel, which the Major System counts as an r). A word's "skeleton" is the
 * string of these characters in the order they are spoken; vowels are not stored because no
 * mapping can give them a digit.
 */
export const PHONEME_CODES = {
  B: 'b',
  CH: 'c',
  D: 'd',
  DH: 'D',
  ER: 'R',
  F: 'f',
  G: 'g',
  HH: 'h',
  JH: 'j',
  K: 'k',
  L: 'l',
  M: 'm',
  N: 'n',
  NG: 'N',
  P: 'p',
  R: 'r',
  S: 's',
  SH: 'S',
  T: 't',
  TH: 'T',
  V: 'v',
  W: 'w',
  Y: 'y',
  Z: 'z',
  ZH: 'Z',
} as const;

export type Phoneme = keyof typeof PHONEME_CODES;
export type PhonemeCode = (typeof PHONEME_CODES)[Phoneme];

export const CODE_TO_PHONEME = Object.fromEntries(
  Object.entries(PHONEME_CODES).map(([phoneme, code]) => [code, phoneme]),
) as Record<PhonemeCode, Phoneme>;

/** 'F OW1 N' → 'fn': the consonant skeleton of one CMU pronunciation. */
export function skeletonOf(arpabet: string): string {
  let out = '';
  for (const token of arpabet.split(' ')) {
    const phoneme = token.replace(/[0-9]/g, '') as Phoneme;
    const code = PHONEME_CODES[phoneme];
    if (code !== undefined) out += code;
  }
  return out;
}

/**
 * The sound side of the default mapping. th is counted with t and d as the classic Major System
 * does (a tongue-behind-the-teeth sound); ng with n (one nasal sound, as in 'sing': 'singer' is
 * 0 2 4, not 0 2 7 4); the zh of 'measure' with sh, ch and j; the r-coloured vowel of 'bird' as
 * r. h, w and the y of 'yes' are silent, like every vowel.
 */
export const DEFAULT_SOUND_DIGITS: Readonly<Record<PhonemeCode, string>> = {
  s: '0',
  z: '0',
  t: '1',
  d: '1',
  T: '1',
  D: '1',
  n: '2',
  N: '2',
  m: '3',
  r: '4',
  R: '4',
  l: '5',
  j: '6',
  S: '6',
  c: '6',
  Z: '6',
  k: '7',
  g: '7',
  f: '8',
  v: '8',
  p: '9',
  b: '9',
  h: '',
  w: '',
  y: '',
};
