import type { Block, PlacedPiece } from '@mnemoria/events';
import { PIECE_COLORS } from '@mnemoria/events';
import { shapeOf } from './placement.ts';

/** The recall grid id sent with `tetris-update`. */
export const RECALL_GRID_ID = 'recall';

/** Placed pieces as the server's block objects (the shape it validates for `tetris-update`). */
export function blocksOf(answer: readonly unknown[]): Block[] {
  const out: Block[] = [];
  answer.forEach((entry, slot) => {
    if (!entry || typeof entry !== 'object') return;
    const p = entry as PlacedPiece;
    out.push({
      id: `r${slot}`,
      name: p.name,
      rotation: p.rotation,
      shape: shapeOf(p.name, p.rotation),
      position: { row: p.row, col: p.col },
      color: PIECE_COLORS[p.name],
      isPseudo: false,
      landed: true,
    });
  });
  return out;
}
