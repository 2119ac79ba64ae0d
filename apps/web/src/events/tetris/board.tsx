import { GRID_COLS, GRID_ROWS, type Shape } from '@mnemoria/events';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import './tetris.css';

/** How one cell is drawn besides its colour: a ghost preview, the cursor, or a result mark. */
export type CellMark = 'ghost' | 'ghost-bad' | 'wrong' | 'missing';

interface BoardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** 20×10 colours, '' for an empty cell. */
  grid: readonly (readonly string[])[];
  /** Extra marks per cell, keyed row * GRID_COLS + col. */
  marks?: ReadonlyMap<number, CellMark>;
  /** Colour of ghost cells (the selected piece). */
  ghostColour?: string;
  cursor?: { row: number; col: number } | null;
  /** Overlays positioned in grid percentages (the falling piece). */
  children?: ReactNode;
}

/**
 * The 20×10 Blocktris grid as 200 cells. Cells carry data-row/data-col so one pointer handler on the
 * board serves every cell, and their size comes from the board's width so it fits any screen.
 */
export function TetrisBoard({ grid, marks, ghostColour, cursor, children, className, ...rest }: BoardProps) {
  const cells: ReactNode[] = [];
  for (let r = 0; r < GRID_ROWS; r++) {
    for (let c = 0; c < GRID_COLS; c++) {
      const colour = grid[r]?.[c] ?? '';
      const mark = marks?.get(r * GRID_COLS + c);
      const isCursor = cursor?.row === r && cursor.col === c;
      const style: CSSProperties | undefined = colour
        ? { background: colour }
        : mark === 'ghost' && ghostColour
          ? { background: ghostColour }
          : undefined;
      cells.push(
        <div
          key={r * GRID_COLS + c}
          className={`tetris-cell${colour ? ' is-filled' : ''}${mark ? ` is-${mark}` : ''}${isCursor ? ' is-cursor' : ''}`}
          style={style}
          data-row={r}
          data-col={c}
          data-mark={mark}
        />,
      );
    }
  }
  return (
    <div className={`tetris-board${className ? ` ${className}` : ''}`} {...rest}>
      {cells}
      {children}
    </div>
  );
}

/** A piece drawn at a grid anchor as an overlay; `row` may be above the grid while it enters. */
export function PieceOverlay({
  shape,
  colour,
  row,
  col,
  transitionMs,
}: {
  shape: Shape;
  colour: string;
  row: number;
  col: number;
  transitionMs: number;
}) {
  const width = shape[0]?.length ?? 1;
  const style: CSSProperties = {
    top: `${(row / GRID_ROWS) * 100}%`,
    left: `${(col / GRID_COLS) * 100}%`,
    width: `${(width / GRID_COLS) * 100}%`,
    height: `${(shape.length / GRID_ROWS) * 100}%`,
    gridTemplateColumns: `repeat(${width}, 1fr)`,
    transition: transitionMs > 0 ? `top ${transitionMs}ms linear` : 'none',
  };
  return (
    <div className="tetris-falling" style={style} aria-hidden="true">
      {shape.flatMap((line, r) =>
        line.map((bit, c) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: shape cells never reorder
            key={`${r}-${c}`}
            className={bit ? 'tetris-cell is-filled' : 'tetris-falling__gap'}
            style={bit ? { background: colour } : undefined}
          />
        )),
      )}
    </div>
  );
}

/** A small drawing of a shape for the palette and the block list. */
export function ShapeIcon({ shape, colour }: { shape: Shape; colour: string }) {
  const width = shape[0]?.length ?? 1;
  return (
    <span
      className="shape-icon"
      style={{
        gridTemplateColumns: `repeat(${width}, 1fr)`,
        gridTemplateRows: `repeat(${shape.length}, 1fr)`,
      }}
      aria-hidden="true"
    >
      {shape.flatMap((line, r) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: shape cells never reorder
        line.map((bit, c) => <span key={`${r}-${c}`} style={bit ? { background: colour } : undefined} />),
      )}
    </span>
  );
}
