/** Everyday and nature effect recipes: weather, machines, signals and animals. */
import type { Effect } from './manifest.ts';
import { adsr, BandPass, type EffectRenderer, hit, hz, noise, OnePole, SR, TAU, Track } from './synth-dsp.ts';

export const WORLD_EFFECTS = {
  'clock-ticking': (rand) => {
    const tr = new Track(1.4);
    [0, 0.33, 0.66, 0.99].forEach((at, i) => {
      const bp = new BandPass();
      const f = i % 2 === 0 ? 3200 : 2300;
      hit(tr, at, 0.05, (t) => 2.5 * bp.run(noise(rand), f, 6) * Math.exp(-t * 140));
    });
    return tr;
  },
  'wind-whoosh': (rand) => {
    const tr = new Track(1.6);
    const bp = new BandPass();
    tr.add(0, 1.6, (t) => {
      const x = t / 1.6;
      const centre = 300 + 1900 * Math.sin(Math.PI * x) ** 2;
      return 2.2 * bp.run(noise(rand), centre, 4) * Math.sin(Math.PI * x) ** 1.5;
    });
    return tr;
  },
  'thunder-rumble': (rand) => {
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
  },
  'telephone-ring': () => {
    const tr = new Track(1.4);
    for (const at of [0, 0.7])
      hit(tr, at, 0.5, (t) => {
        const ring = 0.5 + 0.5 * Math.sign(Math.sin(TAU * 20 * t));
        return 0.4 * (Math.sin(TAU * 440 * t) + Math.sin(TAU * 480 * t)) * ring * adsr(t, 0.45, 0.005, 0.02);
      });
    return tr;
  },
  doorbell: () => {
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
  },
  'morse-code': () => {
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
  },
  'engine-rumble': (rand) => {
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
  },
  'sonar-ping': () => {
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
  },
  'radio-static': (rand) => {
    const tr = new Track(1.3);
    const bp = new BandPass();
    tr.add(0, 1.3, (t) => {
      const crackle = rand() < 0.004 ? 4 * noise(rand) : 0;
      const hiss = bp.run(noise(rand), 1200 + 900 * Math.sin(TAU * 1.7 * t), 0.8);
      const whistle = 0.25 * Math.sin(TAU * (900 + 500 * Math.sin(TAU * 0.9 * t)) * t);
      return (hiss + crackle * 0.3 + whistle) * adsr(t, 1.25, 0.02, 0.02) * 0.8;
    });
    return tr;
  },
  'bird-tweet': () => {
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
  },
  'cricket-chirps': () => {
    const tr = new Track(1.3);
    for (const at of [0, 0.38, 0.76])
      hit(tr, at, 0.2, (t) => {
        const pulse = Math.max(0, Math.sin(TAU * 32 * t));
        return 0.5 * Math.sin(TAU * 4600 * t) * pulse * Math.sin((t / 0.2) * Math.PI);
      });
    return tr;
  },
  'noise-sweep': (rand) => {
    const tr = new Track(1.4);
    const lp = new OnePole();
    const lp2 = new OnePole();
    tr.add(0, 1.35, (t) => {
      const cutoff = 80 * 100 ** (t / 1.35);
      return 0.9 * lp2.low(lp.low(noise(rand), cutoff), cutoff) * adsr(t, 1.25, 0.02, 0.05) * (1 + t);
    });
    return tr;
  },
} satisfies Partial<Record<Effect, EffectRenderer>>;
