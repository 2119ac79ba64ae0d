import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../../ui/use-reduced-motion.ts';
import { INITIAL_TYPING, nextTyping, STILL_MS, typedText, typingDelay } from './typing.ts';

/** The text a typing headline shows right now; whole phrases in turn when motion is reduced. */
export function useTypingText(phrases: readonly string[]): string {
  const reduced = usePrefersReducedMotion();
  const [state, setState] = useState(INITIAL_TYPING);
  const [still, setStill] = useState(0);

  useEffect(() => {
    if (reduced) return;
    const timer = setTimeout(() => setState((s) => nextTyping(s, phrases)), typingDelay(state));
    return () => clearTimeout(timer);
  }, [state, phrases, reduced]);

  useEffect(() => {
    if (!reduced) return;
    const timer = setInterval(() => setStill((i) => (i + 1) % phrases.length), STILL_MS);
    return () => clearInterval(timer);
  }, [reduced, phrases]);

  return reduced ? (phrases[still] ?? '') : typedText(state, phrases);
}
