import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { faceCombinations, faceTraits, renderFaceSvg } from '../../src/media/faces.ts';
import { FACE_STYLES, faces, parseFaceFile } from '../../src/media/manifest.ts';

const FACE_FILE = /\/media\/faces\/([a-z0-9-]+\.svg)$/;
const parsed = faces.map((url) => {
  const face = parseFaceFile(FACE_FILE.exec(url)?.[1] ?? '');
  if (!face) throw new Error(`unparseable face url ${url}`);
  return face;
});

describe('built-in faces', () => {
  it('number at least 1,000, from the three most lifelike styles, mixed from the start', () => {
    expect(faces.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(faces).size).toBe(faces.length);
    expect([...FACE_STYLES].sort()).toEqual(['avataaars', 'personas', 'toon-head']);
    expect(new Set(parsed.slice(0, 3).map((f) => f.style)).size).toBe(3);
  });

  it('give every face of a style its own skin tone, hair and hair colour', () => {
    for (const style of FACE_STYLES) {
      const mine = parsed.filter((f) => f.style === style);
      expect(faceCombinations(style)).toBeGreaterThanOrEqual(mine.length);
      const keys = mine.map(({ n }) => JSON.stringify(faceTraits(style, n)));
      expect(new Set(keys).size, style).toBe(mine.length);
    }
  });

  it('neighbours in the pool differ in skin, hair and colour, not in one trait only', () => {
    for (const style of FACE_STYLES)
      for (let n = 1; n < 60; n++) {
        const a = faceTraits(style, n);
        const b = faceTraits(style, n + 1);
        const same = [a.skin === b.skin, a.hair === b.hair, a.hairColor === b.hairColor].filter(Boolean);
        expect(same.length, `${style} ${n}`).toBeLessThanOrEqual(1);
      }
  });

  it('vary skin tone, hair and age (grey and white hair) across the pool', () => {
    const traits = parsed.map(({ style, n }) => faceTraits(style, n));
    expect(new Set(traits.map((t) => t.skin)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(traits.map((t) => t.hair)).size).toBeGreaterThanOrEqual(40);
    const grey = traits.filter((t) => t.hairColor === '9e9e9e' || t.hairColor === 'e8e1e1');
    expect(grey.length / traits.length).toBeGreaterThan(0.15);
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
