import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TETRIS_MAX_BLOCKS } from '../levels.ts';
import { contract, SETTINGS } from '../testing/contract.test-helper.ts';
import { tetris } from './index.ts';
import { cellsOf, GRID_COLS, GRID_ROWS, PIECE_NAMES, ROTATIONS, type Shape } from './pieces.ts';
import { dropRow, SPAWN_ROWS } from './simulate.ts';

const piece = fc.record({
  name: fc.constantFrom(...PIECE_NAMES),
  rotation: fc.integer({ min: 0, max: 3 }),
  row: fc.integer({ min: 0, max: GRID_ROWS - 1 }),
  col: fc.integer({ min: 0, max: GRID_COLS - 1 }),
});
contract(tetris, { arbEntry: piece, monotone: 'append', maxAmount: TETRIS_MAX_BLOCKS });

const gen = (amount: number, seed: number) => tetris.generate({ amount, settings: SETTINGS }, seed);

describe('tetris pieces', () => {
  it('has the rotations I 2, O 1, T 4, Z 2, S 2, J 4, L 4, each of 4 cells', () => {
    expect(PIECE_NAMES.map((n) => ROTATIONS[n].length)).toEqual([2, 1, 4, 2, 2, 4, 4]);
    const cells = (s: Shape) => s.flat().filter((b) => b === 1).length;
    expect(PIECE_NAMES.every((n) => ROTATIONS[n].every((s) => cells(s) === 4))).toBe(true);
    expect(gen(1, 1).shuffle1).toHaveLength(19);
  });
});

describe('tetris generation', () => {
  it('lands every block where a straight fall stops, without overlap, full rows or spawn rows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: TETRIS_MAX_BLOCKS }), fc.integer(), (amount, seed) => {
        const data = gen(amount, seed);
        expect(data.formatted).toHaveLength(amount);
        const grid = Array.from({ length: GRID_ROWS }, () => Array<boolean>(GRID_COLS).fill(false));
        for (const block of data.formatted) {
          expect(block.landed && !block.isPseudo).toBe(true);
          expect(dropRow(grid, block.shape, block.position.col)).toBe(block.position.row);
          expect(block.position.row).toBeGreaterThanOrEqual(SPAWN_ROWS);
          for (const [r, c] of cellsOf(block.shape, block.position.row, block.position.col)) {
            const line = grid[r] as boolean[];
            line[c] = true;
          }
        }
        expect(grid.every((line) => line.some((cell) => !cell))).toBe(true);
        const coloured = data.raw.flat().filter((c) => c !== '').length;
        expect(coloured).toBe(amount * 4);
      }),
      { numRuns: 100 },
    );
  });
});

describe('tetris scoring (per block: family, rotation and position)', () => {
  const data = gen(5, 77);
  const perfect = tetris.perfectAnswer(data);
  const p0 = perfect[0];
  if (!p0) throw new Error('no blocks');

  it.each([
    ['perfect', perfect, 5],
    ['perfect in reverse order', [...perfect].reverse(), 5],
    ['one block one column off', [{ ...p0, col: p0.col + 1 }, ...perfect.slice(1)], 4],
    [
      'one block in the wrong rotation',
      [{ ...p0, rotation: p0.rotation + 1 }, ...perfect.slice(1)],
      p0.name === 'O' ? 5 : 4,
    ],
    ['one block as another family', [{ ...p0, name: p0.name === 'I' ? 'O' : 'I' }, ...perfect.slice(1)], 4],
    ['the same block placed twice', [p0, p0], 1],
    ['extra pieces cost nothing', [...perfect, { name: 'I', rotation: 0, row: 0, col: 0 }], 5],
    ['nothing placed', [], 0],
  ] as const)('%s → %d', (_label, answer, expected) => {
    expect(tetris.score(data, [...answer]).score).toBe(expected);
  });

  it('treats rotation 2 of a two-rotation piece as rotation 0', () => {
    const z = { name: 'Z', rotation: 0, row: 5, col: 5 } as const;
    const one = {
      ...data,
      formatted: [
        {
          ...(data.formatted[0] as (typeof data.formatted)[0]),
          name: 'Z' as const,
          rotation: 0,
          position: { row: 5, col: 5 },
        },
      ],
    };
    expect(tetris.score(one, [{ ...z, rotation: 2 }]).score).toBe(1);
  });

  it('counts missing blocks as wrong and hides the grid in recall', () => {
    expect(tetris.score(data, null).items.every((i) => i.verdict === 'wrong')).toBe(true);
    const hidden = tetris.redact(data, 'rec');
    expect(hidden.formatted).toEqual([]);
    expect(hidden.raw.flat().every((c) => c === '')).toBe(true);
    expect(hidden.shuffle1).toEqual(data.shuffle1);
  });
});
