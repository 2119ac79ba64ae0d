/**
 * The built-in media pools (pure data: no I/O, safe in the browser and on the server). Every URL is
 * a real path the server's media plugin knows, named after what it shows; clients never see one:
 * the server deals opaque addresses instead (docs/media.md). See ATTRIBUTIONS.md for the licences.
 */
import type { AnimalItem, CardItem, FaceItem, ImageItem, SoundItem } from '../types.ts';
import { buildAbstractImages } from './abstract.ts';
import { buildAttributions, type MediaAttribution } from './attributions.ts';
import { buildCards, CARD_BACK_URL } from './cards.ts';
import { buildFaces } from './faces.ts';
import { buildAnimals, buildImages } from './images.ts';
import { SOUND_SPECS, soundUrl } from './sounds.ts';

export type { MediaAttribution } from './attributions.ts';

/** ≥ 1,000 distinct DiceBear faces with the persona each shows, styles interleaved. */
export const faces: readonly FaceItem[] = Object.freeze(buildFaces());

/** OpenMoji pictures without flags, skin-tone variants, brands or abstract symbols. */
export const images: readonly ImageItem[] = Object.freeze(buildImages());

/** Generated abstract images, pairwise distinct (abstract.ts). */
export const abstractImages: readonly ImageItem[] = Object.freeze(buildAbstractImages());

/** Animals with a plain, typeable, unique name. */
export const animals: readonly AnimalItem[] = Object.freeze(buildAnimals());

/** Synthesised short sounds (WAV, 22.05 kHz mono). */
export const sounds: readonly SoundItem[] = Object.freeze(
  SOUND_SPECS.map((s) => ({ id: s.id, url: soundUrl(s.id), label: s.label })),
);

/** The 52 cards, suit-major (clubs, diamonds, spades, hearts × ace..king). */
export const cards: readonly CardItem[] = Object.freeze(buildCards());

/** The card back shown as the 53rd image of the pick fan. */
export const cardBackUrl: string = CARD_BACK_URL;

/** Credits for the in-app attributions page. */
export const mediaAttributions: readonly MediaAttribution[] = Object.freeze(buildAttributions());
