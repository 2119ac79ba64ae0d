import { requireContent, showsKey } from '../core/content.ts';
import { chunk } from '../core/format.ts';
import { resultOf } from '../core/result.ts';
import { Rng } from '../core/rng.ts';
import type { EventData, EventDefinition, ScoredItem, ScoredRow } from '../core/types.ts';
import { IMAGES_ROW } from '../settings.ts';

/** A picture: `image` URL plus a label for alt text and the result screen. */
export interface ImageRaw {
  readonly image: string;
  readonly label: string;
}

/**
 * raw: memorize order; formatted: rows of five (see `imageRows`); shuffle1: the same pictures row
 * by row, each row's pictures in a uniformly random order — recall shows the row's set and asks for
 * its order.
 */
export type ImagesData = EventData<ImageRaw, ImageRaw[], ImageRaw, never>;
/** Per slot (memorize position), the picture the athlete put there; null = empty slot. */
export type ImagesAnswer = (string | null)[];

const masked: ImageRaw = { image: '', label: '' };

/**
 * Rows of five, the remainder joining the last row (6 → one row of 6, 12 → 5 + 7), so no row is
 * ever shorter than five. The recall shows a row's own pictures and asks for their order: a row of
 * one would hand its answer over, and a row of two or three is worth guessing under the +length / −1
 * row rule; with five or more, a guess (1 in 120 at best) loses points on average.
 */
export function imageRows<T>(items: readonly T[]): T[][] {
  const rows = chunk(items, IMAGES_ROW);
  const last = rows.at(-1);
  if (rows.length > 1 && last && last.length < IMAGES_ROW) {
    rows.pop();
    rows[rows.length - 1] = [...(rows.at(-1) ?? []), ...last];
  }
  return rows;
}

/**
 * The row rule of official images (WMSC abstract images, IAM images): a row in the right order
 * scores its length (5 for a full row), a row with any picture in a wrong place costs 1, a blank
 * row scores 0. A row with gaps but no misplaced picture is incomplete, not wrong: 0. The total
 * never goes below 0.
 */
export function imageRowPoints(length: number, wrong: number, blank: number): number {
  if (wrong > 0) return -1;
  return blank === 0 ? length : 0;
}

/** Images: recall orders each row's shuffled pictures; scored row by row (see imageRowPoints). */
export const images: EventDefinition<ImagesData, ImagesAnswer> = {
  name: 'images',
  displayName: 'Images',
  prefetchMedia: true,
  headline: 'score',
  needsContent: true,

  // The row length is the rule's, not a setting: any recall order a setting could make shorter
  // would carry information about the key.
  generate({ amount, settings }, seed, content) {
    const pack = requireContent('images', content);
    const rng = new Rng(seed);
    const pool = settings.images_kind === 'abstract' ? pack.abstractImages : pack.images;
    const raw = rng.sample(pool, amount).map((item) => ({ image: item.url, label: item.label }));
    const formatted = imageRows(raw);
    // Every order of a row is equally likely, its memorize order included: an order that could
    // never come up (a derangement) would itself tell the athlete something.
    return { raw, formatted, shuffle1: formatted.flatMap((row) => rng.shuffle(row)), shuffle2: [] };
  },

  score(data, answer) {
    const items: ScoredItem[] = [];
    const rows: ScoredRow[] = [];
    let start = 0;
    data.formatted.forEach((row, r) => {
      let wrong = 0;
      let blank = 0;
      row.forEach((want, offset) => {
        const index = start + offset;
        const given = Array.isArray(answer) ? answer[index] : undefined;
        if (typeof given !== 'string' || given.trim() === '') {
          blank += 1;
          items.push({ index, verdict: 'empty', points: 0, expected: want.image, given: null, group: r });
          return;
        }
        const ok = given === want.image;
        if (!ok) wrong += 1;
        items.push({
          index,
          verdict: ok ? 'right' : 'wrong',
          points: 0,
          expected: want.image,
          given,
          group: r,
        });
      });
      rows.push({
        index: r,
        points: imageRowPoints(row.length, wrong, blank),
        max: row.length,
        errors: wrong + blank,
      });
      start += row.length;
    });
    return resultOf(items, data.raw.length, rows);
  },

  redact(data, stage) {
    if (showsKey(stage)) return data;
    return {
      ...data,
      raw: data.raw.map(() => masked),
      formatted: data.formatted.map((g) => g.map(() => masked)),
    };
  },

  perfectAnswer(data) {
    return data.raw.map((item) => item.image);
  },
};
