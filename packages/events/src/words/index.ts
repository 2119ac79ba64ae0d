import { requireContent, showsKey } from '../core/content.ts';
import { chunk } from '../core/format.ts';
import { scorePositions } from '../core/result.ts';
import { Rng } from '../core/rng.ts';
import { normalizeWord } from '../core/text.ts';
import type { EventData, EventDefinition } from '../core/types.ts';

/** raw: words in memorize order; formatted: columns of words_group_number. */
export type WordsData = EventData<string, string[], never, never>;
/** Per numbered entry, the typed word; null or blank = empty. */
export type WordsAnswer = (string | null)[];

// A pool is deduplicated once, not per session (a 3,000-word pool takes about a millisecond).
const deduped = new WeakMap<readonly string[], string[]>();

/** Distinct words by their case-folded spelling, so 'Apple' and 'apple' never both appear. */
function distinctWords(pool: readonly string[]): string[] {
  const cached = deduped.get(pool);
  if (cached) return cached;
  const seen = new Set<string>();
  const out = pool.filter((word) => {
    const key = normalizeWord(word);
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  deduped.set(pool, out);
  return out;
}

/** Words: exact spelling, case-insensitive, one point each, no penalty (WMSC: a misspelt word is 0). */
export const words: EventDefinition<WordsData, WordsAnswer> = {
  name: 'words',
  displayName: 'Words',
  prefetchMedia: false,
  headline: 'score',
  needsContent: true,

  generate({ amount, settings }, seed, content) {
    const pack = requireContent('words', content);
    const raw = new Rng(seed).sample(distinctWords(pack.words), amount);
    return { raw, formatted: chunk(raw, settings.words_group_number), shuffle1: [], shuffle2: [] };
  },

  score(data, answer) {
    return scorePositions(data.raw, answer, (want, given) => normalizeWord(want) === normalizeWord(given));
  },

  redact(data, stage) {
    if (showsKey(stage)) return data;
    return { ...data, raw: data.raw.map(() => ''), formatted: data.formatted.map((g) => g.map(() => '')) };
  },

  perfectAnswer(data) {
    return data.raw.slice();
  },
};
