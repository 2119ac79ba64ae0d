import { PIECE_COLORS, PIECE_NAMES, type PieceName, ROTATIONS } from '@mnemoria/events';
import { ShapeIcon } from './board.tsx';
import { shapeOf } from './placement.ts';

interface PaletteProps {
  family: PieceName;
  rotation: number;
  onChoose(name: PieceName): void;
  onRotate(): void;
}

/**
 * The 7 families with their colours; the chosen one shows its current rotation. Pressing the chosen
 * family again rotates it too, so a touch user needs no second control (the Rotate button is there
 * for clarity and keyboard users).
 */
export function Palette({ family, rotation, onChoose, onRotate }: PaletteProps) {
  const count = ROTATIONS[family].length;
  return (
    <div className="tetris-palette" data-family={family} data-rotation={rotation}>
      <fieldset className="tetris-palette__families">
        <legend className="visually-hidden">Pieces</legend>
        {PIECE_NAMES.map((name, i) => {
          const chosen = name === family;
          return (
            <button
              key={name}
              type="button"
              className={`tetris-piece-btn${chosen ? ' is-chosen' : ''}`}
              aria-pressed={chosen}
              aria-label={`Piece ${name} (key ${i + 1})`}
              data-piece={name}
              onClick={() => onChoose(name)}
            >
              <ShapeIcon shape={shapeOf(name, chosen ? rotation : 0)} colour={PIECE_COLORS[name]} />
              <span className="tetris-piece-btn__name">{name}</span>
            </button>
          );
        })}
      </fieldset>
      <button type="button" className="tetris-rotate-btn" onClick={onRotate} aria-label="Rotate (R)">
        <span aria-hidden="true">⟳ Rotate</span>
        <span className="tetris-rotate-btn__count">
          {rotation + 1}/{count}
        </span>
      </button>
    </div>
  );
}
