/**
 * The content every generator draws from. The built-in pack ships with the repo
 * (`content/text` and `content/media`); an operator's MEDIA_DIR packs are merged into a
 * copy of it by the server, so generators stay pure and never touch the file system.
 */

import type { FaceItem, Region } from './persona.ts';

export type { AgeBand, FaceItem, Gender, Persona, Region } from './persona.ts';

/**
 * Given and family names of one culture, so a generated person has a coherent full name. Given
 * names are split by gender (a name used for both is left out); a culture whose family names change
 * with gender has one pool per gender, the other gender's list empty.
 */
export interface NamePool {
  /** faker locale or culture tag, e.g. 'ja', 'pt_BR', 'pl-female'. */
  readonly culture: string;
  readonly region: Region;
  readonly female: readonly string[];
  readonly male: readonly string[];
  readonly last: readonly string[];
}

/** A picture served by the server: `url` is a stable absolute path such as `/media/images/1f34e.svg`. */
export interface ImageItem {
  readonly id: string;
  readonly url: string;
  /** Human label (alt text, result screen caption). */
  readonly label: string;
}

export interface AnimalItem {
  readonly id: string;
  readonly url: string;
  /** The species the picture shows, e.g. 'Red Panda' (a caption: the athlete types a pet name). */
  readonly name: string;
}

export interface SoundItem {
  readonly id: string;
  /** Stable URL of a short audio file, e.g. `/media/sounds/s001.wav`. */
  readonly url: string;
  readonly label: string;
}

export const CARD_SUITS = ['clubs', 'diamonds', 'spades', 'hearts'] as const;
export const CARD_RANKS = [
  'ace',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  'jack',
  'queen',
  'king',
] as const;
export type CardSuit = (typeof CARD_SUITS)[number];
export type CardRank = (typeof CARD_RANKS)[number];

export interface CardItem {
  /** e.g. 'ace-of-spades'. */
  readonly id: string;
  readonly suit: CardSuit;
  readonly rank: CardRank;
  readonly url: string;
}

export interface ContentPack {
  readonly namePools: readonly NamePool[];
  readonly countries: readonly string[];
  readonly hobbies: readonly string[];
  readonly words: readonly string[];
  /** Number of distinct fictional historic event texts `dateEventText` can produce. */
  readonly dateEventCount: number;
  /** Pure: index in [0, dateEventCount) → a distinct event text, e.g. 'Volcano erupts near Lisbon'. */
  readonly dateEventText: (index: number) => string;
  /** Face pictures for names and biography (distinct people), each with the person it shows. */
  readonly faces: readonly FaceItem[];
  readonly images: readonly ImageItem[];
  /** Generated abstract shapes and textures: the images event's `abstract` kind. */
  readonly abstractImages: readonly ImageItem[];
  readonly animals: readonly AnimalItem[];
  /** Pet-style given names the animals event gives its pictures (never a species name). */
  readonly petNames: readonly string[];
  readonly sounds: readonly SoundItem[];
  /** The 52 cards in suit-major order (clubs, diamonds, spades, hearts × ace..king). */
  readonly cards: readonly CardItem[];
  readonly cardBackUrl: string;
}
