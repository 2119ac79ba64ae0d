import { createHash } from 'node:crypto';
import { AGE_BANDS, GENDERS, type Gender, REGIONS, Rng } from '@mnemoria/events';
import { BUILTIN_CONTENT } from '@mnemoria/events/content';
import { describe, expect, it } from 'vitest';
import { pickPeople } from '../../../../packages/events/src/names/people.ts';
import { PLANS } from '../../src/media/face-plans.ts';
import { drawnParts, faceTraits, personaCombinations, renderFaceSvg } from '../../src/media/faces.ts';
import { FACE_STYLES, facePersona, faces, parseFaceFile } from '../../src/media/manifest.ts';

const FACE_FILE = /\/media\/faces\/([a-z0-9-]+\.svg)$/;
const fileOf = (url: string) => {
  const face = parseFaceFile(FACE_FILE.exec(url)?.[1] ?? '');
  if (!face) throw new Error(`unparseable face url ${url}`);
  return face;
};
const parsed = faces.map((f) => fileOf(f.url));

describe('built-in faces', () => {
  it('number at least 1,000, from the three most lifelike styles, mixed from the start', () => {
    expect(faces.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(faces.map((f) => f.url)).size).toBe(faces.length);
    expect([...FACE_STYLES].sort()).toEqual(['avataaars', 'personas', 'toon-head']);
    expect(new Set(parsed.slice(0, 3).map((f) => f.style)).size).toBe(3);
  });

  it('show every gender, age band and region about equally often', () => {
    for (const [values, get] of [
      [GENDERS, (f: (typeof faces)[number]) => f.gender],
      [AGE_BANDS, (f: (typeof faces)[number]) => f.age],
      [REGIONS, (f: (typeof faces)[number]) => f.region],
    ] as const)
      for (const value of values) {
        const share = faces.filter((f) => get(f) === value).length / faces.length;
        expect(Math.abs(share - 1 / values.length), value).toBeLessThan(0.02);
      }
  });

  it('give every face of a style its own look within its persona', () => {
    for (const style of FACE_STYLES) {
      const mine = parsed.filter((f) => f.style === style);
      const keys = mine.map(({ n }) => JSON.stringify(faceTraits(style, n)));
      expect(new Set(keys).size, style).toBe(mine.length);
      for (const { n } of mine)
        expect(personaCombinations(style, facePersona(style, n))).toBeGreaterThanOrEqual(
          Math.ceil(mine.length / 36),
        );
    }
  });

  it('give the older grey or white hair, and nobody else white hair', () => {
    for (const { style, n } of parsed) {
      const t = faceTraits(style, n);
      if (t.age === 'older') expect(['9e9e9e', 'e8e1e1']).toContain(t.hairColor);
      else expect(t.hairColor).not.toBe('e8e1e1');
    }
  });

  it('render to pairwise different pictures, the same picture every time', { timeout: 120_000 }, async () => {
    const hashes = new Set<string>();
    for (const { style, n } of parsed) {
      const svg = await renderFaceSvg(style, n);
      expect(svg.startsWith('<svg')).toBe(true);
      hashes.add(createHash('sha1').update(svg).digest('hex'));
    }
    expect(hashes.size).toBe(parsed.length);
    const first = parsed[0] ?? { style: 'avataaars' as const, n: 1 };
    expect(await renderFaceSvg(first.style, first.n)).toBe(await renderFaceSvg(first.style, first.n));
  });
});

/** Lower-case given names of each gender in the shipped name banks. */
const givenNames = (gender: Gender) =>
  new Set(BUILTIN_CONTENT.namePools.flatMap((p) => p[gender].map((n) => n.toLowerCase())));

describe('1,000 faces of names sessions and the names drawn for them', () => {
  // Sessions of 50 as the names event draws them, until 1,000 people.
  const people = Array.from({ length: 20 }, (_, seed) =>
    pickPeople(new Rng(seed), BUILTIN_CONTENT, 50),
  ).flat();
  const byUrl = new Map(faces.map((f) => [f.url, f]));
  const female = givenNames('female');
  const male = givenNames('male');

  it('never give a face a name of the other gender, nor one from another region', () => {
    expect(people).toHaveLength(1000);
    const mismatches: string[] = [];
    for (const person of people) {
      const face = byUrl.get(person.face);
      if (!face) throw new Error(`unknown face ${person.face}`);
      const first = person.first.toLowerCase();
      const [own, other] = face.gender === 'female' ? [female, male] : [male, female];
      if (!own.has(first) || other.has(first)) mismatches.push(`${person.name} on a ${face.gender} face`);
      const cultures = BUILTIN_CONTENT.namePools.filter(
        (p) =>
          p.region === face.region && p[face.gender].includes(person.first) && p.last.includes(person.last),
      );
      if (cultures.length === 0) mismatches.push(`${person.name} is not a name of ${face.region}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('draw no beard or moustache on a woman, and women’s hair only on women', {
    timeout: 60_000,
  }, async () => {
    const mismatches: string[] = [];
    for (const person of people) {
      const { style, n } = fileOf(person.face);
      const persona = facePersona(style, n);
      const parts = await drawnParts(style, n);
      const hairKey = style === 'avataaars' ? 'top' : 'hair';
      const hair =
        String(parts[hairKey]) + (style === 'toon-head' ? `/${String(parts.rearHair ?? 'none')}` : '');
      if (persona.gender === 'female' && (parts.facialHair || parts.beard))
        mismatches.push(`${person.face} (${person.name}) has facial hair`);
      if (style !== 'toon-head' && !PLANS[style].hair(persona).includes(hair))
        mismatches.push(`${person.face} has ${hair}, not a ${persona.gender} style`);
    }
    expect(mismatches).toEqual([]);
  });

  it('balance regions and ages within a session', () => {
    for (let seed = 0; seed < 20; seed++) {
      const session = people.slice(seed * 50, seed * 50 + 50).map((p) => byUrl.get(p.face));
      for (const region of REGIONS) {
        const count = session.filter((f) => f?.region === region).length;
        expect(count, region).toBeGreaterThanOrEqual(8);
        expect(count, region).toBeLessThanOrEqual(9);
      }
      for (const age of AGE_BANDS) {
        const count = session.filter((f) => f?.age === age).length;
        expect(count, age).toBeGreaterThanOrEqual(15);
      }
    }
  });
});
