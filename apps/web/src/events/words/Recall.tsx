import { chunk } from '@mnemoria/events';
import type { KeyboardEvent } from 'react';
import { useEffect } from 'react';
import { textAt, withEntry } from '../common/answer.ts';
import { useFocusList } from '../common/use-focus-list.ts';
import type { RecallProps } from '../types.ts';
import '../common/text-list.css';

/** Recall fields fit the longest text, at least 14 characters wide. */
export function fieldWidth(texts: readonly string[]): string {
  const longest = texts.reduce((n, t) => Math.max(n, t.length), 0);
  return `${Math.max(14, longest + 2)}ch`;
}

/**
 * Numbered word inputs in groups (the strip's items); the current group is highlighted, the first
 * input focused, Enter moves to the next.
 */
export function WordsRecall({ data, settings, answer, current, onSelect, onChange }: RecallProps) {
  const total = data.raw.length;
  const size = settings.words_group_number;
  const groups = chunk(
    Array.from({ length: total }, (_, i) => i),
    size,
  );
  const { register, focus } = useFocusList();
  const width = fieldWidth(answer.map((_, i) => textAt(answer, i)));

  useEffect(() => {
    const first = current * size;
    const active = document.activeElement;
    const inGroup =
      active instanceof HTMLInputElement && Math.floor(Number(active.dataset.slot) / size) === current;
    if (!inGroup) focus(first);
  }, [current, size, focus]);

  const goTo = (index: number) => {
    if (index < 0 || index >= total) return;
    const group = Math.floor(index / size);
    if (group !== current) onSelect(group);
    focus(index);
  };
  const onKeyDown = (index: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    goTo(index + 1);
  };

  return (
    <div className="text-columns text-columns--recall" data-testid="recall-words">
      {groups.map((indices, g) => (
        <ol
          key={indices[0]}
          className={`text-group recall-list${g === current ? ' is-current' : ''}`}
          aria-label={`Group ${g + 1}`}
        >
          {indices.map((index) => (
            <li key={index} className="recall-row text-item">
              <label className="text-item__number" htmlFor={`word-${index}`}>
                {index + 1}.
              </label>
              <input
                id={`word-${index}`}
                ref={register(index)}
                className="recall-input"
                style={{ width }}
                value={textAt(answer, index)}
                onChange={(e) => onChange(withEntry(answer, index, e.target.value))}
                onKeyDown={onKeyDown(index)}
                onFocus={() => g !== current && onSelect(g)}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                maxLength={200}
                aria-label={`Word ${index + 1}`}
                data-slot={index}
              />
            </li>
          ))}
        </ol>
      ))}
    </div>
  );
}
