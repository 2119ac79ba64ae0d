import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SAMPLE_PALACES } from '../../src/plugins/app/palaces/catalogue.ts';
import { SCENE_HEIGHT, SCENE_WIDTH, scenePng, sceneSvg } from '../../src/plugins/app/palaces/scene.ts';

describe('palace scenes', () => {
  const castle = SAMPLE_PALACES.find((p) => p.id === 'castle-tour');
  if (!castle) throw new Error('castle-tour missing');

  it('draws every location of a palace as a different picture, the same each time', async () => {
    const first = await Promise.all(castle.locations.map((l, i) => scenePng(castle.id, i, l)));
    const again = await Promise.all(castle.locations.map((l, i) => scenePng(castle.id, i, l)));
    for (let i = 0; i < first.length; i++) expect(again[i]?.equals(first[i] as Buffer)).toBe(true);
    const hashes = new Set(first.map((b) => b.toString('base64')));
    expect(hashes.size).toBe(castle.locations.length);
    const meta = await sharp(first[0]).metadata();
    expect([meta.width, meta.height]).toEqual([SCENE_WIDTH, SCENE_HEIGHT]);
  });

  it('captions each scene with its number and title and draws objects, not a flat colour', () => {
    const svg = sceneSvg(castle.id, 1, 'Portcullis');
    expect(svg).toContain('2. Portcullis');
    expect(svg.match(/<(rect|polygon|circle|ellipse|path|line)/g)?.length ?? 0).toBeGreaterThan(8);
  });

  it('escapes operator text in the caption', () => {
    expect(sceneSvg('x', 0, '<b>&')).toContain('1. &#60;b&#62;&#38;');
  });
});
