import { GRID_COLS, GRID_ROWS, PIECE_COLORS, PIECE_NAMES, type PieceName, ROTATIONS } from '@mnemoria/events';
import type { KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { RecallProps } from '../types.ts';
import { type CellMark, TetrisBoard } from './board.tsx';
import { Palette } from './palette.tsx';
import {
  cellsOfPiece,
  colourGridOf,
  pieceIndexAt,
  piecesOf,
  place,
  REFUSAL_TEXT,
  refusal,
  removeAt,
} from './placement.ts';
import { blocksOf, RECALL_GRID_ID } from './session.ts';
import './tetris.css';

type Pos = { row: number; col: number };
const NOTICE_MS = 2500;
const clamp = (n: number, max: number) => Math.min(max, Math.max(0, n));
const MOVES: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** The cell a pointer event happened on (cells carry data-row/data-col). */
function cellOf(target: EventTarget): Pos | null {
  const el = target instanceof Element ? target.closest<HTMLElement>('[data-row]') : null;
  if (!el) return null;
  return { row: Number(el.dataset.row), col: Number(el.dataset.col) };
}

/**
 * Blocktris recall: rebuild the arrangement on an empty 20×10 grid. Pick a family and
 * rotation, then click/tap a cell: the piece's bounding box goes with its top-left corner there.
 * Pieces never leave the grid or overlap (refused with a short reason). A tap (touch) or a
 * double-click (mouse) on a piece removes it; keyboard: arrows, Enter places, Delete removes.
 */
export function TetrisRecall({ answer, onChange, emit, sessionId }: RecallProps) {
  const [family, setFamily] = useState<PieceName>('I');
  const [rotation, setRotation] = useState(0);
  const [cursor, setCursor] = useState<Pos>({ row: 0, col: 0 });
  const [hover, setHover] = useState<Pos | null>(null);
  const [focused, setFocused] = useState(false);
  // The cursor and its ghost belong to keyboard use; after a click they would only get in the way.
  const [keyboard, setKeyboard] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const pointer = useRef('mouse');

  useEffect(() => {
    if (!notice) return;
    const id = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(id);
  }, [notice]);

  const commit = (next: readonly unknown[]) => {
    onChange(next.slice());
    setNotice(null);
    // Keeps the server's (and viewers') copy of the recall grid in step.
    if (sessionId) emit?.('tetris-update', sessionId, RECALL_GRID_ID, blocksOf(next));
  };
  const tryPlace = ({ row, col }: Pos) => {
    const next = place(answer, { name: family, rotation, row, col });
    if (typeof next === 'string') setNotice(REFUSAL_TEXT[next]);
    else commit(next);
  };
  const tryRemove = ({ row, col }: Pos) => {
    const next = removeAt(answer, row, col);
    if (next === answer) setNotice('There is no piece there to remove.');
    else commit(next);
  };
  const rotate = () => setRotation((r) => (r + 1) % ROTATIONS[family].length);
  const choose = (name: PieceName) => {
    if (name === family) rotate();
    else {
      setFamily(name);
      setRotation(0);
    }
  };

  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const cell = cellOf(e.target);
    if (!cell) return;
    setCursor(cell);
    const occupied = pieceIndexAt(answer, cell.row, cell.col) >= 0;
    if (occupied && pointer.current === 'touch') return tryRemove(cell);
    const next = place(answer, { name: family, rotation, ...cell });
    if (typeof next !== 'string') return commit(next);
    setNotice(
      occupied && next === 'overlap'
        ? `${REFUSAL_TEXT.overlap} Double-click a piece to remove it.`
        : REFUSAL_TEXT[next],
    );
  };
  const onDoubleClick = (e: MouseEvent<HTMLDivElement>) => {
    const cell = cellOf(e.target);
    if (cell && pieceIndexAt(answer, cell.row, cell.col) >= 0) tryRemove(cell);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType !== 'touch') setHover(cellOf(e.target));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[e.key];
    let handled = true;
    if (move)
      setCursor((c) => ({
        row: clamp(c.row + move[0], GRID_ROWS - 1),
        col: clamp(c.col + move[1], GRID_COLS - 1),
      }));
    else if (e.key === 'Enter' || e.key === ' ') tryPlace(cursor);
    else if (e.key === 'Delete' || e.key === 'Backspace') tryRemove(cursor);
    else if (e.key === 'r' || e.key === 'R') rotate();
    else if (/^[1-7]$/.test(e.key)) choose(PIECE_NAMES[Number(e.key) - 1] ?? 'I');
    else handled = false;
    if (handled) {
      e.preventDefault();
      setHover(null);
      setKeyboard(true);
    }
  };

  const pieces = piecesOf(answer);
  const grid = useMemo(() => colourGridOf(piecesOf(answer)), [answer]);
  const showCursor = focused && keyboard;
  const anchor = hover ?? (showCursor ? cursor : null);
  const marks = useMemo(() => {
    const out = new Map<number, CellMark>();
    if (!anchor) return out;
    const candidate = { name: family, rotation, ...anchor };
    const mark: CellMark = refusal(answer, candidate) ? 'ghost-bad' : 'ghost';
    for (const [r, c] of cellsOfPiece(candidate)) {
      if (r >= 0 && r < GRID_ROWS && c >= 0 && c < GRID_COLS) out.set(r * GRID_COLS + c, mark);
    }
    return out;
  }, [anchor, family, rotation, answer]);

  return (
    <div className="tetris-recall" data-testid="recall-tetris">
      <div className="tetris-stage">
        <TetrisBoard
          grid={grid}
          marks={marks}
          ghostColour={`${PIECE_COLORS[family]}66`}
          cursor={showCursor ? cursor : null}
          className="tetris-board--play tetris-board--edit"
          role="application"
          aria-label={`Recall grid, ${pieces.length} pieces placed. Cursor at row ${cursor.row + 1}, column ${cursor.col + 1}`}
          aria-describedby="tetris-help"
          tabIndex={0}
          data-pieces={JSON.stringify(pieces)}
          onClick={onClick}
          onDoubleClick={onDoubleClick}
          onPointerDown={(e) => {
            pointer.current = e.pointerType;
            setKeyboard(false);
          }}
          onPointerMove={onPointerMove}
          onPointerLeave={() => setHover(null)}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
      </div>
      <div className="tetris-side">
        <Palette family={family} rotation={rotation} onChoose={choose} onRotate={rotate} />
        <p className={`tetris-notice${notice ? ' is-shown' : ''}`} role="status" data-testid="tetris-notice">
          {notice}
        </p>
        <p id="tetris-help" className="tetris-help">
          <span className="tetris-help__long">
            Click or tap a cell to put the piece's top-left corner there. Remove a piece by double-clicking it
            (tap on touch screens). Keys on the grid: arrows move, Enter places, Delete removes, R rotates,
            1–7 pick a piece.
          </span>
          <span className="tetris-help__short">
            Tap a cell: the piece's top-left goes there. Tap a piece: remove it.
          </span>
        </p>
      </div>
    </div>
  );
}
