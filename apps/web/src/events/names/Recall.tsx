import type { KeyboardEvent } from 'react';
import { useEffect, useRef } from 'react';
import { textAt, withEntry } from '../shared/answer.ts';
import type { RecallProps } from '../types.ts';
import './names.css';

/** One face at a time in recall order (shuffle1) with its typed name; Enter moves to the next face. */
export function NamesRecall({ data, answer, current, onSelect, onChange }: RecallProps) {
  const faces = data.shuffle1 as { face: string }[];
  const face = faces[current]?.face ?? '';
  const input = useRef<HTMLInputElement>(null);

  // Each face opens with its name field focused, so typing never needs the mouse.
  useEffect(() => {
    if (current >= 0) input.current?.focus();
  }, [current]);

  // Names are compared trimmed (spec §5); trim when the athlete leaves the field.
  const settle = () => {
    const value = textAt(answer, current);
    if (value !== value.trim()) onChange(withEntry(answer, current, value.trim()));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    settle();
    if (current + 1 < faces.length) onSelect(current + 1);
  };

  return (
    <div className="name-recall" data-testid="recall-names">
      <img className="name-recall__face" src={face} alt={`Face ${current + 1}`} data-face={face} />
      <label className="name-recall__label" htmlFor="name-recall-input">
        Name of face {current + 1} of {faces.length}
      </label>
      <input
        id="name-recall-input"
        ref={input}
        className="recall-input name-recall__input"
        value={textAt(answer, current)}
        onChange={(e) => onChange(withEntry(answer, current, e.target.value.trimStart()))}
        onBlur={settle}
        onKeyDown={onKeyDown}
        autoComplete="off"
        autoCapitalize="words"
        spellCheck={false}
        maxLength={200}
      />
    </div>
  );
}
