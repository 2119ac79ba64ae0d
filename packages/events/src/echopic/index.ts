import { indexBy, requireContent, showsKey } from '../core/content.ts';
import { resultOf } from '../core/result.ts';
import { Rng } from '../core/rng.ts';
import type { EventData, EventDefinition, ScoredItem } from '../core/types.ts';

/** An echopic item: a picture paired with a sound. */
export interface EchopicRaw {
  readonly image: string;
  readonly sound: string;
}

/**
 * raw = formatted: pairs in memorize order. shuffle1: the pictures in recall order; shuffle2: the
 * sound pool, shuffled. Recall asks the sound of each picture.
 */
export type EchopicData = EventData<
  EchopicRaw,
  EchopicRaw,
  { readonly image: string },
  { readonly sound: string }
>;
/** Aligned with shuffle1: the sound URL placed on each picture; null = empty slot. */
export type EchopicAnswer = (string | null)[];

/** Echopic: one point per picture whose sound is right; no penalty. */
export const echopic: EventDefinition<EchopicData, EchopicAnswer> = {
  name: 'echopic',
  displayName: 'Echopic',
  prefetchMedia: true,
  headline: 'score',
  needsContent: true,

  generate({ amount }, seed, content) {
    const pack = requireContent('echopic', content);
    const rng = new Rng(seed);
    const pictures = rng.sample(pack.images, amount);
    const noises = rng.sample(pack.sounds, amount);
    const raw = pictures.map((picture, i) => ({ image: picture.url, sound: noises[i]?.url ?? '' }));
    return {
      raw,
      formatted: raw,
      shuffle1: rng.shuffle(raw).map(({ image }) => ({ image })),
      shuffle2: rng.shuffle(raw).map(({ sound }) => ({ sound })),
    };
  },

  score(data, answer) {
    const pairs = indexBy(data.raw, (pair) => pair.image);
    const items: ScoredItem[] = data.shuffle1.map(({ image }, index) => {
      const wanted = (pairs.get(image) ?? []).map((pair) => pair.sound);
      const expected = wanted[0] ?? '';
      const given = Array.isArray(answer) ? answer[index] : undefined;
      if (typeof given !== 'string' || given === '')
        return { index, verdict: 'empty', points: 0, expected, given: null };
      const ok = wanted.includes(given);
      return {
        index,
        verdict: ok ? 'right' : 'wrong',
        points: ok ? 1 : 0,
        expected: ok ? given : expected,
        given,
      };
    });
    return resultOf(items, data.raw.length);
  },

  redact(data, stage) {
    if (showsKey(stage)) return data;
    const hide = (pair: EchopicRaw) => ({ image: pair.image, sound: '' });
    return { ...data, raw: data.raw.map(hide), formatted: data.formatted.map(hide) };
  },

  perfectAnswer(data) {
    const pairs = indexBy(data.raw, (pair) => pair.image);
    return data.shuffle1.map(({ image }) => pairs.get(image)?.[0]?.sound ?? '');
  },
};
