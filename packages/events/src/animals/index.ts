import { indexBy, requireContent, showsKey } from '../core/content.ts';
import { resultOf } from '../core/result.ts';
import { Rng } from '../core/rng.ts';
import { normalizeName } from '../core/text.ts';
import type { EventData, EventDefinition, ScoredItem } from '../core/types.ts';

/** An animal picture (`face`, as in names) with the name to type back. */
export interface AnimalRaw {
  readonly face: string;
  readonly name: string;
}

/** raw = formatted: animals in memorize order; shuffle1: the pictures in recall order. */
export type AnimalsData = EventData<AnimalRaw, AnimalRaw, { readonly face: string }, never>;
/** Aligned with shuffle1: the typed name per picture; null = no answer (counts as wrong). */
export type AnimalsAnswer = (string | null)[];

/** Animals: one point per name typed right (case, accents and spacing ignored); blank is wrong. */
export const animals: EventDefinition<AnimalsData, AnimalsAnswer> = {
  name: 'animals',
  displayName: 'Animals',
  prefetchMedia: true,
  headline: 'score',
  needsContent: true,

  generate({ amount }, seed, content) {
    const pack = requireContent('animals', content);
    const rng = new Rng(seed);
    const raw = rng.sample(pack.animals, amount).map((animal) => ({ face: animal.url, name: animal.name }));
    return { raw, formatted: raw, shuffle1: rng.shuffle(raw).map(({ face }) => ({ face })), shuffle2: [] };
  },

  score(data, answer) {
    const byFace = indexBy(data.raw, (animal) => animal.face);
    const items: ScoredItem[] = data.shuffle1.map(({ face }, index) => {
      const expected = byFace.get(face)?.[0]?.name ?? '';
      const given = Array.isArray(answer) ? answer[index] : undefined;
      if (typeof given !== 'string' || given.trim() === '') {
        return { index, verdict: 'wrong', points: 0, expected, given: null };
      }
      const ok = normalizeName(given) === normalizeName(expected);
      return { index, verdict: ok ? 'right' : 'wrong', points: ok ? 1 : 0, expected, given };
    });
    return resultOf(items, data.raw.length);
  },

  redact(data, stage) {
    if (showsKey(stage)) return data;
    const hide = ({ face }: AnimalRaw) => ({ face, name: '' });
    return { ...data, raw: data.raw.map(hide), formatted: data.formatted.map(hide) };
  },

  perfectAnswer(data) {
    const byFace = indexBy(data.raw, (animal) => animal.face);
    return data.shuffle1.map(({ face }) => byFace.get(face)?.[0]?.name ?? '');
  },
};
