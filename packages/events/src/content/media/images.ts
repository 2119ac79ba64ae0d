import type { AnimalItem, ImageItem } from '../types.ts';
import animalData from './generated/animals.gen.json' with { type: 'json' };
import imageData from './generated/images.gen.json' with { type: 'json' };

/** Where an animal picture comes from: an OpenMoji hexcode or a Game Icons silhouette. */
export interface AnimalSourceRef {
  readonly slug: string;
  readonly name: string;
  readonly source: 'openmoji' | 'game-icons';
  readonly ref: string;
  readonly habitat: string;
}

/** Rows are tuples in the generated JSON; missing cells (never produced by the script) read as ''. */
const cell = (row: readonly string[], i: number): string => row[i] ?? '';

export const IMAGE_SOURCE = imageData.source;

export const imageUrl = (hex: string): string => `/media/images/${hex}.svg`;
export const animalUrl = (slug: string): string => `/media/animals/${slug}.svg`;

export function buildImages(): ImageItem[] {
  return imageData.items.map((row) => {
    const hex = cell(row, 0);
    return { id: hex, url: imageUrl(hex), label: cell(row, 1) };
  });
}

export const ANIMAL_SOURCE_REFS: readonly AnimalSourceRef[] = animalData.items.map((row) => ({
  slug: cell(row, 0),
  name: cell(row, 1),
  source: cell(row, 2) === 'game-icons' ? 'game-icons' : 'openmoji',
  ref: cell(row, 3),
  habitat: cell(row, 4),
}));

export function buildAnimals(): AnimalItem[] {
  return ANIMAL_SOURCE_REFS.map((a) => ({ id: a.slug, url: animalUrl(a.slug), name: a.name }));
}
