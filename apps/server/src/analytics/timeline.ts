import type { MemView } from '../plugins/app/bmevent/view-buffer.ts';

/** One stretch of memorize with one item on screen, in ms from the start of memorize. */
export interface Segment {
  index: number;
  fromMs: number;
  toMs: number;
}

/**
 * The memorize timeline from the logged view changes, all on the server's clock. Memorize opens
 * on item 0 (the client starts there); each logged change inside memorize closes the stretch
 * before it; changes before or after memorize are not memorizing. Consecutive changes to the same
 * item merge, and stretches of no length are dropped.
 */
export function memTimeline(start: Date | null, end: Date | null, log: readonly MemView[]): Segment[] {
  if (!start || !end) return [];
  const from = start.getTime();
  const length = Math.max(0, end.getTime() - from);
  const changes = log
    .filter(([at, index]) => Number.isInteger(index) && index >= 0 && at > from && at < from + length)
    .sort((a, b) => a[0] - b[0]);
  const out: Segment[] = [];
  let current = 0;
  let since = 0;
  for (const [at, index] of changes) {
    if (index === current) continue;
    if (at - from > since) out.push({ index: current, fromMs: since, toMs: at - from });
    current = index;
    since = at - from;
  }
  if (length > since) out.push({ index: current, fromMs: since, toMs: length });
  return out;
}

/** Total ms each memorize item was on screen, by item index. */
export function msByIndex(segments: readonly Segment[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const s of segments) out.set(s.index, (out.get(s.index) ?? 0) + s.toMs - s.fromMs);
  return out;
}
