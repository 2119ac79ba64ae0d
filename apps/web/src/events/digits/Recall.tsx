import type { DigitBlock, DigitEventName } from '@mnemoria/events';
import type { ChangeEvent, CSSProperties, KeyboardEvent } from 'react';
import { useEffect } from 'react';
import { textAt, withEntry } from '../common/answer.ts';
import { useFocusList } from '../common/use-focus-list.ts';
import type { RecallProps } from '../types.ts';
import { blockIndices, filterCell, groupsOf } from './digit-rules.ts';
import './digits.css';

/** Rows this long (the official sheets' 30 and 40) get narrower cells on a phone (digits.css). */
const LONG_ROW = 30;

/**
 * The current block as a grid of one-character inputs captioned 'Block N'. From 1024 px wide each
 * row stays on one line, as the memorize view shows it; narrower screens wrap whole groups.
 */
export function makeDigitRecall(event: DigitEventName) {
  return function DigitRecall({ data, settings, answer, current, onSelect, onChange }: RecallProps) {
    const blocks = data.formatted as DigitBlock[];
    const hs = settings[`${event}_format`].hs;
    const rows = blockIndices(blocks, current);
    const total = data.raw.length;
    const { register, focus } = useFocusList();

    // A new block (strip click or typing past the end) starts at its first cell.
    useEffect(() => {
      const cells = blockIndices(blocks, current).flat();
      const first = cells[0];
      if (first !== undefined && !cells.includes(focusedIndex())) focus(first);
    }, [current, blocks, focus]);

    const blockOf = (index: number) => {
      let seen = 0;
      for (let b = 0; b < blocks.length; b++) {
        for (const row of blocks[b] ?? []) seen += row.length;
        if (index < seen) return b;
      }
      return blocks.length - 1;
    };
    const goTo = (index: number) => {
      if (index < 0 || index >= total) return;
      const b = blockOf(index);
      if (b !== current) onSelect(b);
      focus(index);
    };
    const type = (index: number, typed: string) => {
      const ch = filterCell(event, typed);
      if (ch === null) return;
      onChange(withEntry(answer, index, ch));
      goTo(index + 1);
    };

    const onKeyDown = (index: number) => (e: KeyboardEvent<HTMLInputElement>) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === 'ArrowRight') goTo(index + 1);
      else if (e.key === 'ArrowLeft') goTo(index - 1);
      else if (e.key === 'ArrowDown') goTo(index + (rows[0]?.length ?? 1));
      else if (e.key === 'ArrowUp') goTo(index - (rows[0]?.length ?? 1));
      else if (e.key === 'Backspace') {
        // Clears this cell, or when it is already empty the one before (as a text field would).
        const target = textAt(answer, index) === '' && index > 0 ? index - 1 : index;
        onChange(withEntry(answer, target, ''));
        goTo(target === index ? index - 1 : target);
      } else if (e.key === 'Delete') onChange(withEntry(answer, index, ''));
      else if (e.key.length === 1) type(index, e.key);
      else return;
      e.preventDefault();
    };
    // Phone keyboards often send no usable key code; the input event carries the character.
    const onInput = (index: number) => (e: ChangeEvent<HTMLInputElement>) => type(index, e.target.value);

    const label = event === 'alphabet' ? 'Character' : 'Digit';
    return (
      <section className="digits digits--recall" aria-labelledby="digit-block-caption">
        <h2 id="digit-block-caption" className="recall-caption">
          Block {current + 1}
        </h2>
        {rows.map((row, r) => (
          <div
            key={row[0] ?? r}
            className={`digit-row digit-row--inputs${row.length >= LONG_ROW ? ' is-long' : ''}`}
            // Cell width comes from the row's cells and groups, so a row fits one line as in memorize.
            style={{ '--cells': row.length, '--groups': groupsOf(row, hs).length } as CSSProperties}
          >
            {groupsOf(row, hs).map((group) => (
              <span key={group[0]} className="digit-group">
                {group.map((index) => (
                  <input
                    key={index}
                    ref={register(index)}
                    className="digit-cell"
                    value={textAt(answer, index)}
                    onKeyDown={onKeyDown(index)}
                    onChange={onInput(index)}
                    inputMode={event === 'alphabet' ? 'text' : 'numeric'}
                    autoCapitalize="characters"
                    autoComplete="off"
                    spellCheck={false}
                    aria-label={`${label} ${index + 1}`}
                    data-cell={index}
                  />
                ))}
              </span>
            ))}
          </div>
        ))}
      </section>
    );
  };
}

function focusedIndex(): number {
  const el = document.activeElement;
  return el instanceof HTMLInputElement && el.dataset.cell ? Number(el.dataset.cell) : -1;
}
