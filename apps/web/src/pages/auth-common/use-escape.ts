import { useEffect, useRef } from 'react';

/** Calls `onEscape` whenever Escape is pressed anywhere on the page (used to clear messages). */
export function useEscapeKey(onEscape: () => void) {
  const latest = useRef(onEscape);
  latest.current = onEscape;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
