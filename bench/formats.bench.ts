/**
 * Official format scoring (rows, columns, names, first mistake, image rows) at the largest amounts,
 * a whole format session's score from its event verdicts, and the official sheet's re-layout
 * (figures only).
 */
import {
  eventByName,
  FORMATS,
  formatById,
  officialDigitLayout,
  resolveSettings,
  scoreDates,
  scoreImageRows,
  scoreInFormat,
  scoreNames,
  scoreRows,
  scoreToFirstMistake,
  scoreWordColumns,
} from '@mnemoria/events';
import type { BenchCase } from './run.ts';

const longest = Math.max(...FORMATS.map((f) => f.amount));
const digits = Array.from({ length: longest }, (_, i) => String(i % 10));
// One wrong digit every 37: most rows have an error, some two.
const given = digits.map((d, i) => (i % 37 === 0 ? 'x' : d));
const words = Array.from({ length: 500 }, (_, i) => ['apple', 'river', 'candle', 'night'][i % 4] as string);
const typedWords = words.map((w, i) => (i % 23 === 0 ? 'rivver' : w));
const names = Array.from(
  { length: 400 },
  (_, i) => ['Catherine', 'Smith', 'Jon', 'Nakamura'][i % 4] as string,
);
const typedNames = names.map((n, i) => (i % 5 === 0 ? 'Kathryn' : n));

// A whole hour-numbers session: the event's verdicts, then the format's rows of 40 over them.
const hour = formatById('wmsc-numbers-60');
const spoken = formatById('wmsc-spoken-300');
if (!hour || !spoken) throw new Error('formats missing');
const decimal = eventByName('decimal');
const hourData = decimal.generate({ amount: hour.amount, settings: resolveSettings() }, 'bench-hour');
const hourAnswer = (hourData.raw as string[]).map((d, i) => (i % 37 === 0 ? 'x' : d));
const hourOwn = decimal.score(hourData, hourAnswer);

const cases: BenchCase[] = [
  { name: `scoreInFormat rows-40 ${hour.amount} digits`, fn: () => scoreInFormat(hour, hourOwn, 300_000) },
  { name: `scoreInFormat spoken ${hour.amount} digits`, fn: () => scoreInFormat(spoken, hourOwn, null) },
  { name: `official sheet layout ${hour.amount} digits`, fn: () => officialDigitLayout(hour, hourData, 4) },
  { name: `formats rows-40 ${longest} digits`, fn: () => scoreRows(digits, given, 40) },
  { name: `formats first mistake ${longest} digits`, fn: () => scoreToFirstMistake(digits, digits) },
  { name: 'formats columns-20 500 words', fn: () => scoreWordColumns(words, typedWords) },
  { name: 'formats names-phonetic 400 names', fn: () => scoreNames(names, typedNames, { phonetic: true }) },
  { name: 'formats dates 200', fn: () => scoreDates(digits.slice(0, 200), given.slice(0, 200)) },
  { name: 'formats image-rows 500', fn: () => scoreImageRows(digits.slice(0, 500), given.slice(0, 500)) },
];

export default cases;
