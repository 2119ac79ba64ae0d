import { describe, expect, it } from 'vitest';
import { SOUND_SPECS } from '../../src/media/manifest.ts';
import { synthesize } from '../../src/media/synth.ts';
import { SAMPLE_RATE } from '../../src/media/wav.ts';

/** In-place radix-2 FFT. */
function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      const [r, m] = [re[i] ?? 0, im[i] ?? 0];
      re[i] = re[j] ?? 0;
      im[i] = im[j] ?? 0;
      re[j] = r;
      im[j] = m;
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const ang = (-2 * Math.PI) / len;
    for (let i = 0; i < n; i += len)
      for (let k = 0; k < len / 2; k++) {
        const a = i + k;
        const b = a + len / 2;
        const wr = Math.cos(ang * k);
        const wi = Math.sin(ang * k);
        const xr = (re[b] ?? 0) * wr - (im[b] ?? 0) * wi;
        const xi = (re[b] ?? 0) * wi + (im[b] ?? 0) * wr;
        re[b] = (re[a] ?? 0) - xr;
        im[b] = (im[a] ?? 0) - xi;
        re[a] = (re[a] ?? 0) + xr;
        im[a] = (im[a] ?? 0) + xi;
      }
  }
}

const FRAMES = 24;
const BANDS = 24;
const N = 1024;
const EDGES = Array.from({ length: BANDS + 1 }, (_, i) =>
  Math.round(2 + (N / 2 - 2) * ((2 ** ((i / BANDS) * 8) - 1) / 255)),
);

/** A coarse log spectrogram (24 frames over 2 s × 24 log-spaced bands). */
function features(x: Float32Array): number[] {
  const v: number[] = [];
  for (let f = 0; f < FRAMES; f++) {
    const start = Math.floor((f / FRAMES) * 2 * SAMPLE_RATE);
    const re = new Float64Array(N);
    const im = new Float64Array(N);
    for (let i = 0; i < N; i++) re[i] = (x[start + i] ?? 0) * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / N));
    fft(re, im);
    for (let b = 0; b < BANDS; b++) {
      let e = 0;
      const lo = EDGES[b] ?? 0;
      const hi = Math.max(lo + 1, EDGES[b + 1] ?? 0);
      for (let k = lo; k < hi; k++) e += (re[k] ?? 0) ** 2 + (im[k] ?? 0) ** 2;
      v.push(Math.log10(e + 1e-6));
    }
  }
  return v;
}

describe('synthesised sounds', () => {
  it('are deterministic', () => {
    const spec = SOUND_SPECS.find((s) => s.recipe.type === 'effect' && s.recipe.effect === 'thunder-rumble');
    expect(spec).toBeDefined();
    if (!spec) return;
    expect(synthesize(spec.recipe)).toEqual(synthesize(spec.recipe));
  });

  it('are all clearly apart from each other (no near-duplicate spectrograms)', () => {
    const feats = SOUND_SPECS.map((s) => features(synthesize(s.recipe)));
    let closest = { d: Number.POSITIVE_INFINITY, pair: '' };
    for (let i = 0; i < feats.length; i++)
      for (let j = i + 1; j < feats.length; j++) {
        const a = feats[i] ?? [];
        const b = feats[j] ?? [];
        let d = 0;
        for (let k = 0; k < a.length; k++) d += ((a[k] ?? 0) - (b[k] ?? 0)) ** 2;
        d = Math.sqrt(d / a.length);
        if (d < closest.d) closest = { d, pair: `${SOUND_SPECS[i]?.label} / ${SOUND_SPECS[j]?.label}` };
      }
    // RMS difference in log10 energy per cell: identical sounds give 0, and the same timbre and motif
    // moved by one semitone gives 0.35–0.8, so every pair must differ by more than a semitone shift.
    expect(closest.d, closest.pair).toBeGreaterThan(0.8);
  });
});
