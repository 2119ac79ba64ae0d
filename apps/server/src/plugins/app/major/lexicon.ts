import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { MajorWordKind } from '@mnemoria/protocol';
import { serverFile } from '../../../paths.ts';

/**
 * The shipped Major System lexicon (built by `npm run major:build` from the CMU pronouncing
 * dictionary, WordNet and SUBTLEXus; the format is described in scripts/major/build.ts).
 */
export const LEXICON_FILE = serverFile('src/major/lexicon.tsv.gz');

export interface LexiconNoun {
  word: string;
  kind: MajorWordKind;
  concrete: boolean;
  perMillion: number;
  /** Consonant skeletons, one per distinct pronunciation (see phonemes.ts). */
  skeletons: string[];
}

export interface Lexicon {
  /** Best first: the order suggestions are listed in. */
  nouns: LexiconNoun[];
  /** Lowercase word → skeletons, for every word (nouns included). */
  sounds: Map<string, string[]>;
}

const KINDS: Record<string, MajorWordKind> = { n: 'noun', p: 'proper', r: 'pronoun' };
/** SUBTLEXus counts words in 51 million words of subtitles. */
const CORPUS_MILLIONS = 51;

export function parseLexicon(text: string): Lexicon {
  const nouns: LexiconNoun[] = [];
  const sounds = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const fields = line.split('\t');
    if (fields.length === 2) {
      sounds.set(fields[0] as string, (fields[1] as string).split('|'));
      continue;
    }
    const [word = '', kind = '', concrete = '', count = '', skeletons = ''] = fields;
    const noun: LexiconNoun = {
      word,
      kind: KINDS[kind] ?? 'noun',
      concrete: concrete === '2',
      perMillion: Math.round((Number(count) / CORPUS_MILLIONS) * 100) / 100,
      skeletons: skeletons.split('|'),
    };
    nouns.push(noun);
    const key = word.toLowerCase();
    if (!sounds.has(key)) sounds.set(key, noun.skeletons);
  }
  return { nouns, sounds };
}

export async function loadLexicon(file = LEXICON_FILE): Promise<Lexicon> {
  const text = (await promisify(gunzip)(await readFile(file))).toString('utf8');
  return parseLexicon(text);
}
