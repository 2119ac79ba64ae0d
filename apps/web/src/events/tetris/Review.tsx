import { type Block, GRID_COLS, GRID_ROWS, type PieceName, type PlacedPiece } from '@mnemoria/events';
import { VerdictMark } from '../common/verdict.tsx';
import type { ReviewProps } from '../types.ts';
import { type CellMark, TetrisBoard } from './board.tsx';
import { colourGridOf, pieceOfBlock, piecesOf } from './placement.ts';
import './tetris.css';
import './review.css';

/** The engine's item text 'T1@16,3' (family, rotation, row, col) as a piece. */
function parseItem(text: string | null): PlacedPiece | null {
  const m = text?.match(/^([IOTZSJL])(\d+)@(\d+),(\d+)$/);
  if (!m) return null;
  return { name: m[1] as PieceName, rotation: Number(m[2]), row: Number(m[3]), col: Number(m[4]) };
}

const describe = (p: PlacedPiece | null) =>
  p ? `${p.name} rot. ${p.rotation + 1} · row ${p.row + 1}, col ${p.col + 1}` : '–';

/**
 * Result for Blocktris: the headline is the level's speed in ms, then the correct and the
 * athlete's grids side by side. Cells that differ are marked on the athlete's grid with colour and a
 * cross (wrong piece there) or a hatched outline (a cell left empty), never by colour alone.
 */
export function TetrisReview({ data, result, blockSpeed, answer }: ReviewProps) {
  const blocks = data.formatted as Block[];
  const correct = colourGridOf(blocks.map(pieceOfBlock));
  // Without the answer (an older caller) the right blocks are all that can be drawn as "yours".
  const mine = answer
    ? piecesOf(answer)
    : result.items
        .flatMap((item) => (item.verdict === 'right' ? [parseItem(item.given)] : []))
        .filter((p) => p !== null);
  const yours = colourGridOf(mine);
  const marks = new Map<number, CellMark>();
  for (let r = 0; r < GRID_ROWS; r++) {
    for (let c = 0; c < GRID_COLS; c++) {
      const want = correct[r]?.[c] ?? '';
      const got = yours[r]?.[c] ?? '';
      if (want !== got) marks.set(r * GRID_COLS + c, got ? 'wrong' : 'missing');
    }
  }

  return (
    <div className="tetris-review" data-testid="review-tetris">
      <p className="tetris-speed" data-testid="tetris-speed">
        {blockSpeed === null || blockSpeed === undefined ? 'Speed: N/A' : `Speed: ${blockSpeed} ms`}
        <span className="tetris-speed__blocks">
          Blocks rebuilt: {result.score} / {result.max}
        </span>
      </p>
      <div className="tetris-review__grids">
        <figure className="tetris-review__grid">
          <figcaption>Correct</figcaption>
          <TetrisBoard grid={correct} role="img" aria-label="The correct grid" data-testid="grid-correct" />
        </figure>
        <figure className="tetris-review__grid">
          <figcaption>Yours</figcaption>
          <TetrisBoard
            grid={yours}
            marks={marks}
            role="img"
            aria-label={`Your grid, ${marks.size} cells differ`}
            data-testid="grid-yours"
            data-wrong-cells={marks.size}
          />
        </figure>
      </div>
      <p className="tetris-legend">
        <span>
          <span className="tetris-legend__swatch is-wrong" aria-hidden="true" /> a piece where none belongs
        </span>
        <span>
          <span className="tetris-legend__swatch is-missing" aria-hidden="true" /> a cell left empty
        </span>
      </p>
      <ol className="tetris-review__blocks">
        {result.items.map((item) => (
          <li key={item.index} data-verdict={item.verdict}>
            <span className="tetris-review__label">Block {item.index + 1}</span>
            <VerdictMark verdict={item.verdict}>{describe(parseItem(item.expected))}</VerdictMark>
          </li>
        ))}
      </ol>
    </div>
  );
}
