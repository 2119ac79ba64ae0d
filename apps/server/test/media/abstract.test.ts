import { BUILTIN_CONTENT } from '@mnemoria/events/content';
import { ABSTRACT_COUNT, abstractTraits, parseAbstractFile } from '@mnemoria/events/media/abstract.ts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderAbstractSvg } from '../../src/media/abstract.ts';

const SIDE = 32;

/** Image n as a tiny RGB thumbnail: what stays of a picture glanced at for a second. */
async function thumb(n: number): Promise<Uint8Array> {
  const { data } = await sharp(Buffer.from(renderAbstractSvg(n)))
    .resize(SIDE, SIDE)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return new Uint8Array(data);
}

/** Mean absolute difference per channel, 0–255. */
function distance(a: Uint8Array, b: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / a.length;
}

describe('abstract images', () => {
  it('are 960, each with its own colours, shape and texture, named after them', () => {
    const pool = BUILTIN_CONTENT.abstractImages;
    expect(pool).toHaveLength(ABSTRACT_COUNT);
    expect(ABSTRACT_COUNT).toBe(960);
    expect(
      new Set(pool.map((i) => JSON.stringify(abstractTraits(parseAbstractFile(i.url.slice(16)) ?? 0)))).size,
    ).toBe(960);
    expect(new Set(pool.map((i) => i.label)).size).toBe(960);
    expect(pool[0]).toMatchObject({
      url: '/media/abstract/a1.svg',
      label: expect.stringMatching(/^[a-z]+ [a-z]+ on /),
    });
  });

  it('differ from their neighbours in colours, shape and texture', () => {
    for (let n = 1; n < ABSTRACT_COUNT; n++) {
      const a = abstractTraits(n);
      const b = abstractTraits(n + 1);
      expect(a.palette === b.palette || a.shape === b.shape || a.texture === b.texture, String(n)).toBe(
        false,
      );
    }
  });

  it('are pairwise distinguishable even as 32 × 32 thumbnails, and rendered the same every time', {
    timeout: 180_000,
  }, async () => {
    const thumbs: Uint8Array[] = [];
    for (let n = 1; n <= ABSTRACT_COUNT; n++) thumbs.push(await thumb(n));
    let closest = Number.POSITIVE_INFINITY;
    let pair = '';
    for (let i = 0; i < thumbs.length; i++)
      for (let j = i + 1; j < thumbs.length; j++) {
        const d = distance(thumbs[i] as Uint8Array, thumbs[j] as Uint8Array);
        if (d < closest) [closest, pair] = [d, `${i + 1} and ${j + 1}`];
      }
    console.log(`closest abstract images: ${pair}, mean difference ${closest.toFixed(1)} / 255`);
    expect(closest, pair).toBeGreaterThan(8);
    expect(renderAbstractSvg(7)).toBe(renderAbstractSvg(7));
  });
});
