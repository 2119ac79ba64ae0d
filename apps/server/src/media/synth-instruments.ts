/**
 * Melodic recipes: the ten instrument models (additive, FM, Karplus-Strong, band-limited saw/square)
 * and the motifs they play.
 */
import type { Motif, Timbre } from './manifest.ts';
import { adsr, BandPass, harmonics, hz, pulse, SR, TAU, type Track } from './synth-dsp.ts';

export function playNote(
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

export interface Note {
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

export function motifNotes(motif: Motif, flavour: number): Note[] {
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
