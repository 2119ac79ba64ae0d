/**
 * Prints the distinct count of every text content pool (issue 3's content report).
 * Run from the repository root:  node --import tsx scripts/content/report-text.ts
 */
import {
  countries,
  dateEventCount,
  dateEventText,
  hobbies,
  namePools,
  words,
} from '../../packages/events/src/content/text/index.ts';

const firstsByLast = new Map<string, Set<string>>();
for (const pool of namePools) {
  for (const last of pool.last) {
    const firsts = firstsByLast.get(last) ?? new Set<string>();
    for (const first of pool.first) firsts.add(first);
    firstsByLast.set(last, firsts);
  }
}
let fullNames = 0;
for (const firsts of firstsByLast.values()) fullNames += firsts.size;

const dates = new Set<string>();
for (let i = 0; i < dateEventCount; i++) dates.add(dateEventText(i));

const rows: [string, number, number][] = [
  ['name pools (cultures)', namePools.length, 30],
  ['first names', new Set(namePools.flatMap((pool) => pool.first)).size, 0],
  ['last names', new Set(namePools.flatMap((pool) => pool.last)).size, 0],
  ['first + last combinations', fullNames, 10_000],
  ['countries', new Set(countries).size, 190],
  ['hobbies', new Set(hobbies).size, 150],
  ['words', new Set(words).size, 3000],
  ['date event texts', dates.size, 10_000],
];
for (const [label, count, minimum] of rows) {
  const verdict = count >= minimum ? 'ok' : 'BELOW MINIMUM';
  console.log(`${label.padEnd(28)} ${String(count).padStart(9)}   (minimum ${minimum}) ${verdict}`);
}
for (let i = 0; i < 5; i++) console.log(`  e.g. ${dateEventText((i * 104_729) % dateEventCount)}`);
