/**
 * Shared engine of the three character events (binary, decimal, alphabet): random characters laid
 * out in scoring rows and recall blocks, scored by the WMSC half-row rule.
 */
import { type DigitBlock, digitBlocks } from '../core/format.ts';
import { resultOf } from '../core/result.ts';
import { Rng } from '../core/rng.ts';
import type { EventData, EventDefinition, ScoredItem, ScoredRow, ScoreResult, Stage } from '../core/types.ts';
import type { DigitEventName } from '../settings.ts';

/** raw: one character per cell; formatted: blocks of rows of cells (shown as 'Block N'). */
export type DigitData = EventData<string, DigitBlock>;
/** One typed character per cell, aligned with `raw`; null or '' is a blank cell. */
export type DigitAnswer = (string | null)[];

export interface DigitEventOptions {
  readonly name: DigitEventName;
  readonly displayName: string;
  readonly alphabet: string;
  /** Cells per scoring row (WMSC: binary 30; decimal uses USAMC's 20 so rows fit a phone). */
  readonly rowLength: number;
}

/**
 * WMSC row rule: a row with no error scores its length, one error (a blank counts) half of it rounded
 * up, two or more nothing. Monotone: fixing a cell never lowers a row.
 */
export function rowPoints(length: number, errors: number): number {
  if (errors === 0) return length;
  return errors === 1 ? Math.ceil(length / 2) : 0;
}

function maskCells(data: DigitData): DigitData {
  return {
    raw: data.raw.map(() => ''),
    formatted: data.formatted.map((block) => block.map((row) => row.map(() => ''))),
    shuffle1: [],
    shuffle2: [],
  };
}

export function makeDigitEvent(options: DigitEventOptions): EventDefinition<DigitData, DigitAnswer> {
  const chars = [...options.alphabet];
  const { rowLength } = options;
  // Alphabet recall is typed upper case; binary/decimal are unaffected.
  const canon = (value: string) => value.trim().toUpperCase();

  return {
    name: options.name,
    displayName: options.displayName,
    prefetchMedia: false,
    headline: 'score',
    needsContent: false,

    generate({ amount, settings }, seed) {
      const rng = new Rng(seed);
      const raw = Array.from({ length: Math.max(0, amount) }, () => rng.pick(chars));
      const vs = settings[`${options.name}_format`].vs;
      return { raw, formatted: digitBlocks(raw, rowLength, vs), shuffle1: [], shuffle2: [] };
    },

    score(data, answer): ScoreResult {
      const items: ScoredItem[] = [];
      const rows: ScoredRow[] = [];
      for (let start = 0; start < data.raw.length; start += rowLength) {
        const row = rows.length;
        const cells = data.raw.slice(start, start + rowLength);
        let errors = 0;
        cells.forEach((want, offset) => {
          const index = start + offset;
          const given = Array.isArray(answer) ? answer[index] : undefined;
          if (typeof given !== 'string' || given.trim() === '') {
            errors++;
            items.push({ index, group: row, verdict: 'empty', points: 0, expected: want, given: null });
            return;
          }
          const ok = canon(given) === want;
          if (!ok) errors++;
          items.push({
            index,
            group: row,
            verdict: ok ? 'right' : 'wrong',
            points: ok ? 1 : 0,
            expected: want,
            given,
          });
        });
        rows.push({ index: row, points: rowPoints(cells.length, errors), max: cells.length, errors });
      }
      return resultOf(items, data.raw.length, rows);
    },

    redact(data, stage: Stage) {
      return stage === 'mem' || stage === 'res' ? data : maskCells(data);
    },

    perfectAnswer(data) {
      return data.raw.slice();
    },
  };
}
