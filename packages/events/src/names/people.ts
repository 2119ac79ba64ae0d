import { AGE_BANDS, type FaceItem, GENDERS, type Persona, REGIONS } from '../content/persona.ts';
import type { ContentPack, NamePool } from '../content/types.ts';
import type { Rng } from '../core/rng.ts';
import { normalizeName } from '../core/text.ts';

/** A generated person's name, kept in parts for WMSC first/last scoring. */
export interface PersonName {
  readonly first: string;
  readonly last: string;
  readonly name: string;
}

/** A face and the name drawn for the person it shows. */
export interface DrawnPerson extends PersonName {
  readonly face: string;
}

const key = (p: Persona) => `${p.region}|${p.age}|${p.gender}`;

/**
 * `count` faces, balanced: the i-th face is wanted from region i mod R (regions in a random order),
 * with ages and genders rotating per round, so any session shows every region and age about equally
 * often. When the wanted kind is used up the nearest one is taken (same region and gender, then same
 * region, then any). Faces repeat only when `count` exceeds the pool.
 */
export function pickFaces(rng: Rng, faces: readonly FaceItem[], count: number): FaceItem[] {
  if (count >= faces.length) return rng.sample(faces, count);
  const buckets = new Map<string, FaceItem[]>();
  for (const face of rng.shuffle(faces)) {
    const list = buckets.get(key(face));
    if (list) list.push(face);
    else buckets.set(key(face), [face]);
  }
  const regions = rng.shuffle(REGIONS);
  const ages = rng.shuffle(AGE_BANDS);
  const genders = rng.shuffle(GENDERS);
  const takeWhere = (match: (p: Persona) => boolean): FaceItem | undefined => {
    for (const list of rng.shuffle([...buckets.values()]))
      if (list.length > 0 && list[0] && match(list[0])) return list.pop();
    return undefined;
  };
  const out: FaceItem[] = [];
  for (let i = 0; out.length < count; i++) {
    const round = Math.floor(i / regions.length);
    const want: Persona = {
      region: regions[i % regions.length] as Persona['region'],
      age: ages[(i + round) % ages.length] as Persona['age'],
      gender: genders[(i + round) % genders.length] as Persona['gender'],
    };
    const face =
      buckets.get(key(want))?.pop() ??
      takeWhere((p) => p.region === want.region && p.gender === want.gender) ??
      takeWhere((p) => p.region === want.region) ??
      takeWhere(() => true);
    if (face) out.push(face);
  }
  return out;
}

const given = (pool: NamePool, persona: Persona) => (persona.gender === 'female' ? pool.female : pool.male);

/**
 * The pools a face's name may come from, nearest first: its region's cultures with given names of
 * its gender, then any culture with given names of that gender (a small pack, or a region whose
 * names are used up in a long session); never the other gender's names.
 */
function poolsFor(pools: readonly NamePool[], persona: Persona): [readonly NamePool[], readonly NamePool[]] {
  const ofGender = pools.filter((pool) => pool.last.length > 0 && given(pool, persona).length > 0);
  if (ofGender.length === 0) throw new Error(`content pack has no ${persona.gender} given names`);
  const local = ofGender.filter((pool) => pool.region === persona.region);
  return [local.length > 0 ? local : ofGender, ofGender];
}

const ATTEMPTS = 40;

/**
 * `count` people: balanced faces (pickFaces), each named from a culture of its region with a given
 * name of its gender. First and last names are kept distinct across the session while the pool
 * allows it, since a repeated first name makes two faces indistinguishable on paper (WMSC penalises
 * repeated names).
 */
export function pickPeople(rng: Rng, pack: ContentPack, count: number): DrawnPerson[] {
  const faces = pickFaces(rng, pack.faces, count);
  const firsts = new Set<string>();
  const lasts = new Set<string>();
  const fulls = new Set<string>();
  return faces.map((face) => {
    const [local, wide] = poolsFor(pack.namePools, face);
    const draw = (pools: readonly NamePool[]): PersonName => {
      const pool = rng.pick(pools);
      const first = rng.pick(given(pool, face));
      const last = rng.pick(pool.last);
      return { first, last, name: `${first} ${last}` };
    };
    // Unused first and last names from the region, then from anywhere; then an unused full name.
    const tries: [readonly NamePool[], boolean][] = [
      [local, true],
      [wide, true],
      [local, false],
      [wide, false],
    ];
    let chosen: PersonName | undefined;
    for (const [pools, strict] of tries)
      for (let attempt = 0; attempt < ATTEMPTS && !chosen; attempt++) {
        const person = draw(pools);
        if (fulls.has(normalizeName(person.name))) continue;
        if (strict && (firsts.has(normalizeName(person.first)) || lasts.has(normalizeName(person.last))))
          continue;
        chosen = person;
      }
    // A pool smaller than the session: accept a repeat rather than loop forever.
    chosen ??= draw(wide);
    firsts.add(normalizeName(chosen.first));
    lasts.add(normalizeName(chosen.last));
    fulls.add(normalizeName(chosen.name));
    return { face: face.url, ...chosen };
  });
}
