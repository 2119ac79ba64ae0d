import type { EventName } from '../names.ts';

/**
 * Competition formats as data: fixed memorize and recall times, amount and scoring rule. The
 * choices made against the published rules (amounts, recall times, which names rule) are written
 * down in docs/formats.md.
 */

export const FORMAT_FAMILIES = ['sprint', 'wmsc', 'iam', 'custom'] as const;
export type FormatFamily = (typeof FORMAT_FAMILIES)[number];

/**
 * How a format is scored: `event` is the event's own rule (as in standard mode); the others are
 * the official rules in scoring.ts.
 */
export const FORMAT_SCORINGS = [
  'event',
  'rows-40',
  'rows-30',
  'decks-52',
  'columns-20',
  'dates',
  'names-exact',
  'names-phonetic',
  'speed-cards',
  'spoken',
  'image-rows',
] as const;
export type FormatScoring = (typeof FORMAT_SCORINGS)[number];

export interface Format {
  readonly id: string;
  readonly event: EventName;
  readonly family: FormatFamily;
  readonly name: string;
  /** Memorize and recall limits, seconds. */
  readonly memorize: number;
  readonly recall: number;
  readonly amount: number;
  readonly scoring: FormatScoring;
}

const MIN = 60;

/** Memory League's one-minute disciplines and a one-minute sprint of each of our other events. */
const SPRINTS: Format[] = [
  { id: 'ml-numbers', event: 'decimal', name: 'Numbers sprint', amount: 80 },
  { id: 'ml-cards', event: 'cards', name: 'Cards sprint', amount: 52 },
  { id: 'ml-images', event: 'images', name: 'Images sprint', amount: 30 },
  // Memory League's Names and International Names are one sprint here: our names pool already
  // mixes 51 cultures.
  { id: 'ml-names', event: 'names', name: 'Names sprint', amount: 30 },
  { id: 'ml-words', event: 'words', name: 'Words sprint', amount: 50 },
  { id: 'sprint-biography', event: 'biography', name: 'Biography sprint', amount: 6 },
  { id: 'sprint-binary', event: 'binary', name: 'Binary sprint', amount: 120 },
  { id: 'sprint-alphabet', event: 'alphabet', name: 'Letters sprint', amount: 60 },
  { id: 'sprint-echopic', event: 'echopic', name: 'Echopic sprint', amount: 30 },
  { id: 'sprint-sounds', event: 'sounds', name: 'Sounds sprint', amount: 20 },
  { id: 'sprint-animals', event: 'animals', name: 'Animals sprint', amount: 20 },
  { id: 'sprint-dates', event: 'dates', name: 'Dates sprint', amount: 20 },
].map((f) => ({ ...f, family: 'sprint', memorize: MIN, recall: 4 * MIN, scoring: 'event' }) as Format);

const f = (
  id: string,
  family: FormatFamily,
  event: EventName,
  name: string,
  memorize: number,
  recall: number,
  amount: number,
  scoring: FormatScoring,
): Format => ({ id, family, event, name, memorize: memorize * MIN, recall: recall * MIN, amount, scoring });

/** Championship disciplines (WMSC and IAM), with the official times and rules. */
const CHAMPIONSHIP: Format[] = [
  f('wmsc-numbers-5', 'wmsc', 'decimal', '5-minute numbers', 5, 15, 800, 'rows-40'),
  f('wmsc-numbers-15', 'wmsc', 'decimal', '15-minute numbers', 15, 30, 1600, 'rows-40'),
  f('wmsc-numbers-30', 'wmsc', 'decimal', '30-minute numbers', 30, 60, 2000, 'rows-40'),
  f('wmsc-numbers-60', 'wmsc', 'decimal', 'Hour numbers', 60, 120, 2000, 'rows-40'),
  f('wmsc-binary-5', 'wmsc', 'binary', '5-minute binary', 5, 15, 1500, 'rows-30'),
  f('wmsc-binary-30', 'wmsc', 'binary', '30-minute binary', 30, 60, 3000, 'rows-30'),
  f('iam-cards-10', 'iam', 'cards', '10-minute cards', 10, 20, 520, 'decks-52'),
  f('wmsc-cards-30', 'wmsc', 'cards', '30-minute cards', 30, 60, 520, 'decks-52'),
  f('wmsc-cards-60', 'wmsc', 'cards', 'Hour cards', 60, 120, 520, 'decks-52'),
  f('wmsc-speed-cards', 'wmsc', 'cards', 'Speed cards', 5, 5, 52, 'speed-cards'),
  f('iam-names-5', 'iam', 'names', '5-minute names', 5, 15, 60, 'names-phonetic'),
  f('wmsc-names-15', 'wmsc', 'names', '15-minute names', 15, 30, 200, 'names-exact'),
  f('iam-words-5', 'iam', 'words', '5-minute words', 5, 15, 200, 'columns-20'),
  f('wmsc-words-15', 'wmsc', 'words', '15-minute words', 15, 30, 400, 'columns-20'),
  f('wmsc-dates-5', 'wmsc', 'dates', '5-minute dates', 5, 15, 140, 'dates'),
  f('iam-images-5', 'iam', 'images', '5-minute images', 5, 15, 500, 'image-rows'),
  f('wmsc-images-15', 'wmsc', 'images', '15-minute images', 15, 30, 500, 'image-rows'),
];

/** Seconds between two spoken digits: the rule's one a second. */
export const SPOKEN_PACE_S = 1;
/** Memorize time after the last digit is read, so its clip ends before recall starts. */
const SPOKEN_TAIL_S = 3;

/**
 * Spoken numbers: digits read aloud one a second (never shown), typed at recall; 5, 10 and 15
 * minutes of recall for 100, 200 and 300 digits.
 */
const SPOKEN: Format[] = [100, 200, 300].map((amount) => ({
  id: `wmsc-spoken-${amount}`,
  family: 'wmsc',
  event: 'decimal',
  name: `Spoken numbers ${amount}`,
  memorize: amount * SPOKEN_PACE_S + SPOKEN_TAIL_S,
  recall: (amount / 20) * MIN,
  amount,
  scoring: 'spoken',
}));

/** Whether a format's digits are read aloud instead of shown. */
export const isSpoken = (format: Format | undefined): boolean => format?.scoring === 'spoken';

export const FORMATS: readonly Format[] = [...SPRINTS, ...CHAMPIONSHIP, ...SPOKEN];

const byId = new Map(FORMATS.map((x) => [x.id, x]));

/** The built-in format with this id, or undefined. */
export const formatById = (id: string): Format | undefined => byId.get(id);

/** Rows (or columns, decks) of the official recall sheet: how many items one holds. */
export function sheetRowLength(scoring: FormatScoring): number | undefined {
  switch (scoring) {
    case 'rows-40':
      return 40;
    case 'rows-30':
      return 30;
    case 'decks-52':
      return 52;
    case 'columns-20':
      return 20;
    case 'image-rows':
      return 5;
    default:
      return undefined;
  }
}
