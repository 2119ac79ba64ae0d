/**
 * The built-in text content: names, countries, hobbies, words and fictional historic events.
 * Generated lists live in `generated/` (rebuild with `node --import tsx scripts/content/build-text.ts`);
 * hand-written lists sit next to this file. Sources and licences: LICENSES.md.
 */
import { normalizeName } from '../../core/text.ts';
import type { NamePool } from '../types.ts';
import { COUNTRIES } from './countries.ts';
import { DATE_EVENT_COUNT, dateEventText as eventText } from './dates.ts';
import { generatedNamePools } from './generated/names.gen.ts';
import { generatedPetNames } from './generated/pet-names.gen.ts';
import { generatedWords } from './generated/words.gen.ts';
import { HOBBIES } from './hobbies.ts';
import { HAND_WRITTEN_NAME_POOLS } from './names-extra.ts';

/**
 * Drops every given name that some culture gives women and another gives men (Andrea, Jan, Kim),
 * compared without case and accents: a reader could take it either way, so it never names a face.
 */
function unambiguous(pools: readonly NamePool[]): NamePool[] {
  const female = new Set(pools.flatMap((p) => p.female.map(normalizeName)));
  const both = new Set(pools.flatMap((p) => p.male.map(normalizeName)).filter((n) => female.has(n)));
  const keep = (list: readonly string[]) => list.filter((n) => !both.has(normalizeName(n)));
  return pools.map((p) => ({ ...p, female: keep(p.female), male: keep(p.male) }));
}

/** First/last name pools, one per culture (faker locales plus hand-written romanised pools). */
export const namePools: readonly NamePool[] = unambiguous([
  ...generatedNamePools,
  ...HAND_WRITTEN_NAME_POOLS,
]);

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
