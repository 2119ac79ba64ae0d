import { doubleMetaphone } from 'double-metaphone';

/**
 * Official championship scoring, pure: each function takes the expected items and what was
 * written (null or '' is a blank) and returns points. The rule texts these follow are quoted in
 * docs/formats.md; the tests beside this file take their cases from them.
 */

export type Given = readonly (string | null | undefined)[];

export interface OfficialRow {
  /** 0-based row (or column, or deck) number. */
  readonly index: number;
  readonly points: number;
  readonly max: number;
  readonly errors: number;
}

export interface OfficialScore {
  readonly score: number;
  readonly max: number;
  readonly rows?: readonly OfficialRow[];
}

const blank = (v: string | null | undefined) => typeof v !== 'string' || v.trim() === '';
const same = (want: string, got: string | null | undefined) =>
  !blank(got) && (got as string).trim().toLowerCase() === want.trim().toLowerCase();

/**
 * WMSC row rule (numbers rows of 40, binary rows of 30, words columns of 20, card decks of 52): a
 * row with no error scores its length, one error (a blank counts) half of it rounded up, two or
 * more nothing. The last row may be partial: only the items up to the last one written count
 * (the athlete's declared end), so a half-done last row is scored on what was attempted.
 */
export function scoreRows(
  expected: readonly string[],
  given: Given,
  rowLength: number,
  match: (want: string, got: string | null | undefined) => boolean = same,
): OfficialScore {
  let attempted = 0;
  for (let i = 0; i < expected.length; i++) if (!blank(given[i])) attempted = i + 1;
  const rows: OfficialRow[] = [];
  for (let start = 0; start < attempted; start += rowLength) {
    const end = Math.min(start + rowLength, attempted);
    let errors = 0;
    for (let i = start; i < end; i++) if (!match(expected[i] as string, given[i])) errors++;
    const length = end - start;
    const points = errors === 0 ? length : errors === 1 ? Math.ceil(length / 2) : 0;
    rows.push({ index: rows.length, points, max: length, errors });
  }
  return { score: rows.reduce((s, r) => s + r.points, 0), max: expected.length, rows };
}

/** Historic / future dates: +1 for a right year, −0.5 for a wrong one, blank 0, never below 0. */
export function scoreDates(expected: readonly string[], given: Given): OfficialScore {
  let raw = 0;
  expected.forEach((want, i) => {
    if (blank(given[i])) return;
    raw += same(want, given[i]) ? 1 : -0.5;
  });
  return { score: Math.max(0, raw), max: expected.length };
}

/** Whether two spellings sound the same (Double Metaphone: any of the two codes in common). */
export function soundsAlike(a: string, b: string): boolean {
  const [a1, a2] = doubleMetaphone(a.trim());
  const [b1, b2] = doubleMetaphone(b.trim());
  if (!a1 || !b1) return false;
  return a1 === b1 || a1 === b2 || a2 === b1 || a2 === b2;
}

/**
 * Names and faces, one point per right first name and per right surname. `phonetic` (IAM and the
 * older national rules) gives half a point for a misspelling that sounds right; the WMSC rule
 * since 2013 does not. The total rounds up to a whole point (WMSC) or stays in halves.
 */
export function scoreNames(
  expected: readonly string[],
  given: Given,
  opts: { phonetic: boolean },
): OfficialScore {
  let raw = 0;
  expected.forEach((want, i) => {
    const got = given[i];
    if (blank(got)) return;
    if (same(want, got)) raw += 1;
    else if (opts.phonetic && soundsAlike(want, got as string)) raw += 0.5;
  });
  return { score: opts.phonetic ? raw : Math.ceil(raw), max: expected.length };
}

/** Spoken numbers: the digits right up to the first error (a blank is an error). */
export function scoreToFirstMistake(expected: readonly string[], given: Given): OfficialScore {
  let n = 0;
  while (n < expected.length && same(expected[n] as string, given[n])) n++;
  return { score: n, max: expected.length };
}

/**
 * Speed cards: cards count up to the first discrepancy; a perfect deck is ranked by its
 * memorize time to the hundredth of a second, and an imperfect one counts as 300 s.
 */
export function scoreSpeedCards(
  expected: readonly string[],
  given: Given,
  memorizeMs: number,
): OfficialScore & { seconds: number } {
  const { score, max } = scoreToFirstMistake(expected, given);
  const perfect = score === max && max > 0;
  const seconds = perfect ? Math.round(memorizeMs / 10) / 100 : 300;
  return { score, max, seconds };
}

/**
 * Images in rows of five (WMSC abstract images, IAM 5-minute images): +5 for a fully right row,
 * −1 for a row with any error, 0 for a blank row; the total never goes below 0.
 */
export function scoreImageRows(expected: readonly string[], given: Given, rowLength = 5): OfficialScore {
  const rows: OfficialRow[] = [];
  for (let start = 0; start < expected.length; start += rowLength) {
    const end = Math.min(start + rowLength, expected.length);
    let errors = 0;
    let written = 0;
    for (let i = start; i < end; i++) {
      if (!blank(given[i])) written++;
      if (!same(expected[i] as string, given[i])) errors++;
    }
    const points = written === 0 ? 0 : errors === 0 ? end - start : -1;
    rows.push({ index: rows.length, points, max: end - start, errors });
  }
  const raw = rows.reduce((s, r) => s + r.points, 0);
  return { score: Math.max(0, raw), max: expected.length, rows };
}

/**
 * Words in columns of 20 under the row rule, except that a misspelt word (one that sounds right)
 * scores nothing itself but is not an error that halves or cancels its column.
 */
export function scoreWordColumns(
  expected: readonly string[],
  given: Given,
  columnLength = 20,
): OfficialScore {
  const misspelt = (want: string, got: string | null | undefined) =>
    !blank(got) && !same(want, got) && soundsAlike(want, got as string);
  const ruled = scoreRows(
    expected,
    given,
    columnLength,
    (want, got) => same(want, got) || misspelt(want, got),
  );
  const rows = (ruled.rows ?? []).map((r) => {
    let lost = 0;
    for (let i = r.index * columnLength; i < r.index * columnLength + r.max; i++)
      if (misspelt(expected[i] as string, given[i])) lost++;
    return { ...r, points: r.points === 0 ? 0 : Math.max(0, r.points - lost) };
  });
  return { score: rows.reduce((s, r) => s + r.points, 0), max: expected.length, rows };
}
