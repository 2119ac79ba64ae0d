import { indexBy, requireContent, showsKey } from '../core/content.ts';
import { resultOf } from '../core/result.ts';
import { Rng } from '../core/rng.ts';
import { normalizeName } from '../core/text.ts';
import type { EventData, EventDefinition, ScoredItem } from '../core/types.ts';

/**
 * An animal picture (`face`, as in names) with the pet-style given name the athlete memorises
 * (`name`, e.g. 'Bella'). `species` is what the picture shows ('Red Panda'): a caption for the
 * result screen, never an answer — anyone can read it off the picture, so it scores nothing.
 */
export interface AnimalRaw {
  readonly face: string;
  readonly name: string;
  readonly species: string;
}

/** raw = formatted: animals in memorize order; shuffle1: the pictures in recall order. */
export type AnimalsData = EventData<AnimalRaw, AnimalRaw, { readonly face: string }, never>;
/** Aligned with shuffle1: the typed name per picture; null = no answer (counts as wrong). */
export type AnimalsAnswer = (string | null)[];

/** The names a picture accepts: one, unless the session outgrew the picture pool and it came round again. */
function namesByFace(data: AnimalsData): Map<string, string[]> {
  const byFace = indexBy(data.raw, (animal) => animal.face);
  return new Map([...byFace].map(([face, list]) => [face, list.map((animal) => animal.name)]));
}

/**
 * Animals: each picture gets a given name drawn from the pet-name pool (distinct within a session,
 * never a species); one point per name typed right (case, accents and spacing ignored); blank or
 * the species is wrong.
 */
export const animals: EventDefinition<AnimalsData, AnimalsAnswer> = {
  name: 'animals',
  displayName: 'Animals',
  prefetchMedia: true,
  headline: 'score',
  needsContent: true,

  generate({ amount }, seed, content) {
    const pack = requireContent('animals', content);
    if (pack.petNames.length === 0) throw new Error('content pack has no pet names');
    const rng = new Rng(seed);
    const pictures = rng.sample(pack.animals, amount);
    const names = rng.sample(pack.petNames, amount);
    const raw = pictures.map((animal, i) => ({
      face: animal.url,
      name: names[i] ?? '',
      species: animal.name,
    }));
    return { raw, formatted: raw, shuffle1: rng.shuffle(raw).map(({ face }) => ({ face })), shuffle2: [] };
  },

  score(data, answer) {
    const byFace = namesByFace(data);
    const items: ScoredItem[] = data.shuffle1.map(({ face }, index) => {
      const accepted = byFace.get(face) ?? [];
      const given = Array.isArray(answer) ? answer[index] : undefined;
      if (typeof given !== 'string' || given.trim() === '') {
        return { index, verdict: 'wrong', points: 0, expected: accepted[0] ?? '', given: null };
      }
      const typed = normalizeName(given);
      const at = accepted.findIndex((name) => normalizeName(name) === typed);
      if (at < 0) return { index, verdict: 'wrong', points: 0, expected: accepted[0] ?? '', given };
      // A name counts once: a picture that came round again needs its other name too.
      const [match = ''] = accepted.splice(at, 1);
      return { index, verdict: 'right', points: 1, expected: match, given };
    });
    return resultOf(items, data.raw.length);
  },

  redact(data, stage) {
    if (showsKey(stage)) return data;
    const hide = ({ face }: AnimalRaw) => ({ face, name: '', species: '' });
    return { ...data, raw: data.raw.map(hide), formatted: data.formatted.map(hide) };
  },

  perfectAnswer(data) {
    // A picture that came round again takes its names in turn, so each is typed once.
    const byFace = namesByFace(data);
    return data.shuffle1.map(({ face }) => byFace.get(face)?.shift() ?? '');
  },
};
