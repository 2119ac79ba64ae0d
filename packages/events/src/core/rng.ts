import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/** A session seed: the server stores it so versus players and audits re-derive identical content. */
export type Seed = number | string;

/** FNV-1a over the UTF-16 code units, so string seeds (e.g. a session id) map to a stable 32-bit int. */
export function hashSeed(seed: Seed): number {
  if (typeof seed === 'number') {
    // Non-integers and huge numbers are folded so any finite number is a valid seed.
    return Number.isFinite(seed) ? (Math.trunc(seed) % 0x1_0000_0000) | 0 : 0;
  }
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/**
 * A small mutable wrapper over pure-rand's xoroshiro128+. Each `generate` call creates its own
 * instance from the seed, so generation stays a pure function of (settings, seed, content).
 */
export class Rng {
  private readonly gen: RandomGenerator;

  constructor(seed: Seed) {
    this.gen = xoroshiro128plus(hashSeed(seed));
  }

  /** Uniform integer in [from, to], both included. */
  int(from: number, to: number): number {
    return uniformInt(this.gen, from, to);
  }

  pick<T>(list: readonly T[]): T {
    const item = list[this.int(0, list.length - 1)];
    if (item === undefined) throw new Error('Rng.pick on an empty list');
    return item;
  }

  /** A new array in Fisher–Yates order; the input is left untouched. */
  shuffle<T>(list: readonly T[]): T[] {
    const out = list.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const a = out[i] as T;
      out[i] = out[j] as T;
      out[j] = a;
    }
    return out;
  }

  /**
   * `count` distinct indices in [0, size) in random order. A lazy Fisher–Yates over a virtual array
   * keeps it O(count) even for pools of millions (name combinations, dated events).
   * When count exceeds size the pool is walked again in a fresh order, so repeats are as far apart
   * as possible (documented: only events whose amount outgrows their pool ever repeat).
   */
  distinctIndices(size: number, count: number): number[] {
    if (size <= 0) return [];
    const out: number[] = [];
    while (out.length < count) {
      const swapped = new Map<number, number>();
      const take = Math.min(size, count - out.length);
      for (let i = 0; i < take; i++) {
        const j = this.int(i, size - 1);
        const atJ = swapped.get(j) ?? j;
        swapped.set(j, swapped.get(i) ?? i);
        out.push(atJ);
      }
    }
    return out;
  }

  /** `count` items drawn without replacement (see `distinctIndices` for the over-size case). */
  sample<T>(list: readonly T[], count: number): T[] {
    return this.distinctIndices(list.length, count).map((i) => list[i] as T);
  }
}
