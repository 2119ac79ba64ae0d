/**
 * DSP building blocks shared by the instrument and effect recipes of synth.ts: the seeded PRNG (so a
 * sound is byte-identical on every run), the sample buffer, envelopes, band-limited oscillators and
 * the two filters.
 */
import { SAMPLE_RATE as SR } from './wav.ts';

export { SR };
export const TAU = Math.PI * 2;
export const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** mulberry32: small, fast, deterministic. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

export class Track {
  readonly data: Float32Array;
  constructor(seconds: number) {
    this.data = new Float32Array(Math.round(seconds * SR));
  }
  get seconds() {
    return this.data.length / SR;
  }
  /** Adds fn(t) for t in [start, start + dur) seconds. */
  add(start: number, dur: number, fn: (t: number, i: number) => number): void {
    const i0 = Math.max(0, Math.round(start * SR));
    const i1 = Math.min(this.data.length, Math.round((start + dur) * SR));
    for (let i = i0; i < i1; i++) this.data[i] = (this.data[i] ?? 0) + fn((i - i0) / SR, i - i0);
  }
}

/** Linear attack, hold to `dur`, exponential release. */
export const adsr = (t: number, dur: number, attack: number, release: number) =>
  (t < attack ? t / attack : 1) * (t > dur ? Math.exp(-(t - dur) / release) : 1);

/** Band-limited sawtooth-like sum; `bright(n)` weights harmonic n. */
export function harmonics(phase: number, f: number, count: number, weight: (n: number) => number): number {
  let s = 0;
  for (let n = 1; n <= count && n * f < SR / 2.2; n++) s += weight(n) * Math.sin(phase * n);
  return s;
}

/** Band-limited pulse wave of the given duty cycle (0.5 = square) at phase `phase` (radians). */
export function pulse(phase: number, f: number, duty = 0.5): number {
  let s = 0;
  for (let n = 1; n * f < SR / 2.2 && n <= 60; n++)
    s += (Math.sin(n * Math.PI * duty) / n) * Math.cos(n * phase);
  return (4 / Math.PI) * s;
}

/** Two-pole resonant band-pass (RBJ, constant peak gain), coefficients settable per sample. */
export class BandPass {
  private x1 = 0;
  private x2 = 0;
  private y1 = 0;
  private y2 = 0;
  run(x: number, freq: number, q: number): number {
    const w = (TAU * Math.min(freq, SR * 0.45)) / SR;
    const alpha = Math.sin(w) / (2 * q);
    const a0 = 1 + alpha;
    const y = (alpha * x - alpha * this.x2 - -2 * Math.cos(w) * this.y1 - (1 - alpha) * this.y2) / a0;
    this.x2 = this.x1;
    this.x1 = x;
    this.y2 = this.y1;
    this.y1 = y;
    return y;
  }
}

export class OnePole {
  private y = 0;
  low(x: number, cutoff: number): number {
    const a = 1 - Math.exp((-TAU * cutoff) / SR);
    this.y += a * (x - this.y);
    return this.y;
  }
}

/** Renders one effect recipe; `rand` is the recipe's seeded PRNG. */
export type EffectRenderer = (rand: () => number) => Track;

export const noise = (rand: () => number) => rand() * 2 - 1;

export function hit(track: Track, at: number, dur: number, fn: (t: number) => number) {
  track.add(at, dur, fn);
}
