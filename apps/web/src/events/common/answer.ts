/** A fresh answer array of `length` blanks (null = untouched slot, as the protocol allows). */
export function blanks(length: number): (string | null)[] {
  return Array.from({ length }, () => null);
}

/** The string at `index`, or '' for a blank or a value of the wrong type. */
export function textAt(answer: readonly unknown[], index: number): string {
  const value = answer[index];
  return typeof value === 'string' ? value : '';
}

/** A copy of `answer` with `index` set (answer arrays are treated as immutable). */
export function withEntry(answer: readonly unknown[], index: number, value: string | null): unknown[] {
  const next = answer.slice();
  while (next.length <= index) next.push(null);
  next[index] = value;
  return next;
}

/** Indices [start, start + size) clipped to `total`: the slots of group `group`. */
export function groupRange(group: number, size: number, total: number): number[] {
  const start = group * size;
  const end = Math.min(total, start + size);
  return Array.from({ length: Math.max(0, end - start) }, (_, i) => start + i);
}

/** Words: a group is complete when every entry is non-empty after trimming. */
export function allFilled(answer: readonly unknown[], indices: readonly number[]): boolean {
  return indices.length > 0 && indices.every((i) => textAt(answer, i).trim() !== '');
}

/** Dates: a group counts only when every year has all 4 digits. */
export function allYears(answer: readonly unknown[], indices: readonly number[]): boolean {
  return indices.length > 0 && indices.every((i) => /^\d{4}$/.test(textAt(answer, i)));
}
