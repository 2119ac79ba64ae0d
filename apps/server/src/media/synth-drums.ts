/** Drum-kit and hand-percussion effect recipes. */
import type { Effect } from './manifest.ts';
import { BandPass, type EffectRenderer, hit, noise, SR, TAU, Track } from './synth-dsp.ts';

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

export const DRUM_EFFECTS = {
  'kick-drum': () => {
    const tr = new Track(1.1);
    kick(tr, 0);
    kick(tr, 0.45);
    return tr;
  },
  'snare-drum': (rand) => {
    const tr = new Track(0.9);
    const bp = new BandPass();
    hit(tr, 0, 0.7, (t) => {
      const body = 0.6 * Math.sin(TAU * 185 * t) * Math.exp(-t * 22);
      return body + 0.9 * bp.run(noise(rand), 3500, 0.7) * Math.exp(-t * 9);
    });
    return tr;
  },
  'closed-hi-hat': (rand) => {
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
  },
  'open-hi-hat': (rand) => {
    const tr = new Track(1.2);
    const bp = new BandPass();
    hit(
      tr,
      0,
      1.2,
      (t) => bp.run(noise(rand) + metallic(t, [5400, 7100, 8300]), 7500, 0.8) * Math.exp(-t * 3.5),
    );
    return tr;
  },
  'crash-cymbal': (rand) => {
    const tr = new Track(1.8);
    const bp = new BandPass();
    hit(tr, 0, 1.8, (t) => {
      const m = metallic(t, [3200, 4570, 5920, 7340, 8930]);
      return bp.run(0.7 * noise(rand) + 0.5 * m, 5200, 0.5) * Math.exp(-t * 2.2) * Math.min(1, t / 0.003);
    });
    return tr;
  },
  'tom-roll': () => {
    const tr = new Track(1.1);
    for (const [i, f] of [220, 165, 120, 90].entries()) tom(tr, i * 0.16, f);
    return tr;
  },
  'hand-clap': (rand) => {
    const tr = new Track(0.9);
    for (const at of [0, 0.42]) {
      const bp = new BandPass();
      hit(tr, at, 0.35, (t) => {
        const bursts = t < 0.03 ? Math.exp(-((t * 1000) % 10) / 2.5) : Math.exp(-(t - 0.03) * 18);
        return 1.6 * bp.run(noise(rand), 1200, 1.4) * bursts;
      });
    }
    return tr;
  },
  cowbell: () => {
    const tr = new Track(1.0);
    for (const at of [0, 0.35]) {
      const bp = new BandPass();
      hit(tr, at, 0.6, (t) => {
        const sq = Math.sign(Math.sin(TAU * 587 * t)) + Math.sign(Math.sin(TAU * 845 * t));
        return 1.4 * bp.run(sq, 800, 2.5) * Math.exp(-t * (t < 0.02 ? 30 : 9));
      });
    }
    return tr;
  },
  'wood-block': () => {
    const tr = new Track(1.0);
    for (const [i, f] of [1250, 900, 1250, 900].entries())
      hit(
        tr,
        i * 0.2,
        0.15,
        (t) => (Math.sin(TAU * f * t) + 0.3 * Math.sin(TAU * f * 2.7 * t)) * Math.exp(-t * 45),
      );
    return tr;
  },
  shaker: (rand) => {
    const tr = new Track(1.1);
    const bp = new BandPass();
    tr.add(0, 1.0, (t) => {
      const beat = (t % 0.125) / 0.125;
      const env = beat < 0.15 ? beat / 0.15 : Math.exp(-(beat - 0.15) * 6);
      return 0.9 * bp.run(noise(rand), 6500, 0.9) * env * (Math.floor(t / 0.125) % 2 === 0 ? 1 : 0.6);
    });
    return tr;
  },
  tambourine: (rand) => {
    const tr = new Track(1.1);
    for (const at of [0, 0.3, 0.45]) {
      const bp = new BandPass();
      hit(tr, at, 0.5, (t) => {
        const jingle = metallic(t, [6100, 7650, 9150]) * (0.6 + 0.4 * Math.sin(TAU * 38 * t));
        return bp.run(0.6 * noise(rand) + jingle, 7000, 1) * Math.exp(-t * 9);
      });
    }
    return tr;
  },
  triangle: () => {
    const tr = new Track(1.6);
    hit(tr, 0, 1.6, (t) => {
      const s = Math.sin(TAU * 1870 * t) + 0.5 * Math.sin(TAU * 5236 * t) + 0.3 * Math.sin(TAU * 7300 * t);
      return 0.45 * s * Math.exp(-t * 2.2) * Math.min(1, t / 0.001);
    });
    return tr;
  },
  gong: () => {
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
  },
  heartbeat: () => {
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
  },
} satisfies Partial<Record<Effect, EffectRenderer>>;
