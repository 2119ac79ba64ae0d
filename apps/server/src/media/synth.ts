/**
 * Deterministic sound synthesis for the built-in sound pool (own work, CC0). Each recipe renders to a
 * float signal at 22.05 kHz: melodic recipes play a motif on one of ten instrument models (additive,
 * FM, Karplus-Strong, band-limited saw/square), effect recipes are hand-built percussion and FX.
 * Noise comes from a seeded PRNG, so a sound is byte-identical on every run.
 */
import type { Effect, Motif, SoundRecipe, Timbre } from './manifest.ts';
import { SAMPLE_RATE as SR } from './wav.ts';

const TAU = Math.PI * 2;
const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** mulberry32: small, fast, deterministic. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

class Track {
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
const adsr = (t: number, dur: number, attack: number, release: number) =>
  (t < attack ? t / attack : 1) * (t > dur ? Math.exp(-(t - dur) / release) : 1);

/** Band-limited sawtooth-like sum; `bright(n)` weights harmonic n. */
function harmonics(phase: number, f: number, count: number, weight: (n: number) => number): number {
  let s = 0;
  for (let n = 1; n <= count && n * f < SR / 2.2; n++) s += weight(n) * Math.sin(phase * n);
  return s;
}

/** Band-limited pulse wave of the given duty cycle (0.5 = square) at phase `phase` (radians). */
function pulse(phase: number, f: number, duty = 0.5): number {
  let s = 0;
  for (let n = 1; n * f < SR / 2.2 && n <= 60; n++)
    s += (Math.sin(n * Math.PI * duty) / n) * Math.cos(n * phase);
  return (4 / Math.PI) * s;
}

/** Two-pole resonant band-pass (RBJ, constant peak gain), coefficients settable per sample. */
class BandPass {
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

class OnePole {
  private y = 0;
  low(x: number, cutoff: number): number {
    const a = 1 - Math.exp((-TAU * cutoff) / SR);
    this.y += a * (x - this.y);
    return this.y;
  }
}

// ---------------------------------------------------------------------------------------------------
// Instruments

function playNote(
  track: Track,
  timbre: Timbre,
  start: number,
  midi: number,
  dur: number,
  rand: () => number,
) {
  const f = hz(midi);
  const tail = Math.max(0, track.seconds - start);
  switch (timbre) {
    case 'piano':
      return track.add(start, tail, (t) => {
        const env = Math.min(1, t / 0.004) * (t > dur ? Math.exp(-(t - dur) / 0.08) : 1);
        let s = 0;
        for (let n = 1; n <= 8; n++) {
          const fn = f * n * Math.sqrt(1 + 0.0004 * n * n);
          if (fn > SR / 2.2) break;
          s += (Math.sin(TAU * fn * t) / n ** 1.3) * Math.exp(-t * (1.1 + 0.9 * n));
        }
        return 0.5 * env * s;
      });
    case 'organ':
      return track.add(start, tail, (t) => {
        const bars: [number, number][] = [
          [0.5, 0.5],
          [1, 1],
          [2, 0.6],
          [3, 0.4],
          [4, 0.3],
          [8, 0.15],
        ];
        let s = 0;
        for (const [m, a] of bars) if (f * m < SR / 2.2) s += a * Math.sin(TAU * f * m * t);
        return 0.3 * adsr(t, dur, 0.015, 0.04) * (1 + 0.12 * Math.sin(TAU * 6.5 * t)) * s;
      });
    case 'guitar': {
      // Karplus-Strong plucked string.
      const period = Math.max(2, Math.round(SR / f));
      const ring = new Float32Array(period);
      for (let i = 0; i < period; i++) ring[i] = rand() * 2 - 1;
      for (let k = 0; k < 2; k++)
        for (let i = 0; i < period; i++) ring[i] = 0.5 * ((ring[i] ?? 0) + (ring[(i + 1) % period] ?? 0));
      let idx = 0;
      return track.add(start, tail, (t) => {
        const a = ring[idx] ?? 0;
        const b = ring[(idx + 1) % period] ?? 0;
        const damp = t > dur + 0.25 ? 0.9 : 0.996;
        ring[idx] = 0.5 * (a + b) * damp;
        idx = (idx + 1) % period;
        return 0.7 * a;
      });
    }
    case 'bell':
      return track.add(start, tail, (t) => {
        const index = 4 * Math.exp(-t * 3);
        const fm = Math.sin(TAU * f * t + index * Math.sin(TAU * f * 3.5 * t));
        const partial = 0.35 * Math.sin(TAU * f * 2.76 * t) * Math.exp(-t * 2.5);
        return 0.4 * Math.min(1, t / 0.002) * (fm * Math.exp(-t * 1.6) + partial);
      });
    case 'marimba':
      return track.add(start, tail, (t) => {
        const body = Math.sin(TAU * f * t) * Math.exp(-t * 6);
        const overtone = 0.35 * Math.sin(TAU * f * 3.93 * t) * Math.exp(-t * 25);
        const click = 0.2 * Math.sin(TAU * f * 9.2 * t) * Math.exp(-t * 120);
        return 0.55 * Math.min(1, t / 0.002) * (body + overtone + click);
      });
    case 'flute': {
      let phase = 0;
      const breath = new BandPass();
      return track.add(start, tail, (t) => {
        const vib = t > 0.15 ? 1 + 0.006 * Math.sin(TAU * 5 * t) : 1;
        phase += (TAU * f * vib) / SR;
        const env = adsr(t, dur, 0.07, 0.06);
        const tone = Math.sin(phase) + 0.22 * Math.sin(2 * phase) + 0.06 * Math.sin(3 * phase);
        const air = breath.run(rand() * 2 - 1, f * 2, 4) * 0.35;
        return 0.4 * env * (tone + air * (0.3 + 0.7 * Math.exp(-t * 10)));
      });
    }
    case 'brass': {
      let phase = 0;
      return track.add(start, tail, (t) => {
        phase += (TAU * f * (1 - 0.03 * Math.exp(-t * 30))) / SR;
        const bright = t < 0.06 ? t / 0.06 : 0.65 + 0.35 * Math.exp(-(t - 0.06) * 4);
        const s = harmonics(phase, f, 16, (n) => Math.exp(-(n - 1) / (1 + 7 * bright)) / Math.sqrt(n));
        return 0.3 * adsr(t, dur, 0.035, 0.07) * s;
      });
    }
    case 'strings': {
      const phases = [0, 0, 0];
      const detune = [1, 1.004, 0.996];
      return track.add(start, tail, (t) => {
        const vib = t > 0.2 ? 1 + 0.004 * Math.sin(TAU * 5.5 * t) : 1;
        let s = 0;
        for (let v = 0; v < 3; v++) {
          phases[v] = (phases[v] ?? 0) + (TAU * f * vib * (detune[v] ?? 1)) / SR;
          s += harmonics(phases[v] ?? 0, f, 10, (n) => 1 / n);
        }
        return 0.14 * adsr(t, dur, 0.14, 0.18) * s;
      });
    }
    case 'clarinet':
      return track.add(start, tail, (t) => {
        const p = TAU * f * t;
        const s = harmonics(p, f, 11, (n) => (n % 2 === 1 ? 1 / n : n === 2 ? 0.05 : 0));
        return 0.45 * adsr(t, dur, 0.03, 0.05) * s;
      });
    case 'chiptune':
      return track.add(start, tail, (t) => 0.28 * adsr(t, dur, 0.004, 0.02) * pulse(TAU * f * t, f, 0.25));
  }
}

interface Note {
  readonly at: number;
  readonly step: number;
  readonly dur: number;
}

/** Chord colours by flavour: major, minor, sus4, dominant 7th, open fifths, minor 7th, major 7th, augmented, sus2, diminished. */
const CHORDS: readonly (readonly number[])[] = [
  [0, 4, 7, 12],
  [0, 3, 7, 12],
  [0, 5, 7, 12],
  [0, 4, 7, 10],
  [0, 7, 12, 19],
  [0, 3, 7, 10],
  [0, 4, 7, 11],
  [0, 4, 8, 12],
  [0, 2, 7, 12],
  [0, 3, 6, 9],
];
const TRILL_STEP = [2, 1, 3, 2, 1, 4, 2, 3, 1, 2];

function motifNotes(motif: Motif, flavour: number): Note[] {
  const chord = CHORDS[flavour % CHORDS.length] ?? [0, 4, 7, 12];
  const other = CHORDS[(flavour + 3) % CHORDS.length] ?? [0, 3, 7, 12];
  switch (motif) {
    case 'note':
      return [{ at: 0, step: 0, dur: 1.0 }];
    case 'rise':
      return chord.map((step, i) => ({ at: i * 0.22, step, dur: i === 3 ? 0.45 : 0.2 }));
    case 'fall':
      return [...other].reverse().map((step, i) => ({ at: i * 0.22, step, dur: i === 3 ? 0.45 : 0.2 }));
    case 'repeat':
      return (flavour % 2 === 0 ? [0, 0.28, 0.56] : [0, 0.36, 0.52]).map((at) => ({ at, step: 0, dur: 0.1 }));
    case 'leap':
      return [
        { at: 0, step: flavour % 2 === 0 ? 0 : 12, dur: 0.32 },
        { at: 0.38, step: flavour % 2 === 0 ? 12 : 0, dur: 0.6 },
      ];
    case 'chord':
      return chord.map((step, i) => ({ at: i * 0.035, step, dur: 0.95 }));
    case 'trill': {
      const step = TRILL_STEP[flavour % TRILL_STEP.length] ?? 2;
      return Array.from({ length: 11 }, (_, i) => ({
        at: i * 0.08,
        step: i % 2 === 0 ? 0 : step,
        dur: 0.07,
      }));
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// Effects

const noise = (rand: () => number) => rand() * 2 - 1;

function hit(track: Track, at: number, dur: number, fn: (t: number) => number) {
  track.add(at, dur, fn);
}

function kick(track: Track, at: number) {
  let phase = 0;
  hit(track, at, 0.5, (t) => {
    phase += (TAU * (45 + 110 * Math.exp(-t * 28))) / SR;
    return Math.sin(phase) * Math.exp(-t * 7) + 0.3 * Math.exp(-t * 300);
  });
}

function tom(track: Track, at: number, f0: number) {
  let phase = 0;
  hit(track, at, 0.45, (t) => {
    phase += (TAU * f0 * (1 + 0.5 * Math.exp(-t * 20))) / SR;
    return 0.8 * Math.sin(phase) * Math.exp(-t * 8);
  });
}

function metallic(t: number, freqs: readonly number[]): number {
  let s = 0;
  for (const f of freqs) s += Math.sign(Math.sin(TAU * f * t));
  return s / freqs.length;
}

function renderEffect(effect: Effect, rand: () => number): Track {
  switch (effect) {
    case 'kick-drum': {
      const tr = new Track(1.1);
      kick(tr, 0);
      kick(tr, 0.45);
      return tr;
    }
    case 'snare-drum': {
      const tr = new Track(0.9);
      const bp = new BandPass();
      hit(tr, 0, 0.7, (t) => {
        const body = 0.6 * Math.sin(TAU * 185 * t) * Math.exp(-t * 22);
        return body + 0.9 * bp.run(noise(rand), 3500, 0.7) * Math.exp(-t * 9);
      });
      return tr;
    }
    case 'closed-hi-hat': {
      const tr = new Track(1.0);
      const bp = new BandPass();
      for (const at of [0, 0.15, 0.3, 0.45, 0.6])
        hit(
          tr,
          at,
          0.08,
          (t) => bp.run(noise(rand) + metallic(t, [5400, 7100, 8300]), 8000, 1.2) * Math.exp(-t * 55),
        );
      return tr;
    }
    case 'open-hi-hat': {
      const tr = new Track(1.2);
      const bp = new BandPass();
      hit(
        tr,
        0,
        1.2,
        (t) => bp.run(noise(rand) + metallic(t, [5400, 7100, 8300]), 7500, 0.8) * Math.exp(-t * 3.5),
      );
      return tr;
    }
    case 'crash-cymbal': {
      const tr = new Track(1.8);
      const bp = new BandPass();
      hit(tr, 0, 1.8, (t) => {
        const m = metallic(t, [3200, 4570, 5920, 7340, 8930]);
        return bp.run(0.7 * noise(rand) + 0.5 * m, 5200, 0.5) * Math.exp(-t * 2.2) * Math.min(1, t / 0.003);
      });
      return tr;
    }
    case 'tom-roll': {
      const tr = new Track(1.1);
      for (const [i, f] of [220, 165, 120, 90].entries()) tom(tr, i * 0.16, f);
      return tr;
    }
    case 'hand-clap': {
      const tr = new Track(0.9);
      for (const at of [0, 0.42]) {
        const bp = new BandPass();
        hit(tr, at, 0.35, (t) => {
          const bursts = t < 0.03 ? Math.exp(-((t * 1000) % 10) / 2.5) : Math.exp(-(t - 0.03) * 18);
          return 1.6 * bp.run(noise(rand), 1200, 1.4) * bursts;
        });
      }
      return tr;
    }
    case 'cowbell': {
      const tr = new Track(1.0);
      for (const at of [0, 0.35]) {
        const bp = new BandPass();
        hit(tr, at, 0.6, (t) => {
          const sq = Math.sign(Math.sin(TAU * 587 * t)) + Math.sign(Math.sin(TAU * 845 * t));
          return 1.4 * bp.run(sq, 800, 2.5) * Math.exp(-t * (t < 0.02 ? 30 : 9));
        });
      }
      return tr;
    }
    case 'wood-block': {
      const tr = new Track(1.0);
      for (const [i, f] of [1250, 900, 1250, 900].entries())
        hit(
          tr,
          i * 0.2,
          0.15,
          (t) => (Math.sin(TAU * f * t) + 0.3 * Math.sin(TAU * f * 2.7 * t)) * Math.exp(-t * 45),
        );
      return tr;
    }
    case 'shaker': {
      const tr = new Track(1.1);
      const bp = new BandPass();
      tr.add(0, 1.0, (t) => {
        const beat = (t % 0.125) / 0.125;
        const env = beat < 0.15 ? beat / 0.15 : Math.exp(-(beat - 0.15) * 6);
        return 0.9 * bp.run(noise(rand), 6500, 0.9) * env * (Math.floor(t / 0.125) % 2 === 0 ? 1 : 0.6);
      });
      return tr;
    }
    case 'tambourine': {
      const tr = new Track(1.1);
      for (const at of [0, 0.3, 0.45]) {
        const bp = new BandPass();
        hit(tr, at, 0.5, (t) => {
          const jingle = metallic(t, [6100, 7650, 9150]) * (0.6 + 0.4 * Math.sin(TAU * 38 * t));
          return bp.run(0.6 * noise(rand) + jingle, 7000, 1) * Math.exp(-t * 9);
        });
      }
      return tr;
    }
    case 'triangle': {
      const tr = new Track(1.6);
      hit(tr, 0, 1.6, (t) => {
        const s = Math.sin(TAU * 1870 * t) + 0.5 * Math.sin(TAU * 5236 * t) + 0.3 * Math.sin(TAU * 7300 * t);
        return 0.45 * s * Math.exp(-t * 2.2) * Math.min(1, t / 0.001);
      });
      return tr;
    }
    case 'gong': {
      const tr = new Track(1.9);
      const partials: [number, number][] = [
        [92, 1],
        [131, 0.7],
        [176, 0.6],
        [243, 0.45],
        [310, 0.35],
        [447, 0.2],
      ];
      hit(tr, 0, 1.9, (t) => {
        let s = 0;
        for (const [f, a] of partials) s += a * Math.sin(TAU * f * t * (1 + 0.003 * Math.sin(TAU * 3 * t)));
        const swell = Math.min(1, t / 0.06) * (1 + 0.4 * Math.min(1, t / 0.4));
        return 0.35 * s * swell * Math.exp(-t * 1.3);
      });
      return tr;
    }
    case 'heartbeat': {
      const tr = new Track(1.6);
      for (const [at, f, a] of [
        [0, 58, 1],
        [0.2, 48, 0.75],
        [0.85, 58, 1],
        [1.05, 48, 0.75],
      ] as const) {
        let phase = 0;
        hit(tr, at, 0.25, (t) => {
          phase += (TAU * f * (1 + 0.6 * Math.exp(-t * 40))) / SR;
          return a * Math.sin(phase) * Math.sin(Math.min(Math.PI, (t / 0.16) * Math.PI));
        });
      }
      return tr;
    }
    case 'clock-ticking': {
      const tr = new Track(1.4);
      [0, 0.33, 0.66, 0.99].forEach((at, i) => {
        const bp = new BandPass();
        const f = i % 2 === 0 ? 3200 : 2300;
        hit(tr, at, 0.05, (t) => 2.5 * bp.run(noise(rand), f, 6) * Math.exp(-t * 140));
      });
      return tr;
    }
    case 'bubble-pop': {
      const tr = new Track(1.2);
      for (const [at, f] of [
        [0, 380],
        [0.17, 520],
        [0.3, 300],
        [0.52, 640],
        [0.66, 450],
        [0.85, 560],
      ] as const) {
        let phase = 0;
        hit(tr, at, 0.09, (t) => {
          phase += (TAU * f * (1 + 5 * t * 10)) / SR;
          return 0.7 * Math.sin(phase) * Math.sin((t / 0.09) * Math.PI);
        });
      }
      return tr;
    }
    case 'water-drop': {
      const tr = new Track(1.3);
      for (const [at, a, f0] of [
        [0, 1, 700],
        [0.55, 0.55, 900],
      ] as const) {
        let phase = 0;
        hit(tr, at, 0.4, (t) => {
          phase += (TAU * f0 * (1 + 2.2 * (1 - Math.exp(-t * 40)))) / SR;
          return a * Math.sin(phase) * Math.exp(-t * 12) * Math.min(1, t / 0.002);
        });
      }
      return tr;
    }
    case 'laser-zap': {
      const tr = new Track(1.0);
      for (const at of [0, 0.4]) {
        let phase = 0;
        hit(tr, at, 0.35, (t) => {
          const f = 200 + 2600 * Math.exp(-t * 12);
          phase += (TAU * f) / SR;
          return 0.6 * Math.sin(phase + 2 * Math.sin(TAU * 90 * t)) * Math.exp(-t * 5);
        });
      }
      return tr;
    }
    case 'rising-chirp': {
      const tr = new Track(1.2);
      let phase = 0;
      tr.add(0, 1.1, (t) => {
        phase += (TAU * 300 * 8 ** (t / 1.1)) / SR;
        return 0.6 * Math.sin(phase) * adsr(t, 1.0, 0.02, 0.03);
      });
      return tr;
    }
    case 'falling-chirp': {
      const tr = new Track(1.2);
      let phase = 0;
      tr.add(0, 1.1, (t) => {
        phase += (TAU * 2400 * (1 / 8) ** (t / 1.1)) / SR;
        const tri = (2 / Math.PI) * Math.asin(Math.sin(phase));
        return 0.6 * tri * adsr(t, 1.0, 0.02, 0.03);
      });
      return tr;
    }
    case 'siren': {
      const tr = new Track(1.5);
      let phase = 0;
      tr.add(0, 1.45, (t) => {
        const f = Math.floor(t / 0.36) % 2 === 0 ? 740 : 988;
        phase += (TAU * f) / SR;
        return 0.4 * harmonics(phase, f, 6, (n) => 1 / n) * adsr(t, 1.4, 0.01, 0.03);
      });
      return tr;
    }
    case 'alarm-beeps': {
      const tr = new Track(1.2);
      for (let k = 0; k < 5; k++)
        hit(tr, k * 0.2, 0.1, (t) => 0.35 * pulse(TAU * 2000 * t, 2000) * adsr(t, 0.09, 0.003, 0.005));
      return tr;
    }
    case 'coin': {
      const tr = new Track(0.9);
      hit(tr, 0, 0.08, (t) => 0.3 * pulse(TAU * 988 * t, 988));
      hit(tr, 0.08, 0.7, (t) => 0.3 * pulse(TAU * 1319 * t, 1319) * Math.exp(-t * 5));
      return tr;
    }
    case 'power-up': {
      const tr = new Track(1.0);
      for (let k = 0; k < 12; k++) {
        const f = hz(60 + k * 2 + (k % 3) * 3);
        hit(tr, k * 0.06, 0.06, (t) => 0.3 * pulse(TAU * f * t, f, 0.125) * (k === 11 ? 1 : 0.85));
      }
      hit(tr, 0.72, 0.25, (t) => 0.3 * pulse(TAU * hz(84) * t, hz(84), 0.125) * Math.exp(-t * 10));
      return tr;
    }
    case 'power-down': {
      const tr = new Track(1.2);
      let phase = 0;
      tr.add(0, 1.1, (t) => {
        const f = 80 + 720 * Math.exp(-t * 2.6) * (1 + 0.05 * Math.sin(TAU * 9 * t));
        phase += (TAU * f) / SR;
        return 0.35 * harmonics(phase, f, 12, (n) => 1 / n) * adsr(t, 1.0, 0.01, 0.05);
      });
      return tr;
    }
    case 'spring-boing': {
      const tr = new Track(1.2);
      let phase = 0;
      tr.add(0, 1.15, (t) => {
        const f = 180 + 90 * t + 120 * Math.sin(TAU * 13 * t) * Math.exp(-t * 2.5);
        phase += (TAU * f) / SR;
        return 0.7 * Math.sin(phase) * Math.exp(-t * 2.2) * Math.min(1, t / 0.003);
      });
      return tr;
    }
    case 'wind-whoosh': {
      const tr = new Track(1.6);
      const bp = new BandPass();
      tr.add(0, 1.6, (t) => {
        const x = t / 1.6;
        const centre = 300 + 1900 * Math.sin(Math.PI * x) ** 2;
        return 2.2 * bp.run(noise(rand), centre, 4) * Math.sin(Math.PI * x) ** 1.5;
      });
      return tr;
    }
    case 'thunder-rumble': {
      const tr = new Track(1.9);
      const lp = new OnePole();
      const lp2 = new OnePole();
      let mod = 1;
      tr.add(0, 1.9, (t, i) => {
        if (i % 700 === 0) mod = 0.5 + rand();
        const rumble = lp2.low(lp.low(noise(rand), 180), 120) * 6 * mod;
        const crack = noise(rand) * Math.exp(-t * 25) * 0.8;
        return (rumble + crack) * Math.exp(-t * 1.2) * Math.min(1, t / 0.01);
      });
      return tr;
    }
    case 'telephone-ring': {
      const tr = new Track(1.4);
      for (const at of [0, 0.7])
        hit(tr, at, 0.5, (t) => {
          const ring = 0.5 + 0.5 * Math.sign(Math.sin(TAU * 20 * t));
          return (
            0.4 * (Math.sin(TAU * 440 * t) + Math.sin(TAU * 480 * t)) * ring * adsr(t, 0.45, 0.005, 0.02)
          );
        });
      return tr;
    }
    case 'doorbell': {
      const tr = new Track(1.7);
      for (const [at, m] of [
        [0, 76],
        [0.55, 72],
      ] as const) {
        const f = hz(m);
        hit(tr, at, 1.15, (t) => {
          const s = Math.sin(TAU * f * t) + 0.4 * Math.sin(TAU * f * 2 * t) * Math.exp(-t * 4);
          return 0.55 * s * Math.exp(-t * 2.6) * Math.min(1, t / 0.002);
        });
      }
      return tr;
    }
    case 'morse-code': {
      const tr = new Track(1.5);
      const dot = 0.07;
      let at = 0;
      for (const sym of '-.-.') {
        const len = sym === '-' ? dot * 3 : dot;
        hit(tr, at, len, (t) => 0.5 * Math.sin(TAU * 750 * t) * adsr(t, len - 0.006, 0.004, 0.003));
        at += len + dot;
      }
      at += dot * 2;
      for (const sym of '--.-') {
        const len = sym === '-' ? dot * 3 : dot;
        hit(tr, at, len, (t) => 0.5 * Math.sin(TAU * 750 * t) * adsr(t, len - 0.006, 0.004, 0.003));
        at += len + dot;
      }
      return tr;
    }
    case 'engine-rumble': {
      const tr = new Track(1.6);
      const lp = new OnePole();
      let phase = 0;
      tr.add(0, 1.6, (t) => {
        const f = 38 + 30 * Math.min(1, t / 1.2) ** 2;
        phase += (TAU * f) / SR;
        const saw = ((phase / TAU) % 1) * 2 - 1;
        const am = 0.65 + 0.35 * Math.sin(TAU * f * 0.25 * t);
        return 1.5 * lp.low(saw + 0.3 * noise(rand), 500) * am * adsr(t, 1.45, 0.1, 0.05);
      });
      return tr;
    }
    case 'sonar-ping': {
      const tr = new Track(1.6);
      for (const [at, a] of [
        [0, 1],
        [0.5, 0.35],
        [0.95, 0.12],
      ] as const)
        hit(
          tr,
          at,
          0.65,
          (t) => a * 0.7 * Math.sin(TAU * 1480 * t) * Math.exp(-t * 5) * Math.min(1, t / 0.004),
        );
      return tr;
    }
    case 'radio-static': {
      const tr = new Track(1.3);
      const bp = new BandPass();
      tr.add(0, 1.3, (t) => {
        const crackle = rand() < 0.004 ? 4 * noise(rand) : 0;
        const hiss = bp.run(noise(rand), 1200 + 900 * Math.sin(TAU * 1.7 * t), 0.8);
        const whistle = 0.25 * Math.sin(TAU * (900 + 500 * Math.sin(TAU * 0.9 * t)) * t);
        return (hiss + crackle * 0.3 + whistle) * adsr(t, 1.25, 0.02, 0.02) * 0.8;
      });
      return tr;
    }
    case 'bird-tweet': {
      const tr = new Track(1.2);
      for (const [at, f0] of [
        [0, 3200],
        [0.1, 3500],
        [0.2, 3300],
        [0.5, 4000],
        [0.58, 3700],
        [0.66, 4100],
      ] as const) {
        let phase = 0;
        hit(tr, at, 0.07, (t) => {
          phase += (TAU * (f0 + 1500 * (t / 0.07)) * (1 + 0.04 * Math.sin(TAU * 90 * t))) / SR;
          return 0.5 * Math.sin(phase) * Math.sin((t / 0.07) * Math.PI);
        });
      }
      return tr;
    }
    case 'cricket-chirps': {
      const tr = new Track(1.3);
      for (const at of [0, 0.38, 0.76])
        hit(tr, at, 0.2, (t) => {
          const pulse = Math.max(0, Math.sin(TAU * 32 * t));
          return 0.5 * Math.sin(TAU * 4600 * t) * pulse * Math.sin((t / 0.2) * Math.PI);
        });
      return tr;
    }
    case 'noise-sweep': {
      const tr = new Track(1.4);
      const lp = new OnePole();
      const lp2 = new OnePole();
      tr.add(0, 1.35, (t) => {
        const cutoff = 80 * 100 ** (t / 1.35);
        return 0.9 * lp2.low(lp.low(noise(rand), cutoff), cutoff) * adsr(t, 1.25, 0.02, 0.05) * (1 + t);
      });
      return tr;
    }
  }
}

/** Renders one recipe to a normalised float signal with short fades at both ends. */
export function synthesize(recipe: SoundRecipe): Float32Array {
  const seed = hashString(JSON.stringify(recipe));
  const rand = prng(seed);
  let track: Track;
  if (recipe.type === 'melody') {
    const notes = motifNotes(recipe.motif, recipe.flavour);
    const end = Math.max(...notes.map((n) => n.at + n.dur));
    const ringing = recipe.timbre === 'bell' || recipe.timbre === 'guitar' || recipe.timbre === 'piano';
    track = new Track(Math.min(1.8, end + (ringing ? 0.6 : 0.3)));
    for (const n of notes) playNote(track, recipe.timbre, n.at, recipe.root + n.step, n.dur, rand);
  } else {
    track = renderEffect(recipe.effect, rand);
  }
  const out = track.data;
  let peak = 0;
  for (const v of out) peak = Math.max(peak, Math.abs(v));
  const gain = peak > 0 ? 0.89 / peak : 0;
  const fade = Math.round(0.005 * SR);
  for (let i = 0; i < out.length; i++) {
    const edge = Math.min(1, i / fade, (out.length - 1 - i) / fade);
    out[i] = (out[i] ?? 0) * gain * edge;
  }
  return out;
}
