/** A second Arrow Right within this many ms on the last item finishes memorizing. */
export const DOUBLE_ARROW_MS = 200;

/** Memorize navigation by key: what the current item becomes, or 'finish'. */
export type MemorizeMove = { to: number } | 'finish' | null;

/**
 * Memorize keys: ←/→ move, space returns to the first item, Enter finishes, and → twice
 * within 200 ms on the last item finishes. `lastRightAt` is when the previous → was pressed.
 */
export function memorizeKey(
  key: string,
  current: number,
  count: number,
  now: number,
  lastRightAt: number | null,
): MemorizeMove {
  const last = Math.max(0, count - 1);
  switch (key) {
    case 'ArrowLeft':
      return { to: Math.max(0, current - 1) };
    case 'ArrowRight':
      if (current >= last && lastRightAt !== null && now - lastRightAt <= DOUBLE_ARROW_MS) return 'finish';
      return { to: Math.min(last, current + 1) };
    case ' ':
      return { to: 0 };
    case 'Enter':
      return 'finish';
    default:
      return null;
  }
}

/** The next item of auto-advance: loop when `repeat`, otherwise 'finish' after the last item. */
export function autoAdvanceStep(current: number, count: number, repeat: boolean): number | 'finish' {
  if (current + 1 < count) return current + 1;
  return repeat ? 0 : 'finish';
}
