import { groupRange, textAt, withEntry } from '../events/common/answer.ts';

/**
 * Answer-slot rules shared by the picture and sound pickers: a picked item fills a slot,
 * double-click clears it, and a placed item leaves the picker until its slot is cleared.
 */

/** Which pool entries are hidden because the answer uses them (counted, so repeats stay right). */
export function hiddenInPool(pool: readonly string[], answer: readonly unknown[]): boolean[] {
  const used = new Map<string, number>();
  for (let i = 0; i < answer.length; i++) {
    const url = textAt(answer, i);
    if (url) used.set(url, (used.get(url) ?? 0) + 1);
  }
  return pool.map((url) => {
    const left = used.get(url) ?? 0;
    if (left <= 0) return false;
    used.set(url, left - 1);
    return true;
  });
}

/** The first empty slot among `indices`, or undefined when all are filled. */
export function firstEmpty(answer: readonly unknown[], indices: readonly number[]): number | undefined {
  return indices.find((i) => textAt(answer, i) === '');
}

/** The first empty slot at or after `from`, wrapping round; undefined when every slot is filled. */
export function nextEmpty(answer: readonly unknown[], from: number, total: number): number | undefined {
  for (let k = 0; k < total; k++) {
    const i = (from + k) % total;
    if (textAt(answer, i) === '') return i;
  }
  return undefined;
}

/** A copy of `answer` with slot `index` emptied (the item goes back to the picker). */
export function clearSlot(answer: readonly unknown[], index: number): unknown[] {
  return withEntry(answer, index, null);
}

/**
 * Images/cards pick: put `url` into slot `slot` of group `group` (groups of `size` over `total`
 * slots). A pick that names no real slot is a bug in the caller: logged ('Invalid group or slot') and
 * ignored, so the answer is never corrupted.
 */
export function placeInGroup(
  answer: readonly unknown[],
  group: number,
  slot: number | undefined,
  url: string,
  size: number,
  total: number,
): unknown[] | null {
  const slots = groupRange(group, size, total);
  if (slot === undefined || !Number.isInteger(slot) || slot < 0 || slot >= slots.length || !url) {
    console.error('Invalid group or slot');
    return null;
  }
  return withEntry(answer, slots[slot] as number, url);
}

/** Sounds/echopic place: into slot `current` when empty, else the next empty one; null when full. */
export function placeSound(
  answer: readonly unknown[],
  current: number,
  url: string,
  total: number,
): { answer: unknown[]; slot: number } | null {
  const slot = nextEmpty(answer, Math.max(0, current), total);
  if (slot === undefined || !url) return null;
  return { answer: withEntry(answer, slot, url), slot };
}

/** The first group after `current` with an empty slot (where a full group's athlete goes next). */
export function nextOpenGroup(answer: readonly unknown[], current: number, size: number, total: number) {
  for (let g = current + 1; g * size < total; g++)
    if (firstEmpty(answer, groupRange(g, size, total)) !== undefined) return g;
  return undefined;
}
