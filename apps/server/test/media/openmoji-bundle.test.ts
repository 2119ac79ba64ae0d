import { describe, expect, it } from 'vitest';
import { ANIMAL_SOURCE_REFS, images } from '../../src/media/manifest.ts';
import { readOpenMoji } from '../../src/media/pictures.ts';

describe('the OpenMoji bundle', () => {
  it('holds every picture of the images pool and every OpenMoji animal, as SVG', async () => {
    const hexes = [
      ...images.map((i) => i.id),
      ...ANIMAL_SOURCE_REFS.filter((a) => a.source === 'openmoji').map((a) => a.ref),
    ];
    expect(hexes.length).toBeGreaterThan(1000);
    for (const hex of hexes) expect((await readOpenMoji(hex)).toString('utf8', 0, 4), hex).toBe('<svg');
    await expect(readOpenMoji('zzzz')).rejects.toThrow(/not in the bundle/);
  });
});
