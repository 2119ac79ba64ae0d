import type { DigitBlock, DigitEventName } from '@mnemoria/events';
import { textAt } from '../common/answer.ts';

/**
 * Binary accepts 0/1, decimal 0–9, alphabet letters (upper-cased) and digits; one per
 * cell. Returns the character to store, or null when the key is not allowed. Only the last
 * character counts (a phone keyboard may deliver the old and the new character together).
 */
export function filterCell(event: DigitEventName, typed: string): string | null {
  const ch = typed.slice(-1);
  if (event === 'binary') return /^[01]$/.test(ch) ? ch : null;
  if (event === 'decimal') return /^[0-9]$/.test(ch) ? ch : null;
  return /^[a-z0-9]$/i.test(ch) ? ch.toUpperCase() : null;
}

/** Cell positions of a block: rows of global answer indices (answers align with raw). */
export function blockIndices(blocks: readonly DigitBlock[], block: number): number[][] {
  let start = 0;
  for (let b = 0; b < block; b++) for (const row of blocks[b] ?? []) start += row.length;
  return (blocks[block] ?? []).map((row) => {
    const indices = row.map((_, i) => start + i);
    start += row.length;
    return indices;
  });
}

/** A block is answered when it has no empty cell. */
export function blockAnswered(
  answer: readonly unknown[],
  blocks: readonly DigitBlock[],
  block: number,
): boolean {
  const cells = blockIndices(blocks, block).flat();
  return cells.length > 0 && cells.every((i) => textAt(answer, i) !== '');
}

/** Split cells into visual groups of `hs` (the row's spacing setting). */
export function groupsOf<T>(cells: readonly T[], hs: number): T[][] {
  const size = Math.max(1, hs);
  const out: T[][] = [];
  for (let i = 0; i < cells.length; i += size) out.push(cells.slice(i, i + size));
  return out;
}
