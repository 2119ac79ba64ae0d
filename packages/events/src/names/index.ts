import { indexBy, requireContent, showsKey } from '../core/content.ts';
import { resultOf } from '../core/result.ts';
import { Rng } from '../core/rng.ts';
import type { EventData, EventDefinition, ScoredItem } from '../core/types.ts';
import { namePoints } from './generate.ts';
import { pickPeople } from './people.ts';

/** A face with its name; `first`/`last` are the parts the scoring judges. */
export interface NameRaw {
  readonly face: string;
  readonly name: string;
  readonly first: string;
  readonly last: string;
}

/** raw = formatted: faces with names in memorize order; shuffle1: the faces in recall order. */
export type NamesData = EventData<NameRaw, NameRaw, { readonly face: string }, never>;
/** Aligned with shuffle1: the typed name per face; null = no answer (counts as wrong). */
export type NamesAnswer = (string | null)[];

/** Names and faces: 1 per full name, 0.5 for first or last name alone; blank is wrong, never negative. */
export const names: EventDefinition<NamesData, NamesAnswer> = {
  name: 'names',
  displayName: 'Names',
  prefetchMedia: true,
  headline: 'score',
  needsContent: true,

  generate({ amount }, seed, content) {
    const pack = requireContent('names', content);
    const rng = new Rng(seed);
    const raw: NameRaw[] = pickPeople(rng, pack, amount);
    return { raw, formatted: raw, shuffle1: rng.shuffle(raw).map(({ face }) => ({ face })), shuffle2: [] };
  },

  score(data, answer) {
    const byFace = indexBy(data.raw, (person) => person.face);
    const items: ScoredItem[] = data.shuffle1.map(({ face }, index) => {
      const people = byFace.get(face) ?? [];
      const expected = people[0]?.name ?? '';
      const given = Array.isArray(answer) ? answer[index] : undefined;
      if (typeof given !== 'string' || given.trim() === '') {
        return { index, verdict: 'wrong', points: 0, expected, given: null };
      }
      const points = Math.max(0, ...people.map((person) => namePoints(person, given)));
      return { index, verdict: points === 1 ? 'right' : 'wrong', points, expected, given };
    });
    return resultOf(items, data.raw.length);
  },

  redact(data, stage) {
    if (showsKey(stage)) return data;
    const hide = ({ face }: NameRaw) => ({ face, name: '', first: '', last: '' });
    return { ...data, raw: data.raw.map(hide), formatted: data.formatted.map(hide) };
  },

  perfectAnswer(data) {
    const byFace = indexBy(data.raw, (person) => person.face);
    return data.shuffle1.map(({ face }) => byFace.get(face)?.[0]?.name ?? '');
  },
};
