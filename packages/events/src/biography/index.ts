import { requireContent, showsKey } from '../core/content.ts';
import { Rng } from '../core/rng.ts';
import type { EventData, EventDefinition } from '../core/types.ts';
import { pickPeople } from '../names/people.ts';
import { type BiographyEntry, type Person, scoreBiography } from './score.ts';

export type { BiographyEntry, Person } from './score.ts';
export { FIELDS_PER_PERSON } from './score.ts';

/**
 * raw: the faces; formatted: the full cards (face, name, country, phone,
 * hobbies); shuffle1: the faces in recall order.
 */
export type BiographyData = EventData<{ readonly face: string }, Person, { readonly face: string }, never>;
/** Aligned with shuffle1: one entry per face; null = untouched card. */
export type BiographyAnswer = (BiographyEntry | null)[];

const masked = (face: string): Person => ({ face, name: '', country: '', phone: '', hobbies: ['', '', ''] });

/** Biography: 15 points per person (name, country, 10 phone digits, 3 hobbies), no penalty. */
export const biography: EventDefinition<BiographyData, BiographyAnswer> = {
  name: 'biography',
  displayName: 'Biography',
  prefetchMedia: true,
  headline: 'score',
  needsContent: true,

  generate({ amount }, seed, content) {
    const pack = requireContent('biography', content);
    const rng = new Rng(seed);
    const people = pickPeople(rng, pack, amount);
    const countries = rng.sample(pack.countries, people.length);
    const formatted: Person[] = people.map(({ face, name }, i) => ({
      face,
      name,
      country: countries[i] ?? '',
      // A leading zero reads like a trunk prefix; keep every phone a plain 10-digit number.
      phone: String(rng.int(1, 9)) + Array.from({ length: 9 }, () => rng.int(0, 9)).join(''),
      hobbies: rng.sample(pack.hobbies, 3),
    }));
    const raw = people.map(({ face }) => ({ face }));
    return { raw, formatted, shuffle1: rng.shuffle(raw), shuffle2: [] };
  },

  score(data, answer) {
    return scoreBiography(data.formatted, data.shuffle1, answer);
  },

  redact(data, stage) {
    if (showsKey(stage)) return data;
    return { ...data, formatted: data.formatted.map((person) => masked(person.face)) };
  },

  perfectAnswer(data) {
    const byFace = new Map(data.formatted.map((person) => [person.face, person]));
    return data.shuffle1.map(({ face }) => {
      const person = byFace.get(face) ?? masked(face);
      return {
        name: person.name,
        country: person.country,
        phone: [...person.phone],
        hobbies: [...person.hobbies],
      };
    });
  },
};
