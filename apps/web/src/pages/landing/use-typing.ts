import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../../ui/use-reduced-motion.ts';
import { INITIAL_TYPING, nextTyping, STILL_MS, type TypingState, typedText, typingDelay } from './typing.ts';

/**
 * The text a typing headline shows right now; whole phrases in turn when motion is reduced.
 * `holdFirst`: start with the first phrase typed out and held (it was already on screen).
 */
export function useTypingText(phrases: readonly string[], holdFirst = false): string {
  const reduced = usePrefersReducedMotion();
  const [state, setState] = useState<TypingState>(() =>
    holdFirst ? { phrase: 0, length: phrases[0]?.length ?? 0, phase: 'holding' } : INITIAL_TYPING,
  );
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
