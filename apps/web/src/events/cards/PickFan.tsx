import type { CardRaw } from '@mnemoria/events';
import { Fragment, type KeyboardEvent, useRef, useState } from 'react';
import { MediaImg } from '../../media/media-img.tsx';
import { cardLabel } from './card-names.ts';

interface PickFanProps {
  rows: CardRaw[][];
  /** Card images already placed in the current deck (dimmed, still pickable: a slip can be redone). */
  used: ReadonlySet<string>;
  onPick(card: CardRaw): void;
}

/**
 * All 53 cards, one fanned row per suit. One tab stop (roving focus): ←/→ move along a row, ↑/↓
 * jump between suits, Home/End, and Enter or Space picks; clicks and taps pick directly.
 */
export function PickFan({ rows, used, onPick }: PickFanProps) {
  const flat = rows.flat();
  const [focus, setFocus] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const starts = rows.map((_, r) => rows.slice(0, r).reduce((n, row) => n + row.length, 0));

  const move = (to: number) => {
    const i = Math.max(0, Math.min(flat.length - 1, to));
    setFocus(i);
    refs.current[i]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLFieldSetElement>) => {
    const r = starts.findLastIndex((s) => s <= focus);
    const col = focus - (starts[r] ?? 0);
    const rowStart = (k: number) => starts[Math.max(0, Math.min(rows.length - 1, k))] ?? 0;
    const rowLen = (k: number) => rows[Math.max(0, Math.min(rows.length - 1, k))]?.length ?? 1;
    const targets: Record<string, number> = {
      ArrowLeft: focus - 1,
      ArrowRight: focus + 1,
      ArrowUp: rowStart(r - 1) + Math.min(col, rowLen(r - 1) - 1),
      ArrowDown: rowStart(r + 1) + Math.min(col, rowLen(r + 1) - 1),
      Home: 0,
      End: flat.length - 1,
    };
    const to = targets[e.key];
    if (to === undefined) return;
    e.preventDefault();
    move(to);
  };

  return (
    <fieldset className="pick-fan" onKeyDown={onKeyDown}>
      <legend className="visually-hidden">All cards: pick one</legend>
      {rows.map((row, r) => (
        <ol key={row[0]?.id ?? r} className="card-fan card-fan--pick">
          {row.map((card, c) => {
            const i = (starts[r] ?? 0) + c;
            return (
              <Fragment key={card.id}>
                {/* Phones split a suit after the 7: two lines of whole, tappable corners. */}
                {c === 7 ? <li className="card-fan__break" aria-hidden="true" /> : null}
                <li className="card-fan__item">
                  <button
                    type="button"
                    ref={(el) => {
                      refs.current[i] = el;
                    }}
                    className={`pick-card${used.has(card.image) ? ' is-used' : ''}`}
                    tabIndex={i === focus ? 0 : -1}
                    aria-label={`${cardLabel(card.id)}${used.has(card.image) ? ' (placed)' : ''}`}
                    data-card={card.id}
                    onClick={() => {
                      setFocus(i);
                      onPick(card);
                    }}
                  >
                    <MediaImg className="card-img" url={card.image} alt="" />
                  </button>
                </li>
              </Fragment>
            );
          })}
        </ol>
      ))}
    </fieldset>
  );
}
