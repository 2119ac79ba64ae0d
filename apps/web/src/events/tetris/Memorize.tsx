import type { Block } from '@mnemoria/events';
import { useEffect, useMemo, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../ui/use-reduced-motion.ts';
import type { MemorizeProps } from '../types.ts';
import { PieceOverlay, TetrisBoard } from './board.tsx';
import { colourGridOf, entryRow, pieceOfBlock } from './placement.ts';
import './tetris.css';

/** Level 1 speed, for a session that does not say. */
const DEFAULT_SPEED_MS = 1000;

interface Fall {
  /** How many blocks have landed; blocks[landed] is the one falling. */
  landed: number;
  /** The falling block's current anchor row (negative while it enters from above). */
  row: number;
}

const startOf = (block: Block | undefined) => (block ? entryRow(block.shape) : 0);

/**
 * The session's blocks fall one after another from the top, a row every `blockSpeed`
 * ms, and land where the engine dropped them; the finished arrangement stays to study. With reduced
 * motion the piece steps row by row without sliding. Enter does not end memorizing here: the
 * game screen skips Enter for tetris, Done ends it.
 */
export function TetrisMemorize({ data, blockSpeed, emit, sessionId, landedByPlayer }: MemorizeProps) {
  const blocks = data.formatted as Block[];
  const speed = Math.max(0, blockSpeed ?? DEFAULT_SPEED_MS);
  const reduced = usePrefersReducedMotion();
  const [fall, setFall] = useState<Fall>(() => ({ landed: 0, row: startOf(blocks[0]) }));
  // A viewer who knows the player's grid shows exactly its landed blocks, with nothing falling.
  const following = landedByPlayer !== undefined;
  const count = following ? Math.min(landedByPlayer, blocks.length) : fall.landed;
  const falling = following ? undefined : blocks[fall.landed];

  // One row per tick; the tick after reaching its row the block lands and the next one enters.
  const { row } = fall;
  useEffect(() => {
    if (!falling) return;
    const id = setTimeout(() => {
      setFall((f) =>
        row < falling.position.row
          ? { landed: f.landed, row: row + 1 }
          : { landed: f.landed + 1, row: startOf(blocks[f.landed + 1]) },
      );
    }, speed);
    return () => clearTimeout(id);
  }, [falling, row, speed, blocks]);

  // Viewers (and the server's copy) follow the fall: the landed blocks after each landing.
  const emitRef = useRef(emit);
  emitRef.current = emit;
  useEffect(() => {
    if (fall.landed > 0 && sessionId)
      emitRef.current?.('tetris-data-update', sessionId, blocks.slice(0, fall.landed));
  }, [fall.landed, sessionId, blocks]);

  const landed = blocks.slice(0, count);
  const grid = useMemo(() => colourGridOf(blocks.slice(0, count).map(pieceOfBlock)), [blocks, count]);
  // The whole session for tests and tools; the page shows only what has fallen so far.
  const all = useMemo(() => JSON.stringify(blocks.map(pieceOfBlock)), [blocks]);
  const done = count >= blocks.length;

  return (
    <div className="tetris-memorize" data-testid="memorize-tetris">
      <div className="tetris-stage">
        <TetrisBoard
          grid={grid}
          className="tetris-board--play"
          role="img"
          aria-label={`Blocktris grid, ${landed.length} of ${blocks.length} blocks landed`}
          data-blocks={all}
          data-landed={count}
          data-done={done ? 'true' : 'false'}
        >
          {falling ? (
            <PieceOverlay
              key={falling.id}
              shape={falling.shape}
              colour={falling.color}
              row={fall.row}
              col={falling.position.col}
              transitionMs={reduced ? 0 : speed}
            />
          ) : null}
        </TetrisBoard>
      </div>
      <div className="tetris-side">
        <p className="tetris-status" aria-live="polite">
          {done
            ? `${blocks.length === 1 ? 'The block has' : `All ${blocks.length} blocks have`} landed. Study the grid, then press Done.`
            : following
              ? `${count} of ${blocks.length} ${blocks.length === 1 ? 'block' : 'blocks'} landed`
              : `Block ${fall.landed + 1} of ${blocks.length} falling…`}
        </p>
        <ol className="visually-hidden" aria-label="Landed blocks">
          {landed.map((b) => (
            <li key={b.id} data-block={b.id} data-name={b.name} data-rotation={b.rotation}>
              {`${b.name} piece, rotation ${b.rotation + 1}, top-left at row ${b.position.row + 1}, column ${b.position.col + 1}`}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
