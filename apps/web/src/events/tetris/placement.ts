import {
  type Block,
  GRID_COLS,
  GRID_ROWS,
  normalizeRotation,
  PIECE_COLORS,
  type PieceName,
  type PlacedPiece,
  ROTATIONS,
  type Shape,
  TETRIS_MAX_BLOCKS,
} from '@mnemoria/events';

/**
 * Pure Blocktris grid rules shared by the memorize fall, the recall editor and the result. The
 * anchor of a piece is the top-left cell of its shape's bounding box (as the engine's `position`
 * and the answer's {row, col}), whether or not that cell is filled.
 */

export type Cell = readonly [row: number, col: number];

/**
 * The answer is a fixed number of slots (null = free) rather than a growing list: the game screen
 * merges a resumed answer slot by slot, so a fixed length keeps pieces across a reload. Twice the
 * most blocks a session can have leaves room for wrong tries (extra pieces cost nothing).
 */
export const ANSWER_SLOTS = TETRIS_MAX_BLOCKS * 2;

export function shapeOf(name: PieceName, rotation: number): Shape {
  return ROTATIONS[name][normalizeRotation(name, rotation)] ?? [[1]];
}

export function cellsOfShape(shape: Shape, row: number, col: number): Cell[] {
  const out: Cell[] = [];
  shape.forEach((line, r) => {
    line.forEach((bit, c) => {
      if (bit === 1) out.push([row + r, col + c]);
    });
  });
  return out;
}

export const cellsOfPiece = (p: PlacedPiece): Cell[] =>
  cellsOfShape(shapeOf(p.name, p.rotation), p.row, p.col);

const inside = ([r, c]: Cell) => r >= 0 && r < GRID_ROWS && c >= 0 && c < GRID_COLS;

/** The placed pieces of an answer (null slots and anything malformed dropped). */
export function piecesOf(answer: readonly unknown[]): PlacedPiece[] {
  return answer.filter(
    (p): p is PlacedPiece =>
      typeof p === 'object' && p !== null && typeof (p as PlacedPiece).name === 'string' && 'row' in p,
  );
}

/** Index into `answer` of the piece covering (row, col), or -1. */
export function pieceIndexAt(answer: readonly unknown[], row: number, col: number): number {
  return answer.findIndex(
    (p) =>
      piecesOf([p]).length === 1 && cellsOfPiece(p as PlacedPiece).some(([r, c]) => r === row && c === col),
  );
}

export type Refusal = 'outside' | 'overlap' | 'full';
export const REFUSAL_TEXT: Record<Refusal, string> = {
  outside: 'That piece would stick out of the grid.',
  overlap: 'That piece would overlap another piece.',
  full: 'No room for more pieces: remove one first.',
};

/** Why `piece` cannot go onto the grid of `answer`, or null when it can. */
export function refusal(answer: readonly unknown[], piece: PlacedPiece): Refusal | null {
  const cells = cellsOfPiece(piece);
  if (!cells.every(inside)) return 'outside';
  const taken = new Set(piecesOf(answer).flatMap((p) => cellsOfPiece(p).map(([r, c]) => r * GRID_COLS + c)));
  if (cells.some(([r, c]) => taken.has(r * GRID_COLS + c))) return 'overlap';
  if (!answer.includes(null) && answer.length >= ANSWER_SLOTS) return 'full';
  return null;
}

/** A new answer with `piece` in the first free slot, or the refusal. Never mutates `answer`. */
export function place(answer: readonly unknown[], piece: PlacedPiece): unknown[] | Refusal {
  const why = refusal(answer, piece);
  if (why) return why;
  const next = answer.slice();
  const free = next.indexOf(null);
  const stored = {
    name: piece.name,
    rotation: normalizeRotation(piece.name, piece.rotation),
    row: piece.row,
    col: piece.col,
  };
  if (free >= 0) next[free] = stored;
  else next.push(stored);
  return next;
}

/** A new answer without the piece covering (row, col); the same array when no piece is there. */
export function removeAt(answer: readonly unknown[], row: number, col: number): readonly unknown[] {
  const at = pieceIndexAt(answer, row, col);
  if (at < 0) return answer;
  const next = answer.slice();
  next[at] = null;
  return next;
}

/** The 20×10 colour grid ('' = empty) of a set of pieces, for drawing. */
export function colourGridOf(pieces: readonly PlacedPiece[]): string[][] {
  const grid = Array.from({ length: GRID_ROWS }, () => Array<string>(GRID_COLS).fill(''));
  for (const p of pieces) {
    for (const [r, c] of cellsOfPiece(p)) {
      const line = grid[r];
      if (line && c >= 0 && c < GRID_COLS) line[c] = PIECE_COLORS[p.name];
    }
  }
  return grid;
}

export const pieceOfBlock = (b: Block): PlacedPiece => ({
  name: b.name,
  rotation: b.rotation,
  row: b.position.row,
  col: b.position.col,
});

/**
 * Where a shape dropped straight down at `col` from just above the grid comes to rest among the
 * `occupied` cells (a set of row * GRID_COLS + col), or null when it cannot enter the grid at all.
 */
export function restingRow(occupied: ReadonlySet<number>, shape: Shape, col: number): number | null {
  const fits = (row: number) =>
    cellsOfShape(shape, row, col).every(
      ([r, c]) => c >= 0 && c < GRID_COLS && r < GRID_ROWS && (r < 0 || !occupied.has(r * GRID_COLS + c)),
    );
  const start = entryRow(shape);
  if (!fits(start)) return null;
  let row = start;
  while (fits(row + 1)) row++;
  return row >= 0 ? row : null;
}

/** The row a falling shape starts at: only its bottom line inside the grid, the rest above it. */
export const entryRow = (shape: Shape) => 1 - shape.length;

/** Occupied-cell set of some blocks, as `restingRow` wants it. */
export function occupiedBy(blocks: readonly Block[]): Set<number> {
  return new Set(blocks.flatMap((b) => cellsOfPiece(pieceOfBlock(b)).map(([r, c]) => r * GRID_COLS + c)));
}
