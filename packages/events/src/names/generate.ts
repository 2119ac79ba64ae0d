import { normalizeName } from '../core/text.ts';
import type { PersonName } from './people.ts';

export type { PersonName } from './people.ts';

/**
 * WMSC names since 2013: a point for the first name and a point for the surname, here halved so a
 * person is worth 1 (content size counts people). Case, accents and spacing are ignored.
 */
export function namePoints(person: PersonName, given: string): number {
  const typed = normalizeName(given);
  const first = normalizeName(person.first);
  const last = normalizeName(person.last);
  if (typed === `${first} ${last}`) return 1;
  if (typed === first || typed === last) return 0.5;
  if (typed.startsWith(`${first} `) || typed.endsWith(` ${last}`)) return 0.5;
  return 0;
}
