/**
 * How suggestions are ordered: frequent words first (log of the SUBTLEXus count), things you can
 * picture well ahead of ideas (WordNet's class of the word's main sense as a concreteness proxy),
 * and words mostly used as a verb or adjective ('run', 'light') a little lower.
 */
import type { NounInfo } from './sources.ts';

/** Things you can see or touch. */
const CONCRETE = new Set([
  'noun.animal',
  'noun.artifact',
  'noun.body',
  'noun.food',
  'noun.object',
  'noun.person',
  'noun.plant',
  'noun.substance',
]);
/** Picturable more often than not: places, shapes, weather and fire, crowds and teams. */
const SEMI_CONCRETE = new Set(['noun.location', 'noun.shape', 'noun.phenomenon', 'noun.group']);

/** A noun nobody tagged in SemCor, not heard in films and abstract: jargon nobody can picture. */
const keepsNoun = (info: NounInfo, count: number, concrete: number) =>
  count > 0 || info.nounTags > 0 || concrete > 0;

/** Concreteness 2 (one of the two main senses concrete), 1 (some sense, or a place/shape/…), 0; and the score. */
export function rankNoun(
  info: NounInfo | undefined,
  count: number,
): { concrete: 0 | 1 | 2; score: number } | undefined {
  // Pronouns: very frequent, but a picture of a thing beats them: they rank as an average noun.
  if (!info) return { concrete: 1, score: Math.min(Math.log10(count + 1), 4) + 0.5 };
  // 'van' is first the vanguard, then the vehicle: a concrete second sense counts too.
  const concrete: 0 | 1 | 2 = [...info.topLexes].some((lex) => CONCRETE.has(lex))
    ? 2
    : SEMI_CONCRETE.has(info.firstLex) || [...info.lexes].some((lex) => CONCRETE.has(lex))
      ? 1
      : 0;
  if (!keepsNoun(info, count, concrete)) return undefined;
  const mostlyOther = info.otherTags > 2 && info.otherTags > info.nounTags * 3;
  const proper = !info.lower;
  const score = Math.log10(count + 1) + 1.2 * concrete + (mostlyOther ? -2.5 : 0) + (proper ? -0.4 : 0);
  return { concrete, score: Math.round(score * 1000) / 1000 };
}

/** Two-word nouns: no film counts for the pair, so they follow single words of the same kind. */
export function rankCompound(info: NounInfo): { concrete: 0 | 1 | 2; score: number } | undefined {
  const concrete: 0 | 1 | 2 = CONCRETE.has(info.firstLex) ? 2 : SEMI_CONCRETE.has(info.firstLex) ? 1 : 0;
  const score = 1.2 * concrete + Math.min(info.nounTags, 10) * 0.1 - 0.8;
  return { concrete, score: Math.round(score * 1000) / 1000 };
}

/** Names from the pronouncing dictionary only fill gaps: always after the nouns. */
export function rankName(count: number): number {
  return Math.round((Math.log10(count + 1) - 2) * 1000) / 1000;
}
