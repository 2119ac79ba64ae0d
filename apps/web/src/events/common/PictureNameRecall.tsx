import type { KeyboardEvent } from 'react';
import { useEffect, useRef } from 'react';
import { MediaImg } from '../../media/media-img.tsx';
import type { RecallProps } from '../types.ts';
import { textAt, withEntry } from './answer.ts';
import './text-list.css';
import './picture-name-recall.css';

/** What differs between the names and animals recall: the noun and the test hook. */
export interface PictureNameRecallProps extends RecallProps {
  /** 'face' or 'animal': used in the caption ('Name of face 3 of 9') and the picture's alt text. */
  noun: string;
  testId: string;
}

/**
 * One picture at a time in recall order (shuffle1) with its typed name; Enter moves to the next,
 * Shift+Enter to the previous.
 * Shared by names (faces) and animals, whose recall rules are the same.
 */
export function PictureNameRecall({
  data,
  answer,
  current,
  onSelect,
  onChange,
  noun,
  testId,
}: PictureNameRecallProps) {
  const pictures = data.shuffle1 as { face: string }[];
  const picture = pictures[current]?.face ?? '';
  const input = useRef<HTMLInputElement>(null);
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);

  // Each picture opens with its name field focused, so typing never needs the mouse.
  useEffect(() => {
    if (current >= 0) input.current?.focus();
  }, [current]);

  // Names are compared trimmed: trim when the athlete moves on.
  const settle = () => {
    const value = textAt(answer, current);
    if (value !== value.trim()) onChange(withEntry(answer, current, value.trim()));
  };
  // Enter moves on, Shift+Enter goes back: a name fixed on the way back needs no mouse either.
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    settle();
    const next = e.shiftKey ? current - 1 : current + 1;
    if (next >= 0 && next < pictures.length) onSelect(next);
  };

  return (
    <div className="picture-recall" data-testid={testId}>
      <MediaImg
        className="picture-recall__img"
        url={picture}
        alt={`${Noun} ${current + 1}`}
        data-face={picture}
      />
      <label className="picture-recall__label" htmlFor="picture-recall-input">
        Name of {noun} {current + 1} of {pictures.length}
      </label>
      <input
        id="picture-recall-input"
        ref={input}
        className="recall-input picture-recall__input"
        value={textAt(answer, current)}
        onChange={(e) => onChange(withEntry(answer, current, e.target.value.trimStart()))}
        onBlur={settle}
        onKeyDown={onKeyDown}
        autoComplete="off"
        autoCapitalize="words"
        spellCheck={false}
        enterKeyHint="next"
        maxLength={200}
      />
    </div>
  );
}
