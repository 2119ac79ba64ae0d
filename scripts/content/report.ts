/**
 * The content report: the distinct count of every pool, text and media, against the minimum each
 * pool must reach. Run from the repository root:  npm run content:report  (exits 1 if a pool is short).
 */
import { BUILTIN_CONTENT as c } from '../../packages/events/src/content/index.ts';
import { mediaAttributions } from '../../packages/events/src/content/media/index.ts';

const distinct = (list: readonly unknown[]) => new Set(list.map((x) => JSON.stringify(x))).size;
const combos = new Set<string>();
for (const pool of c.namePools)
  for (const f of [...pool.female, ...pool.male]) for (const l of pool.last) combos.add(`${f} ${l}`);
const dateTexts = new Set<string>();
for (let i = 0; i < c.dateEventCount; i++) dateTexts.add(c.dateEventText(i));

const rows: [string, number, number][] = [
  ['faces', distinct(c.faces.map((f) => f.url)), 1000],
  ['first + last name combinations', combos.size, 10_000],
  ['countries', distinct(c.countries), 190],
  ['hobbies', distinct(c.hobbies), 150],
  ['words', distinct(c.words), 3000],
  ['date event texts', dateTexts.size, 10_000],
  ['images', distinct(c.images.map((i) => i.url)), 1000],
  ['animals (distinct species)', distinct(c.animals.map((a) => a.name.toLowerCase())), 130],
  ['pet names for the animals', distinct(c.petNames.map((n) => n.toLowerCase())), 2000],
  ['cards', distinct(c.cards.map((x) => x.id)), 52],
  ['card images in the pick fan (52 + back)', distinct([...c.cards.map((x) => x.url), c.cardBackUrl]), 53],
  ['sounds', distinct(c.sounds.map((s) => s.url)), 100],
  ['attribution entries', mediaAttributions.length, 1],
];
let short = 0;
for (const [label, count, minimum] of rows) {
  const ok = count >= minimum;
  if (!ok) short++;
  console.log(
    `${label.padEnd(40)} ${String(count).padStart(9)}  minimum ${String(minimum).padStart(6)}  ${ok ? 'ok' : 'SHORT'}`,
  );
}
process.exit(short ? 1 : 0);
