import { chunk } from '@mnemoria/events';
import type { KeyboardEvent } from 'react';
import { useEffect } from 'react';
import { textAt, withEntry } from '../common/answer.ts';
import { useFocusList } from '../common/use-focus-list.ts';
import type { RecallProps } from '../types.ts';
import '../common/text-list.css';
import './dates.css';

/** A year is digits only, at most 4. */
export function cleanYear(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 4);
}

/** Event texts in recall order (shuffle1) in pages, each with a year input; the current page highlighted. */
export function DatesRecall({ data, settings, answer, current, onSelect, onChange }: RecallProps) {
  const texts = data.shuffle1 as { text: string }[];
  const size = settings.dates_group_number;
  const pages = chunk(
    texts.map((_, i) => i),
    size,
  );
  const { register, focus } = useFocusList();

  useEffect(() => {
    const active = document.activeElement;
    const inGroup =
      active instanceof HTMLInputElement && Math.floor(Number(active.dataset.slot) / size) === current;
    if (!inGroup) focus(current * size);
  }, [current, size, focus]);

  const onKeyDown = (index: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const next = index + 1;
    if (next >= texts.length) return;
    const group = Math.floor(next / size);
    if (group !== current) onSelect(group);
    focus(next);
  };

  return (
    <div className="dates-pages" data-testid="recall-dates">
      {pages.map((indices, p) => (
        <ul
          key={indices[0]}
          className={`text-group recall-list${p === current ? ' is-current' : ''}`}
          aria-label={`Page ${p + 1}`}
        >
          {indices.map((index) => {
            const text = texts[index]?.text ?? '';
            return (
              <li key={index} className="date-row date-row--recall" data-text={text}>
                <input
                  ref={register(index)}
                  className="recall-input date-row__input"
                  value={textAt(answer, index)}
                  onChange={(e) => onChange(withEntry(answer, index, cleanYear(e.target.value)))}
                  onKeyDown={onKeyDown(index)}
                  onFocus={() => p !== current && onSelect(p)}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={4}
                  aria-label={`Year of: ${text}`}
                  data-slot={index}
                />
                <span className="date-row__text">{text}</span>
              </li>
            );
          })}
        </ul>
      ))}
    </div>
  );
}
