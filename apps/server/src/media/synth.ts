/**
 * Deterministic sound synthesis for the built-in sound pool (own work, CC0). Each recipe renders to a
 * float signal at 22.05 kHz: melodic recipes play a motif on one of ten instrument models (additive,
 * FM, Karplus-Strong, band-limited saw/square), effect recipes are hand-built percussion and FX.
 * Noise comes from a seeded PRNG, so a sound is byte-identical on every run.
 */
import type { Effect, SoundRecipe } from './manifest.ts';
import { DRUM_EFFECTS } from './synth-drums.ts';
import { type EffectRenderer, hashString, prng, SR, Track } from './synth-dsp.ts';
import { SYNTH_EFFECTS } from './synth-fx.ts';
import { motifNotes, playNote } from './synth-instruments.ts';
import { WORLD_EFFECTS } from './synth-world.ts';

/** Every effect recipe by name; the Record type makes the compiler flag an effect with no renderer. */
const EFFECTS: Record<Effect, EffectRenderer> = { ...DRUM_EFFECTS, ...SYNTH_EFFECTS, ...WORLD_EFFECTS };

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
    track = EFFECTS[recipe.effect](rand);
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
