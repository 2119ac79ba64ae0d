/** The 7 tetromino families with their distinct rotations as 0/1 grids, and colours. */

export const PIECE_NAMES = ['I', 'O', 'T', 'Z', 'S', 'J', 'L'] as const;
export type PieceName = (typeof PIECE_NAMES)[number];

/** 0/1 grid, rows top to bottom, trimmed to its bounding box. */
export type Shape = readonly (readonly (0 | 1)[])[];

/** Rotations clockwise from spawn: I 2, O 1, T 4, Z 2, S 2, J 4, L 4. */
export const ROTATIONS: Record<PieceName, readonly Shape[]> = {
  I: [[[1, 1, 1, 1]], [[1], [1], [1], [1]]],
  O: [
    [
      [1, 1],
      [1, 1],
    ],
  ],
  T: [
    [
      [1, 1, 1],
      [0, 1, 0],
    ],
    [
      [0, 1],
      [1, 1],
      [0, 1],
    ],
    [
      [0, 1, 0],
      [1, 1, 1],
    ],
    [
      [1, 0],
      [1, 1],
      [1, 0],
    ],
  ],
  Z: [
    [
      [1, 1, 0],
      [0, 1, 1],
    ],
    [
      [0, 1],
      [1, 1],
      [1, 0],
    ],
  ],
  S: [
    [
      [0, 1, 1],
      [1, 1, 0],
    ],
    [
      [1, 0],
      [1, 1],
      [0, 1],
    ],
  ],
  J: [
    [
      [1, 0, 0],
      [1, 1, 1],
    ],
    [
      [1, 1],
      [1, 0],
      [1, 0],
    ],
    [
      [1, 1, 1],
      [0, 0, 1],
    ],
    [
      [0, 1],
      [0, 1],
      [1, 1],
    ],
  ],
  L: [
    [
      [0, 0, 1],
      [1, 1, 1],
    ],
    [
      [1, 0],
      [1, 0],
      [1, 1],
    ],
    [
      [1, 1, 1],
      [1, 0, 0],
    ],
    [
      [1, 1],
      [0, 1],
      [0, 1],
    ],
  ],
};

/** One colour per family (the common guideline palette), so colour alone never tells two pieces apart. */
export const PIECE_COLORS: Record<PieceName, string> = {
  I: '#00bcd4',
  O: '#fbc02d',
  T: '#8e24aa',
  Z: '#e53935',
  S: '#43a047',
  J: '#1e88e5',
  L: '#fb8c00',
};

export const GRID_ROWS = 20;
export const GRID_COLS = 10;

/** Rotation index folded into the family's range, so 'Z' rotation 2 means the same shape as 0. */
export function normalizeRotation(name: PieceName, rotation: number): number {
  const count = ROTATIONS[name].length;
  return ((Math.trunc(rotation) % count) + count) % count;
}

export function shapeOf(name: PieceName, rotation: number): Shape {
  return ROTATIONS[name][normalizeRotation(name, rotation)] ?? [[1]];
}

/** Grid cells a shape covers when its bounding box's top-left sits at (row, col). */
export function cellsOf(shape: Shape, row: number, col: number): [number, number][] {
  const out: [number, number][] = [];
  shape.forEach((line, r) => {
    line.forEach((bit, c) => {
      if (bit === 1) out.push([row + r, col + c]);
    });
  });
  return out;
}
