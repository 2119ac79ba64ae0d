/** Electronic / video-game effect recipes: chirps, zaps, sirens, coins and power-ups. */
import type { Effect } from './manifest.ts';
import { adsr, type EffectRenderer, harmonics, hit, hz, pulse, SR, TAU, Track } from './synth-dsp.ts';

export const SYNTH_EFFECTS = {
  'bubble-pop': () => {
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
  },
  'water-drop': () => {
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
  },
  'laser-zap': () => {
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
  },
  'rising-chirp': () => {
    const tr = new Track(1.2);
    let phase = 0;
    tr.add(0, 1.1, (t) => {
      phase += (TAU * 300 * 8 ** (t / 1.1)) / SR;
      return 0.6 * Math.sin(phase) * adsr(t, 1.0, 0.02, 0.03);
    });
    return tr;
  },
  'falling-chirp': () => {
    const tr = new Track(1.2);
    let phase = 0;
    tr.add(0, 1.1, (t) => {
      phase += (TAU * 2400 * (1 / 8) ** (t / 1.1)) / SR;
      const tri = (2 / Math.PI) * Math.asin(Math.sin(phase));
      return 0.6 * tri * adsr(t, 1.0, 0.02, 0.03);
    });
    return tr;
  },
  siren: () => {
    const tr = new Track(1.5);
    let phase = 0;
    tr.add(0, 1.45, (t) => {
      const f = Math.floor(t / 0.36) % 2 === 0 ? 740 : 988;
      phase += (TAU * f) / SR;
      return 0.4 * harmonics(phase, f, 6, (n) => 1 / n) * adsr(t, 1.4, 0.01, 0.03);
    });
    return tr;
  },
  'alarm-beeps': () => {
    const tr = new Track(1.2);
    for (let k = 0; k < 5; k++)
      hit(tr, k * 0.2, 0.1, (t) => 0.35 * pulse(TAU * 2000 * t, 2000) * adsr(t, 0.09, 0.003, 0.005));
    return tr;
  },
  coin: () => {
    const tr = new Track(0.9);
    hit(tr, 0, 0.08, (t) => 0.3 * pulse(TAU * 988 * t, 988));
    hit(tr, 0.08, 0.7, (t) => 0.3 * pulse(TAU * 1319 * t, 1319) * Math.exp(-t * 5));
    return tr;
  },
  'power-up': () => {
    const tr = new Track(1.0);
    for (let k = 0; k < 12; k++) {
      const f = hz(60 + k * 2 + (k % 3) * 3);
      hit(tr, k * 0.06, 0.06, (t) => 0.3 * pulse(TAU * f * t, f, 0.125) * (k === 11 ? 1 : 0.85));
    }
    hit(tr, 0.72, 0.25, (t) => 0.3 * pulse(TAU * hz(84) * t, hz(84), 0.125) * Math.exp(-t * 10));
    return tr;
  },
  'power-down': () => {
    const tr = new Track(1.2);
    let phase = 0;
    tr.add(0, 1.1, (t) => {
      const f = 80 + 720 * Math.exp(-t * 2.6) * (1 + 0.05 * Math.sin(TAU * 9 * t));
      phase += (TAU * f) / SR;
      return 0.35 * harmonics(phase, f, 12, (n) => 1 / n) * adsr(t, 1.0, 0.01, 0.05);
    });
    return tr;
  },
  'spring-boing': () => {
    const tr = new Track(1.2);
    let phase = 0;
    tr.add(0, 1.15, (t) => {
      const f = 180 + 90 * t + 120 * Math.sin(TAU * 13 * t) * Math.exp(-t * 2.5);
      phase += (TAU * f) / SR;
      return 0.7 * Math.sin(phase) * Math.exp(-t * 2.2) * Math.min(1, t / 0.003);
    });
    return tr;
  },
} satisfies Partial<Record<Effect, EffectRenderer>>;
