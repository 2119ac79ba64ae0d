/**
 * Abstract images (the WMSC / IAM style): generated shapes on textured grounds, rendered by the
 * server at `/media/abstract/a<n>.svg` (apps/server/src/media/abstract.ts). Image n has its own
 * (colours, shape, texture) triple — a bijection over the 12 × 10 × 8 combinations, spread so
 * neighbours differ in all three — and its geometry (rotation, points, sizes) varies with n, so no
 * two images of the pool are alike. The label names the triple ('teal spiral on dots').
 */
import type { ImageItem } from '../types.ts';

export const ABSTRACT_PALETTES = [
  'red',
  'orange',
  'gold',
  'olive',
  'green',
  'teal',
  'cyan',
  'blue',
  'indigo',
  'violet',
  'pink',
  'brown',
] as const;
export const ABSTRACT_SHAPES = [
  'blob',
  'star',
  'spiral',
  'triangles',
  'zigzag',
  'crescent',
  'hexagons',
  'bars',
  'ring',
  'cross',
] as const;
export const ABSTRACT_TEXTURES = [
  'plain',
  'stripes',
  'dots',
  'checks',
  'waves',
  'confetti',
  'grid',
  'rings',
] as const;

export type AbstractPalette = (typeof ABSTRACT_PALETTES)[number];
export type AbstractShape = (typeof ABSTRACT_SHAPES)[number];
export type AbstractTexture = (typeof ABSTRACT_TEXTURES)[number];

export interface AbstractTraits {
  readonly palette: AbstractPalette;
  readonly shape: AbstractShape;
  readonly texture: AbstractTexture;
}

/** Every combination once: 960 images. */
export const ABSTRACT_COUNT = ABSTRACT_PALETTES.length * ABSTRACT_SHAPES.length * ABSTRACT_TEXTURES.length;

/** A step coprime with ABSTRACT_COUNT for which consecutive n differ in all three traits. */
const STEP = 373;

/** The traits of image n (1-based). */
export function abstractTraits(n: number): AbstractTraits {
  let k = ((n - 1) * STEP) % ABSTRACT_COUNT;
  const pick = <T>(list: readonly T[]): T => {
    const value = list[k % list.length] as T;
    k = Math.floor(k / list.length);
    return value;
  };
  const palette = pick(ABSTRACT_PALETTES);
  const shape = pick(ABSTRACT_SHAPES);
  const texture = pick(ABSTRACT_TEXTURES);
  return { palette, shape, texture };
}

export const abstractUrl = (n: number): string => `/media/abstract/a${n}.svg`;

/** Parses `a<n>.svg`; undefined when it is not in the pool. */
export function parseAbstractFile(file: string): number | undefined {
  const m = /^a([1-9][0-9]{0,3})\.svg$/.exec(file);
  const n = Number(m?.[1]);
  return m && n <= ABSTRACT_COUNT ? n : undefined;
}

export function buildAbstractImages(): ImageItem[] {
  return Array.from({ length: ABSTRACT_COUNT }, (_, i) => {
    const { palette, shape, texture } = abstractTraits(i + 1);
    const ground = texture === 'plain' ? 'plain ground' : texture;
    return { id: `abstract-${i + 1}`, url: abstractUrl(i + 1), label: `${palette} ${shape} on ${ground}` };
  });
}
