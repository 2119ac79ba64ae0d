import type { CardRaw } from '@mnemoria/events';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { MediaImg } from '../../media/media-img.tsx';
import { clearSlot, firstEmpty, nextOpenGroup, placeInGroup } from '../../media/slots.ts';
import { Button } from '../../ui/button.tsx';
import { groupRange, textAt } from '../common/answer.ts';
import type { RecallProps } from '../types.ts';
import { cardLabel, cardOf, fanRows } from './card-names.ts';
import { PickFan } from './PickFan.tsx';
import './cards.css';
import '../../media/media-views.css';

/** Cards in a deck: a session of several decks deals each one whole. */
const DECK = 52;

/**
 * The current answer group fanned, its current card raised, above the 53-card pick fan. A pick
 * (click, tap, or arrows + Enter in the fan) fills the raised slot and raises the next empty one;
 * a full group moves on to the next. Double-click, Delete or the Clear button empties a slot.
 */
export function CardsRecall({ data, settings, answer, current, onSelect, onChange }: RecallProps) {
  const fan = data.shuffle1 as CardRaw[];
  const size = settings.cards_group_number;
  const total = data.raw.length;
  const slots = groupRange(current, size, total);
  const [slot, setSlot] = useState(0);
  const slotRefs = useRef<(HTMLButtonElement | null)[]>([]);

  // A new group opens on its first empty slot (or the first when it is full).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the group changes
  useEffect(() => {
    const empty = firstEmpty(answer, slots);
    setSlot(empty === undefined ? 0 : slots.indexOf(empty));
  }, [current]);

  const pick = (card: CardRaw) => {
    const next = placeInGroup(answer, current, slot, card.image, size, total);
    if (!next) return;
    onChange(next);
    const empty = firstEmpty(next, slots);
    const open = nextOpenGroup(next, current, size, total);
    if (empty !== undefined) setSlot(slots.indexOf(empty));
    else if (open !== undefined) onSelect(open);
  };
  const clear = (pos: number) => {
    const index = slots[pos];
    if (index === undefined) return;
    onChange(clearSlot(answer, index));
    setSlot(pos);
  };
  const onSlotKey = (pos: number) => (e: KeyboardEvent<HTMLButtonElement>) => {
    const to = e.key === 'ArrowLeft' ? pos - 1 : e.key === 'ArrowRight' ? pos + 1 : null;
    if (to !== null && to >= 0 && to < slots.length) {
      e.preventDefault();
      setSlot(to);
      slotRefs.current[to]?.focus();
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      clear(pos);
    }
  };

  const currentValue = textAt(answer, slots[slot] ?? -1);
  // Long formats deal several decks, each a full 52: the fan marks what this group's deck has used.
  const deckStart = Math.floor((slots[0] ?? 0) / DECK) * DECK;
  const decks = Math.ceil(total / DECK);
  const used = new Set(answer.slice(deckStart, deckStart + DECK).filter((v) => typeof v === 'string'));
  return (
    <div className="cards-recall" data-testid="recall-cards">
      <div className="cards-recall__answer">
        <p className="media-section-title" id="card-answer-title">
          {decks > 1 ? `Deck ${deckStart / DECK + 1} of ${decks} · ` : ''}Group {current + 1}: cards{' '}
          {(slots[0] ?? 0) + 1}–{(slots[slots.length - 1] ?? 0) + 1}
        </p>
        <ol className="card-fan card-fan--answer" aria-labelledby="card-answer-title">
          {slots.map((index, pos) => {
            const value = textAt(answer, index);
            const card = value ? cardOf(fan, value) : undefined;
            const isCurrent = pos === slot;
            return (
              <li key={index} className="card-fan__item">
                <button
                  type="button"
                  ref={(el) => {
                    slotRefs.current[pos] = el;
                  }}
                  className={`card-slot${value ? ' is-filled' : ''}${isCurrent ? ' is-current' : ''}`}
                  aria-pressed={isCurrent}
                  aria-label={`Card ${index + 1}: ${card ? cardLabel(card.id) : 'empty'}`}
                  data-slot={index}
                  data-value={value || undefined}
                  onClick={() => setSlot(pos)}
                  onDoubleClick={() => clear(pos)}
                  onKeyDown={onSlotKey(pos)}
                >
                  {card ? (
                    <MediaImg className="card-img" url={card.image} alt="" />
                  ) : (
                    <span className="card-slot__number">{index + 1}</span>
                  )}
                </button>
              </li>
            );
          })}
        </ol>
        <div className="cards-recall__bar">
          <p className="media-hint">
            Pick a card for the raised slot. The Clear button (or double-click, or Delete) empties a slot.
          </p>
          <Button variant="secondary" disabled={!currentValue} onClick={() => clear(slot)}>
            Clear card {(slots[slot] ?? 0) + 1}
          </Button>
        </div>
      </div>
      <PickFan rows={fanRows(fan)} used={used} onPick={pick} />
    </div>
  );
}
