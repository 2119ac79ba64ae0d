import { showsKey } from '../core/content.ts';
import { resultOf } from '../core/result.ts';
import { Rng } from '../core/rng.ts';
import type { EventData, EventDefinition, ScoredItem } from '../core/types.ts';
import { TETRIS_MAX_BLOCKS } from '../levels.ts';
import { normalizeRotation, PIECE_NAMES, type PieceName } from './pieces.ts';
import { type Block, colourGrid, palette, simulate } from './simulate.ts';

export * from './pieces.ts';
export { type Block, colourGrid, dropRow, SPAWN_ROWS } from './simulate.ts';

/**
 * raw: the landed 20×10 colour grid (rows of colours, '' empty); formatted: the blocks in drop order;
 * shuffle1: the 19-piece recall picker (pseudo blocks).
 */
export type TetrisData = EventData<string[], Block, Block, never>;

/** A piece the athlete placed: family, rotation index and the top-left of its bounding box. */
export interface PlacedPiece {
  readonly name: PieceName;
  readonly rotation: number;
  readonly row: number;
  readonly col: number;
}
/** The placed pieces in any order; null entries (removed pieces) are ignored. */
export type TetrisAnswer = (PlacedPiece | null)[];

const describe = (p: PlacedPiece) => `${p.name}${normalizeRotation(p.name, p.rotation)}@${p.row},${p.col}`;
const isPiece = (value: unknown): value is PlacedPiece =>
  typeof value === 'object' &&
  value !== null &&
  PIECE_NAMES.includes((value as PlacedPiece).name) &&
  Number.isFinite((value as PlacedPiece).rotation);

/**
 * Blocktris: one point per landed block the athlete rebuilt with the same family, rotation and
 * position (placement order does not matter; extra pieces cost nothing). A missing block is wrong
 * (null counts as wrong). The headline is the fall speed of the level, not the score.
 */
export const tetris: EventDefinition<TetrisData, TetrisAnswer> = {
  name: 'tetris',
  displayName: 'Blocktris',
  prefetchMedia: false,
  headline: 'speed',
  needsContent: false,

  generate({ amount }, seed) {
    const blocks = simulate(new Rng(seed), Math.min(amount, TETRIS_MAX_BLOCKS));
    return { raw: colourGrid(blocks), formatted: blocks, shuffle1: palette(), shuffle2: [] };
  },

  score(data, answer) {
    const pieces = (Array.isArray(answer) ? answer : []).filter(isPiece).map((p) => describe(p));
    const used = new Set<number>();
    const items: ScoredItem[] = data.formatted.map((block, index) => {
      const expected = describe({ name: block.name, rotation: block.rotation, ...block.position });
      const at = pieces.findIndex((piece, i) => piece === expected && !used.has(i));
      if (at < 0) return { index, verdict: 'wrong', points: 0, expected, given: null };
      used.add(at);
      return { index, verdict: 'right', points: 1, expected, given: expected };
    });
    return resultOf(items, data.formatted.length);
  },

  redact(data, stage) {
    if (showsKey(stage)) return data;
    return { ...data, raw: colourGrid([]), formatted: [] };
  },

  perfectAnswer(data) {
    return data.formatted.map((block) => ({ name: block.name, rotation: block.rotation, ...block.position }));
  },
};
