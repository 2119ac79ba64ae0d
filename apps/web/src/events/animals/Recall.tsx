import type { KeyboardEvent } from 'react';
import { useEffect, useRef } from 'react';
import { textAt, withEntry } from '../shared/answer.ts';
import type { RecallProps } from '../types.ts';
import '../shared/text-list.css';
import './animals.css';
import { MediaImg } from '../../media/media-img.tsx';

/** One picture at a time in recall order (shuffle1) with its typed name; Enter moves to the next. */
export function AnimalsRecall({ data, answer, current, onSelect, onChange }: RecallProps) {
  const pictures = data.shuffle1 as { face: string }[];
  const face = pictures[current]?.face ?? '';
  const input = useRef<HTMLInputElement>(null);

  // Each picture opens with its field focused, so typing never needs the mouse.
  useEffect(() => {
    if (current >= 0) input.current?.focus();
  }, [current]);

  // Names are compared trimmed (spec §5): trim when the athlete moves on.
  const settle = () => {
    const value = textAt(answer, current);
    if (value !== value.trim()) onChange(withEntry(answer, current, value.trim()));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    settle();
    if (current + 1 < pictures.length) onSelect(current + 1);
  };

  return (
    <div className="animal-recall" data-testid="recall-animals">
      <MediaImg className="animal-recall__img" url={face} alt={`Animal ${current + 1}`} data-face={face} />
      <label className="animal-recall__label" htmlFor="animal-recall-input">
        Name of animal {current + 1} of {pictures.length}
      </label>
      <input
        id="animal-recall-input"
        ref={input}
        className="recall-input animal-recall__input"
        value={textAt(answer, current)}
        onChange={(e) => onChange(withEntry(answer, current, e.target.value.trimStart()))}
        onBlur={settle}
        onKeyDown={onKeyDown}
        autoComplete="off"
        autoCapitalize="words"
        spellCheck={false}
        maxLength={200}
        enterKeyHint="next"
      />
    </div>
  );
}
