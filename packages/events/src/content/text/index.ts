/**
 * The built-in text content: names, countries, hobbies, words and fictional historic events.
 * Generated lists live in `generated/` (rebuild with `node --import tsx scripts/content/build-text.ts`);
 * hand-written lists sit next to this file. Sources and licences: LICENSES.md.
 */
import type { NamePool } from '../types.ts';
import { COUNTRIES } from './countries.ts';
import { DATE_EVENT_COUNT, dateEventText as eventText } from './dates.ts';
import { generatedNamePools } from './generated/names.gen.ts';
import { generatedPetNames } from './generated/pet-names.gen.ts';
import { generatedWords } from './generated/words.gen.ts';
import { HOBBIES } from './hobbies.ts';
import { HAND_WRITTEN_NAME_POOLS } from './names-extra.ts';

/** First/last name pools, one per culture (faker locales plus hand-written romanised pools). */
export const namePools: readonly NamePool[] = [...generatedNamePools, ...HAND_WRITTEN_NAME_POOLS];

/** Pet-style given names for the animals event: short, typeable, reviewed, never a species. */
export const petNames: readonly string[] = generatedPetNames;

/** Sovereign countries under their common short English name, ASCII only. */
export const countries: readonly string[] = COUNTRIES;

/** Short, distinct everyday hobbies. */
export const hobbies: readonly string[] = HOBBIES;

/** Lowercase single words, mostly concrete nouns plus some action verbs and adjectives. */
export const words: readonly string[] = generatedWords;

/** Number of distinct fictional event texts `dateEventText` produces. */
export const dateEventCount: number = DATE_EVENT_COUNT;

/** Pure: index in [0, dateEventCount) → a distinct fictional event text; RangeError outside. */
export function dateEventText(index: number): string {
  return eventText(index);
}
