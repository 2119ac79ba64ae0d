export type { AnimalRaw, AnimalsAnswer, AnimalsData } from './animals/index.ts';
export type { BiographyAnswer, BiographyData, BiographyEntry, Person } from './biography/index.ts';
export { FIELDS_PER_PERSON } from './biography/index.ts';
export type { CardRaw, CardsAnswer, CardsData } from './cards/index.ts';
export * from './constants.ts';
export {
  AGE_BANDS,
  GENDERS,
  isAgeBand,
  isGender,
  isRegion,
  PERSONA_COUNT,
  personaOf,
  REGIONS,
} from './content/persona.ts';
export type * from './content/types.ts';
export { CARD_RANKS, CARD_SUITS } from './content/types.ts';
export { chunk, type DigitBlock, digitBlocks, formatPhone, groupRow } from './core/format.ts';
export { hashSeed, Rng, type Seed } from './core/rng.ts';
export { normalizeName, normalizeWord } from './core/text.ts';
export type * from './core/types.ts';
export { STAGES } from './core/types.ts';
export type { DateRaw, DatesAnswer, DatesData } from './dates/index.ts';
export { DATE_RIGHT, DATE_WRONG, FIRST_YEAR, LAST_YEAR } from './dates/index.ts';
export type { DigitAnswer, DigitData } from './digits/digits.ts';
export { rowPoints } from './digits/digits.ts';
export type { EchopicAnswer, EchopicData, EchopicRaw } from './echopic/index.ts';
export * from './formats/catalog.ts';
export * from './formats/layout.ts';
export * from './formats/official.ts';
export * from './formats/scoring.ts';
export type { ImageRaw, ImagesAnswer, ImagesData } from './images/index.ts';
export { imageRows } from './images/index.ts';
export * from './levels.ts';
export type { NameRaw, NamesAnswer, NamesData } from './names/index.ts';
export * from './names.ts';
export * from './registry.ts';
export * from './settings.ts';
export type { SoundRaw, SoundsAnswer, SoundsData } from './sounds/index.ts';
export type { Block, PlacedPiece, TetrisAnswer, TetrisData } from './tetris/index.ts';
export {
  GRID_COLS,
  GRID_ROWS,
  normalizeRotation,
  PIECE_COLORS,
  PIECE_NAMES,
  type PieceName,
  ROTATIONS,
  type Shape,
} from './tetris/index.ts';
export type { WordsAnswer, WordsData } from './words/index.ts';
