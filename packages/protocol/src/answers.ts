import { type EventName, GRID_COLS, GRID_ROWS, PIECE_NAMES } from '@mnemoria/events';
import { z } from 'zod';
import { wellFormedString } from './input.ts';

/**
 * Answer shapes per event, aligned with the engine's answer types (see docs/events.md). Every
 * entry may be null (an untouched slot). Lengths are capped generously: far above any level a
 * human reaches, low enough that a hostile payload cannot make scoring slow.
 */
export const MAX_ANSWER_ENTRIES = 20_000;
const MAX_TEXT = 200;
const MAX_URL = 1_000;

const list = <T extends z.ZodType>(entry: T, max = MAX_ANSWER_ENTRIES) =>
  z.array(entry.nullable()).max(max, `an answer holds at most ${max} entries`);

const cell = (pattern: RegExp, message: string) => z.string().regex(pattern, message);
/**
 * A cell holding one of `chars`, or '' (blank). A set lookup: a digit answer arrives whole, five
 * times a second per player, and a pattern run on each of its hundreds of cells cost three times as
 * much. Anything else (another string, a number) gets `message`.
 */
const charCell = (chars: string, message: string) =>
  z.enum(['', ...chars] as [string, ...string[]], { error: message });
const DIGITS = '0123456789';
const text = wellFormedString().max(MAX_TEXT, `a typed answer is at most ${MAX_TEXT} characters`);
const url = wellFormedString().max(MAX_URL, 'a media reference is too long');

/** One character per cell (binary 0/1, decimal 0-9, alphabet letters and digits); '' = blank. */
export const binaryAnswerSchema = list(charCell('01', 'a binary cell holds 0 or 1'));
export const decimalAnswerSchema = list(charCell(DIGITS, 'a decimal cell holds one digit 0-9'));
export const alphabetAnswerSchema = list(
  charCell(
    `ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz${DIGITS}`,
    'an alphabet cell holds one letter or digit',
  ),
);
/** Typed names per face in recall order (shuffle1). */
export const namesAnswerSchema = list(text);
export const animalsAnswerSchema = list(text);
/** Words per numbered entry. */
export const wordsAnswerSchema = list(text);
/** Media URL (cards also accept the card id) per slot; echopic: per picture of shuffle1. */
export const cardsAnswerSchema = list(url);
export const imagesAnswerSchema = list(url);
export const soundsAnswerSchema = list(url);
export const echopicAnswerSchema = list(url);
/** Year per event text in recall order (digits only, at most 4). */
export const datesAnswerSchema = list(cell(/^\d{0,4}$/, 'a year is at most 4 digits'));

/** One biography card as typed: name, country, 10 single-digit phone inputs, 3 hobbies. */
export const biographyEntrySchema = z.object({
  name: text.nullish(),
  country: text.nullish(),
  phone: z
    .array(charCell(DIGITS, 'a phone input holds one digit').nullable())
    .max(10, 'a phone has 10 digits')
    .nullish(),
  hobbies: z.array(text.nullable()).max(3, 'a card has 3 hobbies').nullish(),
});
export const biographyAnswerSchema = list(biographyEntrySchema, 1_000);

/** A placed Blocktris piece: family, rotation index, top-left of its bounding box inside the 20×10 grid. */
export const placedPieceSchema = z.object({
  name: z.enum(PIECE_NAMES, { error: `a piece is one of ${PIECE_NAMES.join(', ')}` }),
  rotation: z.int().min(0, 'rotation is 0-3').max(3, 'rotation is 0-3'),
  row: z
    .int()
    .min(0, 'row is inside the grid')
    .max(GRID_ROWS - 1, 'row is inside the grid'),
  col: z
    .int()
    .min(0, 'col is inside the grid')
    .max(GRID_COLS - 1, 'col is inside the grid'),
});
export const tetrisAnswerSchema = list(placedPieceSchema, 200);

/** The answer schema of every event; a missing event is a type error. */
export const answerSchemas = {
  binary: binaryAnswerSchema,
  decimal: decimalAnswerSchema,
  alphabet: alphabetAnswerSchema,
  names: namesAnswerSchema,
  biography: biographyAnswerSchema,
  cards: cardsAnswerSchema,
  echopic: echopicAnswerSchema,
  sounds: soundsAnswerSchema,
  images: imagesAnswerSchema,
  animals: animalsAnswerSchema,
  tetris: tetrisAnswerSchema,
  words: wordsAnswerSchema,
  dates: datesAnswerSchema,
} satisfies Record<EventName, z.ZodType>;

/** Parsed answer of one event. */
export type AnswerInput<N extends EventName> = z.infer<(typeof answerSchemas)[N]>;

/** Validate an answer for `event`; on failure the error lists each bad entry's path and reason. */
export function parseAnswer<N extends EventName>(event: N, answer: unknown) {
  return answerSchemas[event].safeParse(answer) as z.ZodSafeParseResult<AnswerInput<N>>;
}
