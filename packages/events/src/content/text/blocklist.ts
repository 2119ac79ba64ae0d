/**
 * Words the word list must never contain, on top of the public profanity lists the build script
 * and the tests also apply (naughty-words `en`, cuss entries rated ≥ 1). Mostly words that are
 * harmless in one sense but crude, sexual, violent, drug-related or a slur in another, and
 * words too grim for a family-friendly trainer. Lowercase.
 */
import { CRUDE_OR_SLUR_WORDS } from './blocklist-crude.ts';
import { GRIM_OR_TOUCHY_WORDS } from './blocklist-grim.ts';
import { REVIEWED_WORDS } from './blocklist-reviewed.ts';

export const EXTRA_WORD_BLOCKLIST: readonly string[] = [
  ...CRUDE_OR_SLUR_WORDS,
  ...GRIM_OR_TOUCHY_WORDS,
  ...REVIEWED_WORDS,
];
