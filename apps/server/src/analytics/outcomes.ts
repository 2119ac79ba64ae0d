import type { ScoredItem } from '@mnemoria/events';

/**
 * The outcome of each recall item in a few bytes, stored in a finished session's result as
 * `misses`: how many items there are and which were not right (wrong or blank). The per-item
 * analytics need no more, and without it names would be scored again, name by name (spellings
 * compared), for every session of every read.
 */
export interface StoredMisses {
  n: number;
  at: number[];
}

export function missesOf(items: readonly unknown[]): StoredMisses {
  const at: number[] = [];
  items.forEach((it, i) => {
    const item = it as Partial<ScoredItem>;
    if (item.verdict !== 'right') at.push(typeof item.index === 'number' ? item.index : i);
  });
  return { n: items.length, at };
}

const isMisses = (value: unknown): value is StoredMisses =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as StoredMisses).n === 'number' &&
  Array.isArray((value as StoredMisses).at);

/**
 * Right or not per recall index, from the stored misses (null when the result has none: older
 * results, whose answer is then scored again). Only `index` and `verdict` are meaningful.
 */
export function storedVerdicts(result: unknown): ScoredItem[] | null {
  const misses = (result as { misses?: unknown } | null)?.misses;
  if (!isMisses(misses)) return null;
  const missed = new Set(misses.at);
  return Array.from({ length: misses.n }, (_, index) => ({
    index,
    verdict: missed.has(index) ? 'wrong' : 'right',
    points: 0,
    expected: '',
    given: null,
  }));
}
