import type { Rng } from '../core/rng.ts';
import {
  cellsOf,
  GRID_COLS,
  GRID_ROWS,
  PIECE_COLORS,
  PIECE_NAMES,
  type PieceName,
  ROTATIONS,
  type Shape,
} from './pieces.ts';

/** A Blocktris block: a piece with its shape, where it landed, and whether it is a picker copy. */
export interface Block {
  readonly id: string;
  readonly name: PieceName;
  readonly rotation: number;
  readonly shape: Shape;
  /** Top-left of the shape's bounding box; row 0 is the top of the 20×10 grid. */
  readonly position: { readonly row: number; readonly col: number };
  readonly color: string;
  /** True for the recall picker's template pieces, which are not part of the answer. */
  readonly isPseudo: boolean;
  readonly landed: boolean;
}

/** Rows kept free at the top so every block could still have spawned above the stack. */
export const SPAWN_ROWS = 4;
const FAMILY_TRIES = 40;

type Grid = boolean[][];

const emptyGrid = (): Grid => Array.from({ length: GRID_ROWS }, () => Array<boolean>(GRID_COLS).fill(false));

function fits(grid: Grid, shape: Shape, row: number, col: number): boolean {
  return cellsOf(shape, row, col).every(
    ([r, c]) => r >= 0 && r < GRID_ROWS && c >= 0 && c < GRID_COLS && !grid[r]?.[c],
  );
}

/** Where a shape dropped straight down from the top at `col` comes to rest, or null if it cannot enter. */
export function dropRow(grid: Grid, shape: Shape, col: number): number | null {
  if (!fits(grid, shape, 0, col)) return null;
  let row = 0;
  while (fits(grid, shape, row + 1, col)) row++;
  return row;
}

/** Empty cells a placement would cover (below its lowest cell in each column, down to the stack). */
function holesUnder(grid: Grid, shape: Shape, row: number, col: number): number {
  const bottom = new Map<number, number>();
  for (const [r, c] of cellsOf(shape, row, col)) bottom.set(c, Math.max(bottom.get(c) ?? -1, r));
  let holes = 0;
  for (const [c, r] of bottom) {
    for (let below = r + 1; below < GRID_ROWS && !grid[below]?.[c]; below++) holes++;
  }
  return holes;
}

function completesRow(grid: Grid, shape: Shape, row: number, col: number): boolean {
  const cells = cellsOf(shape, row, col);
  const rows = new Set(cells.map(([r]) => r));
  for (const r of rows) {
    const filled = grid[r]?.filter(Boolean).length ?? 0;
    if (filled + cells.filter(([cr]) => cr === r).length === GRID_COLS) return true;
  }
  return false;
}

/**
 * Drops `count` random pieces straight down, each at a random column where it lands, so every
 * arrangement is reachable by falling. Placements that would fill a row are skipped (nothing is ever
 * cleared, so what the athlete saw fall is exactly what stays) as are ones reaching the spawn rows.
 * Stops early only if no family fits any more (never below TETRIS_MAX_BLOCKS in practice).
 */
export function simulate(rng: Rng, count: number): Block[] {
  const grid = emptyGrid();
  const blocks: Block[] = [];
  for (let n = 0; n < count; n++) {
    let placed: Block | undefined;
    for (let attempt = 0; attempt < FAMILY_TRIES && !placed; attempt++) {
      const name = rng.pick(PIECE_NAMES);
      const rotation = rng.int(0, ROTATIONS[name].length - 1);
      const shape = ROTATIONS[name][rotation] ?? [[1]];
      const width = shape[0]?.length ?? 1;
      const options: { row: number; col: number; holes: number }[] = [];
      for (let col = 0; col + width <= GRID_COLS; col++) {
        const row = dropRow(grid, shape, col);
        if (row !== null && row >= SPAWN_ROWS && !completesRow(grid, shape, row, col)) {
          options.push({ row, col, holes: holesUnder(grid, shape, row, col) });
        }
      }
      if (options.length === 0) continue;
      // Favour placements that leave no covered gaps and sit deep, so the stack stays low and
      // TETRIS_MAX_BLOCKS always fit; early attempts insist on a gap-free fit with another family.
      const fewest = Math.min(...options.map((o) => o.holes));
      if (fewest > 0 && attempt < FAMILY_TRIES / 2) continue;
      const tidy = options.filter((o) => o.holes <= fewest + 1);
      const deepest = Math.max(...tidy.map((o) => o.row));
      const { row, col } = rng.pick(tidy.filter((o) => o.row >= deepest - 3));
      const position = { row, col };
      placed = {
        id: `b${n}`,
        name,
        rotation,
        shape,
        position,
        color: PIECE_COLORS[name],
        isPseudo: false,
        landed: true,
      };
    }
    if (!placed) break;
    for (const [r, c] of cellsOf(placed.shape, placed.position.row, placed.position.col)) {
      const line = grid[r];
      if (line) line[c] = true;
    }
    blocks.push(placed);
  }
  return blocks;
}

/** The 20×10 colour grid of landed blocks ('' = empty cell) for the result screen. */
export function colourGrid(blocks: readonly Block[]): string[][] {
  const grid = Array.from({ length: GRID_ROWS }, () => Array<string>(GRID_COLS).fill(''));
  for (const block of blocks) {
    for (const [r, c] of cellsOf(block.shape, block.position.row, block.position.col)) {
      const line = grid[r];
      if (line && c >= 0 && c < GRID_COLS) line[c] = block.color;
    }
  }
  return grid;
}

/** One template per family and rotation for the recall picker (19 pieces). */
export function palette(): Block[] {
  return PIECE_NAMES.flatMap((name) =>
    ROTATIONS[name].map((shape, rotation) => ({
      id: `p-${name}-${rotation}`,
      name,
      rotation,
      shape,
      position: { row: 0, col: 0 },
      color: PIECE_COLORS[name],
      isPseudo: true,
      landed: false,
    })),
  );
}
