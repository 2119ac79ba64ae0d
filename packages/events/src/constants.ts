/**
 * The product's business constants as pure functions, kept exactly as the product defines them.
 * How each is used is recorded in docs/events.md ("Constants").
 */
import type { EventName } from './names.ts';

/**
 * Expected event length for count n. We read n as the standard-mode level, so this is
 * the number of items at level n (binary level 1 = 30 digits). Tetris is 0: its length is not
 * item-driven (see `tetrisBlockCount`).
 */
export function expectedEventLength(event: EventName, n: number): number {
  switch (event) {
    case 'biography':
      return Math.ceil(n / 5);
    case 'sounds':
    case 'echopic':
    case 'images':
      return 2 * n + 4;
    case 'binary':
      return 10 * n + 20;
    case 'decimal':
    case 'cards':
    case 'alphabet':
      return 6 * n + 6;
    case 'names':
    case 'animals':
    case 'words':
    case 'dates':
      return 2 * n + 3;
    case 'tetris':
      return 0;
  }
}

/** Lengths of the two data arrays `contentSize` reads. */
export interface DataLengths {
  readonly raw: readonly unknown[];
  readonly formatted: readonly unknown[];
}

/**
 * Content size: biography formatted length × 15 (15 scored fields per person), tetris
 * formatted length (blocks), others raw length. It is the session's stored `amount` and the `max`
 * of every score.
 */
export function contentSize(event: EventName, data: DataLengths): number {
  if (event === 'biography') return data.formatted.length * 15;
  if (event === 'tetris') return data.formatted.length;
  return data.raw.length;
}

/**
 * Level display conversion, kept exactly as the product defines it. `amount` is the session's item amount
 * (persons for biography, blocks for tetris). Used for the "amount" figure beside a level in
 * Top Levels. Note biography wraps to 0 extra fields every 5th level; that is intended.
 */
export function levelDisplay(event: EventName, level: number, amount: number): number {
  switch (event) {
    case 'biography':
      return (level % 5) * 3 + (amount - 1) * 15;
    case 'sounds':
    case 'images':
      return amount - 2;
    case 'binary':
      return amount - 10;
    case 'decimal':
    case 'cards':
    case 'alphabet':
      return amount - 6;
    case 'names':
    case 'animals':
    case 'words':
    case 'dates':
      return amount - 3;
    case 'echopic':
      return amount - 4;
    case 'tetris':
      return Math.round(amount * 0.8);
  }
}

/**
 * Blocktris fall speed at level L in ms per row: round(1000 × 0.93^(L−1)). Exactly as written, so it
 * reaches 0 ms (instant drop) from level 106 on.
 */
export function blocktrisSpeed(level: number): number {
  return Math.round(1000 * 0.93 ** (level - 1));
}

/**
 * Standard-mode pass mark in percent (score / max). 80 %: the two-step gain (+1 on pass, +2 at
 * 100 %) only means something if a pass with mistakes exists, and 80 % lets one slip in five items
 * through at the small early levels while still demanding mostly-perfect recall as levels grow.
 */
export const PASS_THRESHOLD = 80;

/** Standard-mode evaluation of a finished session. */
export function evaluateStandard(percent: number): 'passed' | 'failed' {
  return percent >= PASS_THRESHOLD ? 'passed' : 'failed';
}

/** Level gain: +2 at 100 %, +1 on any other pass, 0 on a fail. */
export function levelGain(percent: number): number {
  if (percent >= 100) return 2;
  return evaluateStandard(percent) === 'passed' ? 1 : 0;
}
