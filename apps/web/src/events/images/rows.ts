import type { EventData } from '@mnemoria/events';

/**
 * The answer slots of each images row, from the session's own rows (`formatted`, whose shape every
 * stage keeps): rows are five pictures, the last one longer when the amount is not a multiple of
 * five, so a row's slots cannot be computed from a fixed size.
 */
export function imageRowSlots(data: EventData): number[][] {
  const rows = data.formatted as readonly (readonly unknown[])[];
  const out: number[][] = [];
  let start = 0;
  for (const row of rows) {
    out.push(Array.from({ length: row.length }, (_, i) => start + i));
    start += row.length;
  }
  return out;
}

/** The first row after `current` with an empty slot (where a full row's athlete goes next). */
export function nextOpenRow(
  rows: readonly (readonly number[])[],
  answer: readonly unknown[],
  current: number,
): number | undefined {
  for (let r = current + 1; r < rows.length; r++) {
    if ((rows[r] ?? []).some((i) => typeof answer[i] !== 'string' || answer[i] === '')) return r;
  }
  return undefined;
}
