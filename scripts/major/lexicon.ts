/**
 * Chooses and ranks the words of the Major System lexicon (see build.ts for the file it becomes).
 */
import {
  DEFAULT_SOUND_DIGITS,
  type PhonemeCode,
  skeletonOf,
} from '../../apps/server/src/plugins/app/major/phonemes.ts';
import { FUNCTION_WORDS } from '../content/build-text-word-lists.ts';
import { rankCompound, rankName, rankNoun } from './rank.ts';
import {
  loadBlocklist,
  loadCmu,
  loadSubtlex,
  loadSubtlexCase,
  loadWordNetLemmas,
  loadWordNetNouns,
} from './sources.ts';

/** WordNet has no pronouns; these are the ones a Major word list can use. */
const PRONOUNS = [
  'i',
  'me',
  'you',
  'he',
  'him',
  'she',
  'her',
  'it',
  'we',
  'us',
  'they',
  'them',
  'myself',
  'yourself',
  'himself',
  'herself',
  'itself',
  'ourselves',
  'themselves',
  'mine',
  'yours',
  'his',
  'hers',
  'ours',
  'theirs',
  'who',
  'whom',
  'someone',
  'somebody',
  'anyone',
  'anybody',
  'everyone',
  'everybody',
  'nobody',
  'nothing',
  'something',
  'anything',
  'everything',
  'this',
  'that',
  'these',
  'those',
];

/**
 * Words WordNet lists as nouns only in a rare sense ('can', 'must', 're' the note) whose film
 * counts come from another use, including the halves of contractions the subtitles split
 * ("don't" → 'don', "you're" → 're').
 */
const NOT_NOUNS = new Set([...FUNCTION_WORDS, 're', 've', 'll', 'am', 'em', 'at', 'dis', 'ta', 'ya', 'come']);

/**
 * Two-letter nouns are mostly symbols and abbreviations ('Se' selenium, 'si', 'pr'); these few
 * are real words.
 */
const SHORT_NOUNS = new Set(['ox', 'ax', 'ma', 'pa']);

/** A word also heard this often (SUBTLEXus count) is kept for number look-ups though not a noun. */
const LOOKUP_MIN_COUNT = 2;
/** Names (proper nouns from the pronouncing dictionary) fill numbers with fewer nouns than this. */
const FILL_BELOW = (digits: string) => (digits.length < 3 ? 6 : 2);
/** Each word of a several-word noun is heard at least this often (SUBTLEXus count). */
const COMPOUND_PART_MIN_COUNT = 5;
/** At most this many pronunciations of a noun of several words (each part may have several). */
const MAX_COMPOUND_VARIANTS = 4;

/** The plural the pronouncing dictionary knows: 'cat' → 'cats', 'box' → 'boxes', 'city' → 'cities'. */
function pluralOf(word: string, cmu: ReadonlyMap<string, unknown>): string | undefined {
  const candidates = [`${word}s`, `${word}es`];
  if (word.endsWith('y')) candidates.push(`${word.slice(0, -1)}ies`);
  return candidates.find((c) => cmu.has(c));
}

export interface NounLine {
  word: string;
  kind: 'n' | 'p' | 'r';
  concrete: 0 | 1 | 2;
  count: number;
  skeletons: string[];
  score: number;
}

const defaultNumber = (skeleton: string) =>
  [...skeleton].map((c) => DEFAULT_SOUND_DIGITS[c as PhonemeCode] ?? '').join('');

export function buildLexicon(): { lines: string[]; nouns: NounLine[]; fillers: number; lookups: number } {
  const cmu = loadCmu();
  const subtlex = loadSubtlex();
  const subtlexCase = loadSubtlexCase();
  const wordnet = loadWordNetNouns();
  const lemmas = loadWordNetLemmas();
  const blocked = loadBlocklist();
  const skeletonsOf = (word: string) => [...new Set((cmu.get(word) ?? []).map(skeletonOf))];

  const nouns: NounLine[] = [];
  const fillers: NounLine[] = [];
  const taken = new Set<string>();
  const add = (line: NounLine) => {
    nouns.push(line);
    taken.add(line.word.toLowerCase());
  };
  for (const word of PRONOUNS) {
    const count = subtlex.get(word) ?? 0;
    add({
      word,
      kind: 'r',
      concrete: 1,
      count,
      skeletons: skeletonsOf(word),
      score: rankNoun(undefined, count)?.score ?? 0,
    });
  }
  for (const [lemma, info] of wordnet) {
    if (taken.has(lemma) || blocked.has(lemma) || NOT_NOUNS.has(lemma)) continue;
    if (!info.lower && !info.capitalised) continue; // acronyms only ('NATO'): spelled, not pictured
    const written = info.lower ? lemma : (info.capitalised as string);
    if (lemma.length === 2 && !SHORT_NOUNS.has(lemma)) continue;
    if (/^[a-z]{2,}$/.test(lemma) && cmu.has(lemma)) {
      const count = subtlex.get(lemma) ?? 0;
      const ranked = rankNoun(info, count);
      if (!ranked) continue;
      add({ word: written, kind: info.lower ? 'n' : 'p', ...ranked, count, skeletons: skeletonsOf(lemma) });
      // Plurals of things you can picture ('cats' for 7 1 0), after the singular.
      const plural = pluralOf(lemma, cmu);
      if (info.lower && ranked.concrete > 0 && plural && !wordnet.has(plural) && !blocked.has(plural)) {
        const pluralCount = subtlex.get(plural) ?? 0;
        const score = rankNoun(info, pluralCount)?.score ?? 0;
        add({
          word: plural,
          kind: 'n',
          concrete: ranked.concrete,
          count: pluralCount,
          skeletons: skeletonsOf(plural),
          score: score - 1,
        });
      }
      continue;
    }
    // Nouns of two or three words ('ice cream', 'jack-in-the-box'), every part known and clean.
    const parts = lemma.split(/[_-]/);
    if (parts.length > 3 || !parts.every((p) => /^[a-z]+$/.test(p) && cmu.has(p) && !blocked.has(p)))
      continue;
    // A part people rarely say (Latin names of species and genera, 'abies balsamea') makes a poor
    // picture: such a noun only fills a gap, like an abstract one.
    const heard = parts.every((p) => (subtlex.get(p) ?? 0) >= COMPOUND_PART_MIN_COUNT);
    const ranked = rankCompound(info);
    if (!ranked) continue;
    const variants = parts
      .map(skeletonsOf)
      .reduce((acc, next) => acc.flatMap((a) => next.map((b) => a + b)), ['']);
    const skeletons = [...new Set(variants)].slice(0, MAX_COMPOUND_VARIANTS);
    const line: NounLine = {
      word: written.replace(/_/g, ' '),
      kind: info.lower ? 'n' : 'p',
      ...ranked,
      count: 0,
      skeletons,
    };
    // An abstract pair ('tax shelter') is rarely a picture: kept only where it fills a gap.
    if (ranked.concrete > 0 && heard) add(line);
    else fillers.push(line);
  }

  // Abstract or unfamiliar several-word nouns, then names (most heard, then shortest, first) fill
  // the numbers few nouns reach.
  const filled = new Map<string, number>();
  const numbersOf = (line: { skeletons: string[] }) =>
    [...new Set(line.skeletons.map(defaultNumber))].filter((n) => n.length >= 1 && n.length <= 3);
  for (const line of nouns) for (const n of numbersOf(line)) filled.set(n, (filled.get(n) ?? 0) + 1);
  const names = [...cmu.keys()]
    .filter(
      (w) =>
        /^[a-z]{3,}$/.test(w) && /[aeiouy]/.test(w) && !lemmas.has(w) && !taken.has(w) && !blocked.has(w),
    )
    .filter((w) => !subtlexCase.has(w) || /^[A-Z]/.test(subtlexCase.get(w) as string))
    .sort(
      (a, b) => (subtlex.get(b) ?? 0) - (subtlex.get(a) ?? 0) || a.length - b.length || a.localeCompare(b),
    );
  for (const name of names) {
    fillers.push({
      word: name[0]?.toUpperCase() + name.slice(1),
      kind: 'p',
      concrete: 1,
      count: subtlex.get(name) ?? 0,
      skeletons: skeletonsOf(name),
      score: rankName(subtlex.get(name) ?? 0),
    });
  }
  let fillerCount = 0;
  for (const line of fillers) {
    const gaps = numbersOf(line).filter((n) => (filled.get(n) ?? 0) < FILL_BELOW(n));
    if (gaps.length === 0) continue;
    for (const n of gaps) filled.set(n, (filled.get(n) ?? 0) + 1);
    add(line);
    fillerCount++;
  }
  nouns.sort((a, b) => b.score - a.score || a.word.localeCompare(b.word));

  const lookups: string[] = [];
  for (const word of [...cmu.keys()].sort()) {
    if (taken.has(word) || blocked.has(word)) continue;
    if ((subtlex.get(word) ?? 0) < LOOKUP_MIN_COUNT && !lemmas.has(word)) continue;
    lookups.push(`${word}\t${skeletonsOf(word).join('|')}`);
  }
  const lines = nouns.map((n) => `${n.word}\t${n.kind}\t${n.concrete}\t${n.count}\t${n.skeletons.join('|')}`);
  return { lines: [...lines, ...lookups], nouns, fillers: fillerCount, lookups: lookups.length };
}
