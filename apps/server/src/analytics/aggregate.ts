import type { ItemStat } from '@mnemoria/protocol';
import { msByIndex, type Segment } from './timeline.ts';
import type { SessionUnits } from './units.ts';

interface Tally {
  shown: number;
  errors: number;
  ms: number;
}

/** Sums units over sessions: each time a unit appears in a session it was shown once. */
export class ItemTally {
  private readonly byItem = new Map<string, Tally>();

  /**
   * One session: a memorize item's time on screen is shared equally among its units (the server
   * knows which item was highlighted, not where the eyes were inside it).
   */
  add(units: SessionUnits, count: number, segments: readonly Segment[]) {
    const ms = msByIndex(segments);
    for (let i = 0; i < count; i++) {
      const list = units.units(i);
      const share = list.length ? (ms.get(i) ?? 0) / list.length : 0;
      for (const u of list) {
        const t = this.byItem.get(u.item) ?? { shown: 0, errors: 0, ms: 0 };
        t.shown += 1;
        if (u.wrong) t.errors += 1;
        t.ms += share;
        this.byItem.set(u.item, t);
      }
    }
  }

  /** Items, weakest first (then by name, so equal scores keep one order). */
  stats(): ItemStat[] {
    const rows = [...this.byItem].map(([item, t]) => ({
      item,
      shown: t.shown,
      errors: t.errors,
      msPerView: Math.round(t.ms / t.shown),
    }));
    const median = medianOf(rows.map((r) => r.msPerView));
    return rows
      .map((r) => ({ ...r, weakness: weakness(r.errors / r.shown, r.msPerView, median) }))
      .sort((a, b) => b.weakness - a.weakness || a.item.localeCompare(b.item));
  }
}

function medianOf(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * 0–100: half from the error rate, half from slowness — time per view against the median item,
 * where the median scores a quarter and twice the median or slower scores the full half. So an
 * item never missed at median speed scores 25, one always missed and twice as slow 100.
 */
export function weakness(errorRate: number, msPerView: number, medianMs: number): number {
  const slowness = medianMs > 0 ? Math.min(1, msPerView / (2 * medianMs)) : 0;
  return Math.round(50 * errorRate + 50 * slowness);
}
