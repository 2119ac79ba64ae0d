import { requireContent, showsKey } from '../core/content.ts';
import { chunk } from '../core/format.ts';
import { scorePositions } from '../core/result.ts';
import { Rng } from '../core/rng.ts';
import type { EventData, EventDefinition } from '../core/types.ts';

/** A picture: `image` URL plus a label for alt text and the result screen. */
export interface ImageRaw {
  readonly image: string;
  readonly label: string;
}

/** raw: memorize order; formatted: rows of images_group_number; shuffle1: the recall picker (same pictures, shuffled). */
export type ImagesData = EventData<ImageRaw, ImageRaw[], ImageRaw, never>;
/** Per slot, the chosen picture's URL; null = empty slot. */
export type ImagesAnswer = (string | null)[];

const masked: ImageRaw = { image: '', label: '' };

/** Images: recall puts the shuffled pictures back in memorize order, one point per right slot. */
export const images: EventDefinition<ImagesData, ImagesAnswer> = {
  name: 'images',
  displayName: 'Images',
  prefetchMedia: true,
  headline: 'score',
  needsContent: true,

  generate({ amount, settings }, seed, content) {
    const pack = requireContent('images', content);
    const rng = new Rng(seed);
    const raw = rng.sample(pack.images, amount).map((item) => ({ image: item.url, label: item.label }));
    return {
      raw,
      formatted: chunk(raw, settings.images_group_number),
      shuffle1: rng.shuffle(raw),
      shuffle2: [],
    };
  },

  score(data, answer) {
    return scorePositions(
      data.raw.map((item) => item.image),
      answer,
      (want, given) => want === given,
    );
  },

  redact(data, stage) {
    if (showsKey(stage)) return data;
    return {
      ...data,
      raw: data.raw.map(() => masked),
      formatted: data.formatted.map((g) => g.map(() => masked)),
    };
  },

  perfectAnswer(data) {
    return data.raw.map((item) => item.image);
  },
};
