import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { clearSlot, hiddenInPool, nextEmpty, placeSound } from '../../media/slots.ts';
import { SoundButton } from '../../media/sound-button.tsx';
import { useRoving } from '../../media/use-roving.ts';
import { Button } from '../../ui/button.tsx';
import { textAt } from '../common/answer.ts';
import './sounds.css';
import '../../media/media-views.css';

/** Pool boxes are lettered (A…Z, AA…), so they never read like a slot or picture number. */
export function poolName(n: number): string {
  let name = '';
  for (let k = n + 1; k > 0; k = Math.floor((k - 1) / 26))
    name = String.fromCharCode(65 + ((k - 1) % 26)) + name;
  return name;
}

export interface SoundSlot {
  /** Full name for screen readers ('S3', 'Sound of picture 3'). */
  label: string;
  /** Short name for the hint and the Clear button ('S3', 'picture 3'). */
  name: string;
  /** Text inside the slot: its label for sounds; echopic says Empty / Play under the picture. */
  text?: string;
  /** Echopic shows the slot's picture above it. */
  picture?: ReactNode;
}

interface SoundPoolProps {
  slots: readonly SoundSlot[];
  /** Every sound of the session, shuffled (the recall pool). */
  pool: readonly string[];
  answer: unknown[];
  current: number;
  onSelect(index: number): void;
  onChange(answer: unknown[]): void;
  testId: string;
}

/**
 * Slots (one per answer entry) above a pool of playable sound boxes; a placed sound leaves the
 * pool until its slot is cleared. Place by double-click or the Place button: into the
 * current slot if empty, else the next empty one. Clear by double-click, Delete, or Clear.
 */
export function SoundPool({ slots, pool, answer, current, onSelect, onChange, testId }: SoundPoolProps) {
  const hidden = hiddenInPool(pool, answer);
  const visible = pool.map((url, n) => ({ url, n })).filter((_, i) => !hidden[i]);
  const roving = useRoving(visible.length);
  const slotRefs = useRef<(HTMLLIElement | null)[]>([]);
  useEffect(() => {
    slotRefs.current[current]?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  const place = (url: string, at: number, hadFocus: boolean) => {
    const placed = placeSound(answer, current, url, slots.length);
    if (!placed) return;
    roving.keepFocusAfterRemoval(at, hadFocus);
    onChange(placed.answer);
    const next = nextEmpty(placed.answer, placed.slot + 1, slots.length);
    onSelect(next ?? placed.slot);
  };
  const clear = (index: number) => {
    onChange(clearSlot(answer, index));
    onSelect(index);
  };
  const onSlotKey = (index: number) => (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'Delete' && e.key !== 'Backspace') return;
    e.preventDefault();
    clear(index);
  };
  const target = nextEmpty(answer, Math.max(0, current), slots.length);
  const currentUrl = textAt(answer, current);

  return (
    <div className="sound-recall" data-testid={testId}>
      <ol className="sound-slots">
        {slots.map((slot, i) => {
          const url = textAt(answer, i);
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions
              key={i}
              ref={(el) => {
                slotRefs.current[i] = el;
              }}
              className={`sound-slot media-tile${i === current ? ' is-current' : ''}`}
              data-slot={i}
              data-value={url || undefined}
            >
              {slot.picture}
              {url ? (
                <SoundButton
                  url={url}
                  label={slot.text ?? slot.label}
                  ariaLabel={`Play ${slot.label}`}
                  className="media-slot is-filled"
                  onPress={() => onSelect(i)}
                  onDoubleClick={() => clear(i)}
                  onKeyDown={onSlotKey(i)}
                />
              ) : (
                <button
                  type="button"
                  className={`media-slot sound-slot__empty${i === current ? ' is-current' : ''}`}
                  aria-label={`${slot.label}: empty${i === current ? ', current' : ''}`}
                  aria-pressed={i === current}
                  onClick={() => onSelect(i)}
                >
                  {slot.text ?? slot.label}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      <div className="sound-recall__bar">
        <p className="media-hint">
          {target === undefined
            ? 'All slots are filled. Double-click a slot to take its sound back.'
            : `Play the sounds, then place one: it goes to ${slots[target]?.name ?? ''}.`}
        </p>
        <Button variant="secondary" disabled={!currentUrl} onClick={() => clear(current)}>
          Clear {slots[current]?.name ?? ''}
        </Button>
      </div>
      <ul className="sound-pool" aria-label="Sounds to place" onKeyDown={roving.onKeyDown}>
        {visible.map(({ url, n }, i) => (
          <li key={`${url}-${n}`} className="sound-box" data-sound={url}>
            <SoundButton
              url={url}
              label={`Sound ${poolName(n)}`}
              className="sound-box__play"
              buttonRef={roving.itemProps(i).ref}
              onFocus={roving.itemProps(i).onFocus}
              onDoubleClick={(e) => place(url, i, e.currentTarget === document.activeElement)}
            />
            <button
              type="button"
              className="sound-box__place"
              disabled={target === undefined}
              aria-label={`Place sound ${poolName(n)}${target === undefined ? '' : ` in ${slots[target]?.label ?? ''}`}`}
              onClick={(e) => place(url, i, e.currentTarget === document.activeElement)}
            >
              Place
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
