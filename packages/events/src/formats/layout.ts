import { type DigitBlock, digitBlocks } from '../core/format.ts';
import type { EventData } from '../core/types.ts';
import { DIGIT_EVENTS, type Settings } from '../settings.ts';
import type { Format } from './catalog.ts';

/** Items per page of the official dates sheet (its numbered list, in the sheet's own order). */
export const DATES_SHEET_PAGE = 20;

/**
 * The official sheet's grouping for a format session, laid over the user's own display settings:
 * words in columns of 20 and dates in pages of the sheet. Digit rows are cut by
 * `officialDigitLayout`, images are always rows of five, cards keep the card recall layout.
 */
export function officialSettings(format: Format, settings: Settings): Settings {
  switch (format.scoring) {
    case 'columns-20':
      return { ...settings, words_group_number: 20 };
    case 'dates':
      return { ...settings, dates_group_number: DATES_SHEET_PAGE };
    default:
      return settings;
  }
}

/** Cells per row of the official numbers (40) and binary (30) sheets; undefined for other formats. */
export function officialDigitRow(format: Format): number | undefined {
  if (!(DIGIT_EVENTS as readonly string[]).includes(format.event)) return undefined;
  if (format.scoring === 'rows-40') return 40;
  if (format.scoring === 'rows-30') return 30;
  return undefined;
}

/**
 * A digit session's content re-cut into the official sheet's rows (memorize and recall show the
 * same rows, as the paper sheets do); `rowsPerBlock` stays the user's. Other data is returned as is.
 */
export function officialDigitLayout<D extends EventData>(format: Format, data: D, rowsPerBlock: number): D {
  const row = officialDigitRow(format);
  if (row === undefined) return data;
  const formatted: DigitBlock[] = digitBlocks(data.raw as string[], row, rowsPerBlock);
  return { ...data, formatted };
}
