import {
  formatMajorMapping,
  isDefaultMajorMapping,
  MAJOR_DEFAULT_MAPPING,
  MAJOR_PAGE_SIZE,
  type MajorBy,
  type MajorMapping,
  type MajorNumberData,
  type MajorNumberQuery,
  type MajorWordsData,
  type MajorWordsQuery,
} from '@mnemoria/protocol';
import { type Lexicon, type LexiconNoun, loadLexicon } from './lexicon.ts';
import { Lru } from './lru.ts';
import { type SoundMap, soundMapFor, soundNumber, soundParts } from './sound.ts';
import { spellingMatcher, spellNumber, spellParts } from './spelling.ts';

/**
 * The Major System service behind /api/major: a word's number, and the nouns of a 1-3 digit
 * number, by spelling or by sound, with the default or a custom mapping. Answers are cached as
 * ready JSON (most traffic repeats: the same digits, the same default mapping), and so are the
 * per-mapping digit indexes a custom mapping needs.
 */
export type MajorAnswer = { status: 200; json: string } | { status: 404 | 429; error: string };

/** digits → positions in `lexicon.nouns`, best first. */
type DigitIndex = Map<string, number[]>;

const ANSWERS = 4000;
const INDEXES = 24;
/**
 * A new custom mapping costs a pass over every noun (a few hundred ms on a busy machine, on the
 * event loop): at most this many new indexes a minute per process, so a client cycling through
 * mappings cannot keep the server busy. The default mapping's two indexes never count.
 */
export const NEW_INDEXES_PER_MINUTE = 30;
const BUSY = 'Too many different mappings were asked for in the last minute. Please try again shortly.';
/** A word with several pronunciations is listed under each distinct number; words of compounds
 * try at most this many combinations. */
const MAX_VARIANTS = 8;

let shared: Promise<Lexicon> | undefined;
/** One lexicon per process, read on first use (about 80k words; tests that never ask never pay). */
export const majorLexicon = () => {
  shared ??= loadLexicon();
  return shared;
};

export interface MajorService {
  number(q: MajorNumberQuery): Promise<MajorAnswer>;
  words(q: MajorWordsQuery): Promise<MajorAnswer>;
  /** Loads the lexicon and the default indexes now. */
  warm(): Promise<void>;
  /**
   * One word per number with the default mapping by sound: the first concrete noun (a picture is
   * what the athlete needs), else the first noun; numbers without any are left out.
   */
  suggest(numbers: readonly string[]): Promise<Map<string, string>>;
}

const ok = (data: unknown): MajorAnswer => ({ status: 200, json: JSON.stringify({ success: true, data }) });

export function createMajorService(
  lexicon: () => Promise<Lexicon> = majorLexicon,
  newIndexesPerMinute = NEW_INDEXES_PER_MINUTE,
): MajorService {
  const answers = new Lru<string, MajorAnswer>(ANSWERS);
  const indexes = new Lru<string, DigitIndex>(INDEXES);

  let builds: number[] = [];
  function indexFor(lex: Lexicon, by: MajorBy, mapping: MajorMapping, key: string): DigitIndex | undefined {
    const cached = indexes.get(key);
    if (cached) return cached;
    if (!isDefaultMajorMapping(mapping)) {
      const now = Date.now();
      builds = builds.filter((at) => now - at < 60_000);
      if (builds.length >= newIndexesPerMinute) return undefined;
      builds.push(now);
    }
    const numbersOf = numbering(by, mapping);
    const index: DigitIndex = new Map();
    lex.nouns.forEach((noun, position) => {
      for (const n of numbersOf(noun)) {
        if (n.length < 1 || n.length > 3) continue;
        const list = index.get(n);
        if (list) list.push(position);
        else index.set(n, [position]);
      }
    });
    indexes.set(key, index);
    return index;
  }

  async function words(q: MajorWordsQuery): Promise<MajorAnswer> {
    const mapping = q.map ?? MAJOR_DEFAULT_MAPPING;
    const mapKey = `${q.by}|${formatMajorMapping(mapping)}`;
    const key = `w|${mapKey}|${q.digits}|${q.page}`;
    const cached = answers.get(key);
    if (cached) return cached;
    const lex = await lexicon();
    const index = indexFor(lex, q.by, mapping, mapKey);
    if (!index) return { status: 429, error: BUSY };
    const matches = index.get(q.digits) ?? [];
    const start = (q.page - 1) * MAJOR_PAGE_SIZE;
    const data: MajorWordsData = {
      words: matches.slice(start, start + MAJOR_PAGE_SIZE).map((position) => {
        const { word, kind, concrete, perMillion } = lex.nouns[position] as LexiconNoun;
        return { word, number: q.digits, kind, concrete, perMillion };
      }),
      total: matches.length,
      page: q.page,
      pages: Math.ceil(matches.length / MAJOR_PAGE_SIZE),
    };
    const notes = q.by === 'sound' ? soundMapFor(mapping).notes : [];
    if (notes.length > 0) data.notes = notes;
    const answer = ok(data);
    answers.set(key, answer);
    return answer;
  }

  async function number(q: MajorNumberQuery): Promise<MajorAnswer> {
    const mapping = q.map ?? MAJOR_DEFAULT_MAPPING;
    const word = q.word.replace(/\s+/g, ' ');
    const key = `n|${q.by}|${formatMajorMapping(mapping)}|${word.toLowerCase()}`;
    const cached = answers.get(key);
    if (cached) return cached;
    let answer: MajorAnswer;
    if (q.by === 'spelling') {
      const parts = spellParts(word, spellingMatcher(mapping));
      answer = ok({ word, number: parts.map((p) => p.digit).join(''), parts } satisfies MajorNumberData);
    } else {
      const found = pronounce(await lexicon(), word);
      if ('unknown' in found) {
        const which = found.unknown === word.toLowerCase() ? '' : ` (in '${word}')`;
        return {
          status: 404,
          error: `No pronunciation is known for '${found.unknown}'${which}. Try it by spelling.`,
        };
      }
      const map = soundMapFor(mapping);
      const [first = '', ...others] = found.skeletons;
      const numberOf = (skeleton: string) => soundNumber(skeleton, map);
      const data: MajorNumberData = { word, number: numberOf(first), parts: soundParts(first, map) };
      const otherNumbers = [...new Set(others.map(numberOf))].filter((n) => n !== data.number);
      if (otherNumbers.length > 0) data.otherNumbers = otherNumbers;
      if (map.notes.length > 0) data.notes = map.notes;
      answer = ok(data);
    }
    answers.set(key, answer);
    return answer;
  }

  async function warm() {
    await words({ digits: '0', by: 'sound', page: 1 });
    await words({ digits: '0', by: 'spelling', page: 1 });
  }

  async function suggest(numbers: readonly string[]): Promise<Map<string, string>> {
    const lex = await lexicon();
    const mapping = MAJOR_DEFAULT_MAPPING;
    const index = indexFor(lex, 'sound', mapping, `sound|${formatMajorMapping(mapping)}`) as DigitIndex;
    const out = new Map<string, string>();
    for (const n of numbers) {
      const nouns = (index.get(n) ?? []).map((position) => lex.nouns[position] as LexiconNoun);
      const best = nouns.find((noun) => noun.concrete) ?? nouns[0];
      if (best) out.set(n, best.word);
    }
    return out;
  }

  return { number, words, warm, suggest };
}

/** The numbers a noun can stand for under a mapping (one per distinct pronunciation by sound). */
function numbering(by: MajorBy, mapping: MajorMapping): (noun: LexiconNoun) => string[] {
  if (by === 'spelling') {
    const matcher = spellingMatcher(mapping);
    return (noun) => [spellNumber(noun.word, matcher)];
  }
  const map: SoundMap = soundMapFor(mapping);
  return (noun) => [...new Set(noun.skeletons.map((s) => soundNumber(s, map)))];
}

/** A word's pronunciations, or a phrase's (each word's in turn); else the word nobody knows. */
function pronounce(lex: Lexicon, text: string): { skeletons: string[] } | { unknown: string } {
  const whole = text.toLowerCase();
  const known = lex.sounds.get(whole) ?? lex.sounds.get(whole.replace(/-/g, ' '));
  if (known) return { skeletons: known };
  let skeletons = [''];
  for (const part of whole.split(/[\s-]+/).filter((p) => p !== '')) {
    const sounds = lex.sounds.get(part) ?? lex.sounds.get(part.replace(/'/g, ''));
    if (!sounds) return { unknown: part };
    skeletons = skeletons.flatMap((a) => sounds.map((b) => a + b)).slice(0, MAX_VARIANTS);
  }
  return { skeletons };
}
