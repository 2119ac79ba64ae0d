import type { EventName } from '@mnemoria/events';
import type { TopLevelEntry } from '@mnemoria/protocol';

/**
 * How progress figures read on the dashboard, the profile and the chart. Blocktris is measured by
 * its fall speed (ms per row, lower is better); every other event by its score.
 */
export const NOT_AVAILABLE = 'N/A';

export const isSpeedEvent = (event: EventName) => event === 'tetris';

/** Scores are whole or half points (names and dates give half credit); never a float artefact. */
export const formatScore = (score: number) => String(Math.round(score * 2) / 2);

/** A best as the user reads it: '42', '700 ms', or N/A when there is none. */
export function formatBest(event: EventName, best: number | null | undefined): string {
  if (best === null || best === undefined) return NOT_AVAILABLE;
  return isSpeedEvent(event) ? `${best} ms` : formatScore(best);
}

/**
 * The level shown as 'Lv {level}'. Levels are stored per event on the server (they start at 1 and
 * grow by +1 / +2 per standard pass), so the number is shown as stored: converting an item amount
 * back into a level is only needed where levels are not stored. N/A until a standard session.
 */
export const formatLevel = (entry: Pick<TopLevelEntry, 'level'>) =>
  entry.level === null ? `Lv ${NOT_AVAILABLE}` : `Lv ${entry.level}`;

/** The Top Levels mark: 'score/total' for score events, 'N ms' for Blocktris, else N/A. */
export function formatMark(entry: TopLevelEntry): string {
  if (entry.amount === null) return NOT_AVAILABLE;
  if (isSpeedEvent(entry.event)) return `${entry.amount} ms`;
  return entry.totalMark === null
    ? formatScore(entry.amount)
    : `${formatScore(entry.amount)}/${formatScore(entry.totalMark)}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '5 March 2026' in the viewer's calendar: day, month name, year. */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return NOT_AVAILABLE;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return NOT_AVAILABLE;
  return `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
}

/** A local calendar day as the date inputs take it: YYYY-MM-DD. */
export function localDayOf(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
