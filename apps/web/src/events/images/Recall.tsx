import type { ImageRaw } from '@mnemoria/events';
import { type CSSProperties, type KeyboardEvent, useEffect, useRef } from 'react';
import { MediaImg } from '../../media/media-img.tsx';
import { clearSlot } from '../../media/slots.ts';
import { allFilled, textAt, withEntry } from '../common/answer.ts';
import type { RecallProps } from '../types.ts';
import { imageRowSlots, nextOpenRow } from './rows.ts';
import './images.css';
import '../../media/media-views.css';

const MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowLeft: (i) => i - 1,
  ArrowUp: (i) => i - 1,
  ArrowRight: (i) => i + 1,
  ArrowDown: (i) => i + 1,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * One row at a time, as official images recall: the row's own pictures in the server's random
 * order (any order, the memorize one included), and the athlete gives their order. Above them the row's slots
 * (50–192 px, 16 px apart) show the order so far.
 *
 * Keyboard: ←/→ move between the pictures, a digit 1–n puts the focused picture at that place
 * (taking it from any other), Delete/Backspace/0 takes it back; focus then goes to the next
 * picture without a place. Mouse/touch: click the pictures in order (each fills the next empty
 * slot); clicking a placed picture, or double-clicking a slot, takes it back. A full row moves on.
 */
export function ImagesRecall({ data, answer, current, onSelect, onChange }: RecallProps) {
  const rows = imageRowSlots(data);
  const slots = rows[current] ?? [];
  const size = slots.length;
  const shown = slots.map((i) => (data.shuffle1 as ImageRaw[])[i]).filter((p): p is ImageRaw => !!p);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const placeOf = (list: readonly unknown[], url: string) => slots.findIndex((i) => textAt(list, i) === url);
  const labelOf = (url: string) => shown.find((p) => p.image === url)?.label ?? 'Picture';

  // Each row opens with its first picture focused, so a row is five key presses.
  useEffect(() => {
    if (current >= 0) refs.current[0]?.focus();
  }, [current]);

  const focusNextUnplaced = (list: readonly unknown[], from: number) => {
    for (let k = 1; k <= shown.length; k++) {
      const i = (from + k) % shown.length;
      const picture = shown[i];
      if (picture && placeOf(list, picture.image) < 0) {
        refs.current[i]?.focus();
        return;
      }
    }
  };

  /** Put picture `at` of the row at place `place` (0-based), or take it back with null. */
  const assign = (at: number, place: number | null) => {
    const picture = shown[at];
    if (!picture || (place !== null && (place < 0 || place >= slots.length))) {
      console.error('Invalid group or slot');
      return;
    }
    let next: unknown[] = answer.slice();
    const old = placeOf(next, picture.image);
    if (old >= 0) next = clearSlot(next, slots[old] as number);
    if (place !== null) next = withEntry(next, slots[place] as number, picture.image);
    onChange(next);
    if (place === null) return;
    const open = nextOpenRow(rows, next, current);
    if (allFilled(next, slots) && open !== undefined) onSelect(open);
    else focusNextUnplaced(next, at);
  };

  const onPictureKey = (at: number) => (e: KeyboardEvent<HTMLButtonElement>) => {
    const move = MOVES[e.key];
    if (move) {
      e.preventDefault();
      refs.current[Math.max(0, Math.min(shown.length - 1, move(at, shown.length)))]?.focus();
      return;
    }
    if (e.key === 'Delete' || e.key === 'Backspace' || e.key === '0') {
      e.preventDefault();
      assign(at, null);
      return;
    }
    const digit = /^[1-9]$/.test(e.key) ? Number(e.key) : 0;
    if (digit >= 1 && digit <= slots.length) {
      e.preventDefault();
      assign(at, digit - 1);
    }
  };

  const onPictureClick = (at: number) => {
    const picture = shown[at];
    if (!picture) return;
    if (placeOf(answer, picture.image) >= 0) return assign(at, null);
    const empty = slots.findIndex((i) => textAt(answer, i) === '');
    if (empty >= 0) assign(at, empty);
  };

  const onSlotKey = (index: number) => (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'Delete' && e.key !== 'Backspace') return;
    e.preventDefault();
    onChange(clearSlot(answer, index));
  };

  const style = { '--n': size } as CSSProperties;
  return (
    <div className="images-recall" data-testid="recall-images" style={style}>
      <p className="media-section-title">
        Row {current + 1}: pictures {(slots[0] ?? 0) + 1}–{(slots[slots.length - 1] ?? 0) + 1}
      </p>
      <ol className="image-slots" aria-label="Your order">
        {slots.map((index, place) => {
          const url = textAt(answer, index);
          return (
            <li key={index} className="image-slots__item">
              <button
                type="button"
                className={`media-slot image-slot${url ? ' is-filled' : ''}`}
                aria-label={`Place ${place + 1}: ${url ? labelOf(url) : 'empty'}`}
                data-slot={index}
                data-value={url || undefined}
                onDoubleClick={() => onChange(clearSlot(answer, index))}
                onKeyDown={onSlotKey(index)}
              >
                {url ? <MediaImg className="image-slot__img" url={url} alt="" /> : place + 1}
              </button>
            </li>
          );
        })}
      </ol>
      <p className="media-hint" id="image-order-hint">
        Type 1–{slots.length} on a picture for its place (← → to move), or click them in order.
      </p>
      <ul
        className="image-picker"
        aria-label="This row's pictures, shuffled"
        aria-describedby="image-order-hint"
      >
        {shown.map((picture, at) => {
          const place = placeOf(answer, picture.image);
          return (
            <li key={picture.image}>
              <button
                type="button"
                ref={(el) => {
                  refs.current[at] = el;
                }}
                className={`image-pick${place >= 0 ? ' is-placed' : ''}`}
                aria-label={`${picture.label}: ${place >= 0 ? `place ${place + 1}` : 'no place yet'}`}
                data-image={picture.image}
                data-position={place >= 0 ? place + 1 : undefined}
                onClick={() => onPictureClick(at)}
                onKeyDown={onPictureKey(at)}
              >
                <MediaImg className="image-pick__img" url={picture.image} alt="" />
                <span className="image-pick__place" aria-hidden="true">
                  {place >= 0 ? place + 1 : ''}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
