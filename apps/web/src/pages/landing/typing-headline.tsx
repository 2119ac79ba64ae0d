import { useLayoutEffect, useState } from 'react';
import { bootHydration } from '../../app/boot-hydration.ts';
import { HEADLINE_PHRASES } from './typing.ts';
import { useTypingText } from './use-typing.ts';

/**
 * The hero headline. Screen readers get the three phrases once, as plain text; the typing
 * animation itself is hidden from them so it is not read out letter by letter. The first render
 * (the prerendered HTML, and the render that hydrates it) shows the first phrase whole; the typing
 * replaces it before the next paint. Taking over the prerendered page, the typing starts by holding
 * that same phrase, so nothing visibly changes.
 */
export function TypingHeadline({ phrases = HEADLINE_PHRASES }: { phrases?: readonly string[] }) {
  const [tookOver] = useState(() => bootHydration.active);
  const text = useTypingText(phrases, tookOver);
  const [live, setLive] = useState(false);
  useLayoutEffect(() => setLive(true), []);
  return (
    <h1 className="hero__title" data-live={live || undefined}>
      <span className="visually-hidden">{phrases.join('. ')}.</span>
      <span className="typing-static" aria-hidden="true">
        {phrases[0]}
      </span>
      <span className="typing" aria-hidden="true" data-testid="typing-text">
        {live ? text : ''}
        <span className="typing__caret" />
      </span>
    </h1>
  );
}
