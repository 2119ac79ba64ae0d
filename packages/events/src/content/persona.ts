/**
 * Who a face shows: a presented gender, an age band and a world region. Every face of a pack carries
 * one (built-in faces are drawn from theirs; photo packs declare theirs in a manifest), and the names
 * event draws each face's name from a culture of that region and from that gender's given names, so
 * a face never wears a name that does not fit it.
 */
export const GENDERS = ['female', 'male'] as const;
export type Gender = (typeof GENDERS)[number];

/** young ≈ 18–35, middle ≈ 36–59, older ≈ 60 and up. */
export const AGE_BANDS = ['young', 'middle', 'older'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** Broad regions the name cultures are grouped in (west-asia includes North Africa and Central Asia). */
export const REGIONS = ['europe', 'africa', 'east-asia', 'south-asia', 'west-asia', 'latin-america'] as const;
export type Region = (typeof REGIONS)[number];

export interface Persona {
  readonly gender: Gender;
  readonly age: AgeBand;
  readonly region: Region;
}

/** A face picture and the person it shows. */
export interface FaceItem extends Persona {
  readonly url: string;
}

export const isGender = (s: unknown): s is Gender => (GENDERS as readonly unknown[]).includes(s);
export const isAgeBand = (s: unknown): s is AgeBand => (AGE_BANDS as readonly unknown[]).includes(s);
export const isRegion = (s: unknown): s is Region => (REGIONS as readonly unknown[]).includes(s);

/** Number of (gender, age, region) combinations; built-in face n gets combination (n − 1) mod this. */
export const PERSONA_COUNT = GENDERS.length * AGE_BANDS.length * REGIONS.length;

/**
 * The persona of combination k: gender changes fastest, then region, then age, so any run of
 * consecutive faces already mixes women and men of every region.
 */
export function personaOf(k: number): Persona {
  const i = ((k % PERSONA_COUNT) + PERSONA_COUNT) % PERSONA_COUNT;
  const gender = GENDERS[i % GENDERS.length] as Gender;
  const region = REGIONS[Math.floor(i / GENDERS.length) % REGIONS.length] as Region;
  const age = AGE_BANDS[Math.floor(i / (GENDERS.length * REGIONS.length))] as AgeBand;
  return { gender, age, region };
}
