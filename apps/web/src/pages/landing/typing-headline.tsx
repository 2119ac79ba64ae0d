import { HEADLINE_PHRASES } from './typing.ts';
import { useTypingText } from './use-typing.ts';

/**
 * The hero headline. Screen readers get the three phrases once, as plain text; the typing
 * animation itself is hidden from them so it is not read out letter by letter.
 */
export function TypingHeadline({ phrases = HEADLINE_PHRASES }: { phrases?: readonly string[] }) {
  const text = useTypingText(phrases);
  return (
    <h1 className="hero__title">
      <span className="visually-hidden">{phrases.join('. ')}.</span>
      {/* Hidden unless scripting is off (the prerendered page's <noscript> style shows it). */}
      <span className="typing-static" aria-hidden="true">
        {phrases[0]}
      </span>
      <span className="typing" aria-hidden="true" data-testid="typing-text">
        {text}
        <span className="typing__caret" />
      </span>
    </h1>
  );
}
