import {
  amountForLevel,
  DEFAULT_SETTINGS,
  EVENTS,
  GRID_COLS,
  GRID_ROWS,
  PIECE_NAMES,
  type PlacedPiece,
} from '@mnemoria/events';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANSWER_SLOTS,
  cellsOfPiece,
  colourGridOf,
  occupiedBy,
  pieceOfBlock,
  piecesOf,
  place,
  refusal,
  removeAt,
  restingRow,
} from './placement.ts';

// Anchors reach a few cells past every edge so refusals are exercised, not just easy fits.
const piece: fc.Arbitrary<PlacedPiece> = fc.record({
  name: fc.constantFrom(...PIECE_NAMES),
  rotation: fc.integer({ min: 0, max: 3 }),
  row: fc.integer({ min: -3, max: GRID_ROWS + 2 }),
  col: fc.integer({ min: -3, max: GRID_COLS + 2 }),
});

const empty = (): unknown[] => Array.from({ length: ANSWER_SLOTS }, () => null);

/** Applies every attempt that the rules accept, as the recall editor does. */
function build(attempts: PlacedPiece[]): unknown[] {
  let answer = empty();
  for (const p of attempts) {
    const next = place(answer, p);
    if (typeof next !== 'string') answer = next;
  }
  return answer;
}

const keyOf = ([r, c]: readonly [number, number]) => r * GRID_COLS + c;

describe('Blocktris placement rules', () => {
  it('never puts a cell outside the 20×10 grid and never overlaps two pieces', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 80 }), (attempts) => {
        const cells = piecesOf(build(attempts)).flatMap(cellsOfPiece);
        for (const [r, c] of cells) {
          expect(r >= 0 && r < GRID_ROWS && c >= 0 && c < GRID_COLS).toBe(true);
        }
        expect(new Set(cells.map(keyOf)).size).toBe(cells.length);
      }),
    );
  });

  it('refuses exactly the placements that stick out or overlap, leaving the answer unchanged', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), piece, (attempts, p) => {
        const answer = build(attempts);
        const taken = new Set(piecesOf(answer).flatMap(cellsOfPiece).map(keyOf));
        const cells = cellsOfPiece(p);
        const out = cells.some(([r, c]) => r < 0 || r >= GRID_ROWS || c < 0 || c >= GRID_COLS);
        const clash = cells.some((cell) => taken.has(keyOf(cell)));
        const result = place(answer, p);
        if (out) expect(result).toBe('outside');
        else if (clash) expect(result).toBe('overlap');
        else expect(Array.isArray(result)).toBe(true);
        expect(refusal(answer, p) === null).toBe(Array.isArray(result));
      }),
    );
  });

  it('placing a piece and then removing it restores the grid', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), piece, fc.nat(3), (attempts, p, which) => {
        const before = build(attempts);
        const placed = place(before, p);
        fc.pre(typeof placed !== 'string');
        const [r, c] = cellsOfPiece(p)[which] ?? [0, 0];
        const after = removeAt(placed as unknown[], r, c);
        expect(colourGridOf(piecesOf(after))).toEqual(colourGridOf(piecesOf(before)));
        expect(piecesOf(after)).toEqual(piecesOf(before));
      }),
    );
  });

  it('removing where no piece lies changes nothing', () => {
    const answer = build([{ name: 'O', rotation: 0, row: 18, col: 0 }]);
    expect(removeAt(answer, 0, 9)).toBe(answer);
    expect(piecesOf(removeAt(answer, 19, 1))).toEqual([]);
  });
});

describe('Blocktris falling rules', () => {
  it('each generated block, dropped straight down in landing order, rests exactly where it landed', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 200 }), (seed, level) => {
        const amount = amountForLevel('tetris', level);
        const data = EVENTS.tetris.generate({ amount, settings: DEFAULT_SETTINGS }, seed);
        data.formatted.forEach((block, i) => {
          const below = occupiedBy(data.formatted.slice(0, i));
          expect(restingRow(below, block.shape, block.position.col)).toBe(block.position.row);
        });
        // The generated arrangement is also a valid recall answer: every block places in turn.
        const answer = build(data.formatted.map(pieceOfBlock));
        expect(piecesOf(answer)).toHaveLength(data.formatted.length);
      }),
      { numRuns: 200 },
    );
  });
});
