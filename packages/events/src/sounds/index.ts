import { requireContent, showsKey } from '../core/content.ts';
import { scorePositions } from '../core/result.ts';
import { Rng } from '../core/rng.ts';
import type { EventData, EventDefinition } from '../core/types.ts';

/** A short sound by URL. Labels are left out on purpose: the event trains the ear, not reading. */
export interface SoundRaw {
  readonly sound: string;
}

/** raw = formatted: slots S1..Sn in memorize order; shuffle1: the recall pool, shuffled. */
export type SoundsData = EventData<SoundRaw, SoundRaw, SoundRaw, never>;
/** Per slot, the placed sound's URL; null = empty slot. */
export type SoundsAnswer = (string | null)[];

const masked: SoundRaw = { sound: '' };

/** Sounds: place the pooled sounds back into their slots, one point per right slot. */
export const sounds: EventDefinition<SoundsData, SoundsAnswer> = {
  name: 'sounds',
  displayName: 'Sounds',
  prefetchMedia: true,
  headline: 'score',
  needsContent: true,

  generate({ amount }, seed, content) {
    const pack = requireContent('sounds', content);
    const rng = new Rng(seed);
    const raw = rng.sample(pack.sounds, amount).map((item) => ({ sound: item.url }));
    return { raw, formatted: raw, shuffle1: rng.shuffle(raw), shuffle2: [] };
  },

  score(data, answer) {
    return scorePositions(
      data.raw.map((item) => item.sound),
      answer,
      (want, given) => want === given,
    );
  },

  redact(data, stage) {
    if (showsKey(stage)) return data;
    return { ...data, raw: data.raw.map(() => masked), formatted: data.formatted.map(() => masked) };
  },

  perfectAnswer(data) {
    return data.raw.map((item) => item.sound);
  },
};
