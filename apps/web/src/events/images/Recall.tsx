import type { ImageRaw } from '@mnemoria/events';
import { type CSSProperties, type KeyboardEvent, useState } from 'react';
import { MediaImg } from '../../media/media-img.tsx';
import { clearSlot, firstEmpty, hiddenInPool, nextOpenGroup, placeInGroup } from '../../media/slots.ts';
import { useRoving } from '../../media/use-roving.ts';
import { Button } from '../../ui/button.tsx';
import { allFilled, groupRange, textAt } from '../shared/answer.ts';
import type { RecallProps } from '../types.ts';
import './images.css';
import '../../media/media-views.css';

/**
 * The current row of slots (50–192 px, 16 px apart) above a picker of the pictures not yet placed.
 * A pick fills the row's next empty slot; a full row moves on to the next unfinished one.
 * Double-click (or Delete, or the Clear button after a tap) empties a slot and the picture goes
 * back to the picker. The picker is the shuffled set, so its labels reveal nothing of the order.
 */
export function ImagesRecall({ data, settings, answer, current, onSelect, onChange }: RecallProps) {
  const pictures = data.shuffle1 as ImageRaw[];
  const size = settings.images_group_number;
  const total = data.raw.length;
  const slots = groupRange(current, size, total);
  const [selected, setSelected] = useState<number | null>(null);
  const hidden = hiddenInPool(
    pictures.map((p) => p.image),
    answer,
  );
  const available = pictures.filter((_, i) => !hidden[i]);
  const roving = useRoving(available.length);
  const labelOf = (url: string) => pictures.find((p) => p.image === url)?.label ?? 'Picture';

  const pick = (picture: ImageRaw, at: number, hadFocus: boolean) => {
    const empty = firstEmpty(answer, slots);
    const next = placeInGroup(
      answer,
      current,
      empty === undefined ? undefined : slots.indexOf(empty),
      picture.image,
      size,
      total,
    );
    if (!next) return;
    roving.keepFocusAfterRemoval(at, hadFocus);
    onChange(next);
    const open = nextOpenGroup(next, current, size, total);
    if (allFilled(next, slots) && open !== undefined) onSelect(open);
  };
  const clear = (index: number) => {
    onChange(clearSlot(answer, index));
    setSelected(null);
  };
  const onSlotKey = (index: number) => (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'Delete' && e.key !== 'Backspace') return;
    e.preventDefault();
    clear(index);
  };
  const rowFull = allFilled(answer, slots);
  const style = { '--n': size } as CSSProperties;
  const chosen = selected !== null && slots.includes(selected) && textAt(answer, selected) ? selected : null;

  return (
    <div className="images-recall" data-testid="recall-images" style={style}>
      <p className="media-section-title">
        Row {current + 1}: pictures {(slots[0] ?? 0) + 1}–{(slots[slots.length - 1] ?? 0) + 1}
      </p>
      <ol className="image-slots">
        {slots.map((index) => {
          const url = textAt(answer, index);
          return (
            <li key={index} className="image-slots__item">
              <button
                type="button"
                className={`media-slot image-slot${url ? ' is-filled' : ''}${chosen === index ? ' is-current' : ''}`}
                aria-label={`Slot ${index + 1}: ${url ? labelOf(url) : 'empty'}`}
                data-slot={index}
                data-value={url || undefined}
                onClick={() => setSelected(url ? index : null)}
                onDoubleClick={() => clear(index)}
                onKeyDown={onSlotKey(index)}
              >
                {url ? <MediaImg className="image-slot__img" url={url} alt="" /> : index + 1}
              </button>
            </li>
          );
        })}
      </ol>
      <div className="images-recall__bar">
        <p className="media-hint" aria-live="polite">
          {rowFull
            ? 'Row complete. Double-click a picture (or tap it, then Clear) to take it back.'
            : 'Pick the pictures in order: each fills the next empty slot.'}
        </p>
        <Button
          variant="secondary"
          disabled={chosen === null}
          onClick={() => chosen !== null && clear(chosen)}
        >
          Clear{chosen === null ? '' : ` slot ${chosen + 1}`}
        </Button>
      </div>
      <ul className="image-picker" aria-label="Pictures to place" onKeyDown={roving.onKeyDown}>
        {available.map((picture, i) => (
          <li key={picture.image}>
            <button
              type="button"
              {...roving.itemProps(i)}
              className="image-pick"
              aria-label={`Place ${picture.label}`}
              data-image={picture.image}
              onClick={(e) => pick(picture, i, e.currentTarget === document.activeElement)}
            >
              <MediaImg className="image-pick__img" url={picture.image} alt="" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
