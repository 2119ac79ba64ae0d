import { isDefaultMajorMapping, type MajorMapping } from '@mnemoria/protocol';
import { CODE_TO_PHONEME, DEFAULT_SOUND_DIGITS, type PhonemeCode } from './phonemes.ts';

/**
 * Matching by sound: each consonant sound of the pronunciation gets its digit, every other sound
 * is silent. A custom letter mapping is carried over to sounds where a letter names one sound
 * ('f' and 'ph' both name the f sound); letters that name no single sound ('c' is k or s, 'x' is
 * k+s) cannot apply, and the answer says so in `notes`.
 */
export interface SoundMap {
  digits: Readonly<Record<PhonemeCode, string>>;
  notes: string[];
}

export interface SoundPart {
  sound: string;
  digit: string;
}

/** The sound(s) a letter or letter group always stands for. */
const LETTER_SOUNDS: Readonly<Record<string, readonly PhonemeCode[]>> = {
  b: ['b'],
  d: ['d'],
  f: ['f'],
  g: ['g'],
  h: ['h'],
  j: ['j'],
  k: ['k'],
  l: ['l'],
  m: ['m'],
  n: ['n'],
  p: ['p'],
  q: ['k'],
  r: ['r', 'R'],
  s: ['s'],
  t: ['t'],
  v: ['v'],
  w: ['w'],
  y: ['y'],
  z: ['z'],
  sh: ['S'],
  ch: ['c'],
  tch: ['c'],
  th: ['T', 'D'],
  zh: ['Z'],
  ng: ['N'],
  ph: ['f'],
  ck: ['k'],
  dg: ['j'],
};

/** Sounds no letter of the mapping names follow a near letter, as in the default mapping. */
const FOLLOWS: readonly [PhonemeCode, readonly string[]][] = [
  ['T', ['t']],
  ['D', ['d', 't']],
  ['N', ['n']],
  ['Z', ['sh', 'j']],
];

const WHY_NOT: Readonly<Record<string, string>> = {
  c: "'c' is not a sound of its own: by sound a hard c (cat) counts as k and a soft c (city) as s.",
  x: "'x' is two sounds, k and s (ox): by sound each counts as its own letter does.",
  gh: "'gh' sounds like f (laugh), g (ghost) or nothing (night): by sound what is heard counts.",
};

export const DEFAULT_SOUND_MAP: SoundMap = { digits: DEFAULT_SOUND_DIGITS, notes: [] };

export function soundMapFor(mapping: MajorMapping): SoundMap {
  if (isDefaultMajorMapping(mapping)) return DEFAULT_SOUND_MAP;
  const digits = Object.fromEntries(Object.keys(DEFAULT_SOUND_DIGITS).map((c) => [c, ''])) as Record<
    PhonemeCode,
    string
  >;
  const owner = new Map<PhonemeCode, string>();
  const notes: string[] = [];
  const letterDigit = new Map<string, string>();
  const entries = mapping
    .flatMap((group, digit) => group.map((entry) => [entry, String(digit)] as const))
    .sort((a, b) => a[0].length - b[0].length);
  for (const [entry, digit] of entries) {
    letterDigit.set(entry, digit);
    const sounds = LETTER_SOUNDS[entry];
    if (!sounds) {
      notes.push(
        WHY_NOT[entry] ?? `'${entry}' does not stand for one sound, so the sound search ignores it.`,
      );
      continue;
    }
    for (const sound of sounds) {
      const first = owner.get(sound);
      if (first === undefined) {
        owner.set(sound, entry);
        digits[sound] = digit;
      } else if (digits[sound] !== digit) {
        notes.push(
          `'${entry}' and '${first}' are the same sound; by sound it counts as ${digits[sound]}, as '${first}' does.`,
        );
      }
    }
  }
  for (const [sound, letters] of FOLLOWS) {
    if (owner.has(sound)) continue;
    const digit = letters.map((l) => letterDigit.get(l)).find((d) => d !== undefined);
    if (digit !== undefined) digits[sound] = digit;
  }
  return { digits, notes };
}

export function soundParts(skeleton: string, map: SoundMap): SoundPart[] {
  const parts: SoundPart[] = [];
  for (const code of skeleton) {
    const digit = map.digits[code as PhonemeCode];
    if (digit) parts.push({ sound: CODE_TO_PHONEME[code as PhonemeCode], digit });
  }
  return parts;
}

export function soundNumber(skeleton: string, map: SoundMap): string {
  let out = '';
  for (const code of skeleton) out += map.digits[code as PhonemeCode] ?? '';
  return out;
}
