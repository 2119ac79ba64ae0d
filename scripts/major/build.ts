/**
 * Builds the Major System lexicon the server ships: `npm run major:build` (from the repository
 * root) writes apps/server/src/major/lexicon.tsv.gz and prints its size.
 *
 * One line per word, tab-separated:
 *   nouns, best first:    word  kind(n|p|r)  concrete(0|1|2)  subtlexCount  skeleton[|skeleton…]
 *   every other word:     word  skeleton[|skeleton…]           (for looking a word's number up)
 * A skeleton is the word's consonant sounds, one character each (see phonemes.ts); kind is noun,
 * proper noun or pronoun. The build is deterministic: the same sources give the same bytes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildLexicon } from './lexicon.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const LEXICON_PATH = join(ROOT, 'apps/server/src/major/lexicon.tsv.gz');

const started = Date.now();
const { lines, nouns, fillers, lookups } = buildLexicon();
const text = `${lines.join('\n')}\n`;
const gz = gzipSync(text, { level: 9 });
mkdirSync(dirname(LEXICON_PATH), { recursive: true });
writeFileSync(LEXICON_PATH, gz);
const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
console.log(
  `major lexicon: ${nouns.length} nouns, pronouns and proper nouns (${fillers} of them gap fillers) ` +
    `+ ${lookups} look-up words; ${kb(Buffer.byteLength(text))} as text, ${kb(gz.length)} gzipped ` +
    `→ ${LEXICON_PATH} (${Date.now() - started} ms)`,
);
