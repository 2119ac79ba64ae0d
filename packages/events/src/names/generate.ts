import type { ContentPack } from '../content/types.ts';
import type { Rng } from '../core/rng.ts';
import { normalizeName } from '../core/text.ts';

/** A generated person's name, kept in parts for WMSC first/last scoring. */
export interface PersonName {
  readonly first: string;
  readonly last: string;
  readonly name: string;
}

const ATTEMPTS = 40;

/**
 * `count` people with distinct full names, from one culture each so a name reads naturally.
 * First and last names are kept distinct across the session while the pool allows it, since a
 * repeated first name makes two faces indistinguishable on paper (WMSC penalises repeated names).
 */
export function pickNames(rng: Rng, pack: ContentPack, count: number): PersonName[] {
  const pools = pack.namePools.filter((pool) => pool.first.length > 0 && pool.last.length > 0);
  if (pools.length === 0) throw new Error('content pack has no name pools');
  const firsts = new Set<string>();
  const lasts = new Set<string>();
  const fulls = new Set<string>();
  const out: PersonName[] = [];
  while (out.length < count) {
    let chosen: PersonName | undefined;
    for (let attempt = 0; attempt < ATTEMPTS * 2 && !chosen; attempt++) {
      const pool = rng.pick(pools);
      const first = rng.pick(pool.first);
      const last = rng.pick(pool.last);
      const full = normalizeName(`${first} ${last}`);
      const strict = attempt < ATTEMPTS;
      if (fulls.has(full)) continue;
      if (strict && (firsts.has(normalizeName(first)) || lasts.has(normalizeName(last)))) continue;
      chosen = { first, last, name: `${first} ${last}` };
    }
    // A pool smaller than the session: accept a repeat rather than loop forever.
    chosen ??= (() => {
      const pool = rng.pick(pools);
      const first = rng.pick(pool.first);
      const last = rng.pick(pool.last);
      return { first, last, name: `${first} ${last}` };
    })();
    firsts.add(normalizeName(chosen.first));
    lasts.add(normalizeName(chosen.last));
    fulls.add(normalizeName(chosen.name));
    out.push(chosen);
  }
  return out;
}

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
