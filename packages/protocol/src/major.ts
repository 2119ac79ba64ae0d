/**
 * The Major System's wire format: the digit ↔ letter mapping (the same text the page's editor
 * shows and keeps in localStorage) and the queries and answers of /api/major/number and
 * /api/major/words.
 */
import { z } from 'zod';
import { MAJOR_MAX_PAGE, MAJOR_MAX_WORD_LENGTH, parseMajorMapping } from './major-mapping.ts';

export * from './major-mapping.ts';

export const MAJOR_BY = ['sound', 'spelling'] as const;
export type MajorBy = (typeof MAJOR_BY)[number];

const bySchema = z.enum(MAJOR_BY, { error: "by must be 'sound' or 'spelling'" }).default('sound');

const mapSchema = z
  .string({ error: 'map must be one text: the ten letter groups separated by ;' })
  .max(400, 'map is too long')
  .transform((text, ctx) => {
    const result = parseMajorMapping(text);
    if (result.ok) return result.mapping;
    ctx.addIssue({ code: 'custom', message: result.error });
    return z.NEVER;
  })
  .optional();

export const majorNumberQuerySchema = z.object({
  word: z
    .string({ error: 'word is required: the word (or words) to turn into a number' })
    .trim()
    .min(1, 'word is required: the word (or words) to turn into a number')
    .max(MAJOR_MAX_WORD_LENGTH, `word must be at most ${MAJOR_MAX_WORD_LENGTH} characters`)
    .regex(/^[A-Za-z][A-Za-z' -]*$/, 'word may only hold letters a-z, spaces, hyphens and apostrophes'),
  by: bySchema,
  map: mapSchema,
});
export type MajorNumberQuery = z.infer<typeof majorNumberQuerySchema>;

export const majorWordsQuerySchema = z.object({
  digits: z
    .string({ error: 'digits is required: 1 to 3 digits 0-9' })
    .regex(/^[0-9]{1,3}$/, 'digits must be 1 to 3 digits 0-9'),
  by: bySchema,
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(MAJOR_MAX_PAGE, `page must be at most ${MAJOR_MAX_PAGE}`)
    .default(1),
  map: mapSchema,
});
export type MajorWordsQuery = z.infer<typeof majorWordsQuerySchema>;

/** One counted letter group (by spelling) or consonant sound (ARPAbet, by sound) and its digit. */
export type MajorPart = { letters: string; digit: string } | { sound: string; digit: string };

export interface MajorNumberData {
  word: string;
  /** Every digit of the word, however many; '' when nothing in it is mapped. */
  number: string;
  parts: MajorPart[];
  /** By sound: the numbers of the word's other pronunciations ('either': EE-ther or EYE-ther). */
  otherNumbers?: string[];
  /** Why (part of) a custom mapping could not apply to sounds. */
  notes?: string[];
}

export type MajorWordKind = 'noun' | 'proper' | 'pronoun';

export interface MajorWord {
  word: string;
  number: string;
  kind: MajorWordKind;
  /** True for things you can see or touch (animals, objects, food, people, body parts, …). */
  concrete: boolean;
  /** Occurrences per million words of film subtitles (SUBTLEXus); 0 when unlisted. */
  perMillion: number;
}

export interface MajorWordsData {
  words: MajorWord[];
  total: number;
  page: number;
  pages: number;
  notes?: string[];
}
