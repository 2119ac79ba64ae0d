/** The server's view of the built-in media manifests (the `@mnemoria/events/media/*` subpath). */

export type { CardItem, CardRank, CardSuit } from '@mnemoria/events';
export { CARD_BACK_URL } from '@mnemoria/events/media/cards.ts';
export {
  FACE_STYLES,
  type FaceStyle,
  facePersona,
  faceSeed,
  parseFaceFile,
} from '@mnemoria/events/media/faces.ts';
export {
  ANIMAL_SOURCE_REFS,
  type AnimalSourceRef,
} from '@mnemoria/events/media/images.ts';
export * from '@mnemoria/events/media/index.ts';
export {
  type Effect,
  type Motif,
  SOUND_SPECS,
  type SoundRecipe,
  type SoundSpec,
  type Timbre,
} from '@mnemoria/events/media/sounds.ts';
