import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';

/**
 * One tab stop for a list of buttons (pickers, pools): ←/→ (and ↑/↓) move, Home/End jump, and
 * Enter/Space press the focused button natively. When a picked button disappears (placed items
 * hide), focus moves to the one now at its place instead of falling back to the page.
 */
export function useRoving(count: number) {
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLElement | null)[]>([]);
  // A focus wish for after the list changed length (the picked item gone); `from` is the old length.
  const wanted = useRef<{ i: number; from: number } | null>(null);
  const index = Math.max(0, Math.min(active, count - 1));

  const focusAt = useCallback((i: number) => {
    setActive(i);
    const el = refs.current[i];
    el?.focus();
  }, []);

  useEffect(() => {
    const wish = wanted.current;
    if (wish === null || wish.from === count) return;
    wanted.current = null;
    refs.current[Math.max(0, Math.min(wish.i, count - 1))]?.focus();
  });

  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      Home: 0,
      End: count - 1,
    };
    const to = moves[e.key];
    if (to === undefined || count === 0) return;
    e.preventDefault();
    focusAt(Math.max(0, Math.min(count - 1, to)));
  };

  /** Props for item `i`: ref, tab stop, and remembering a click as the active item. */
  const itemProps = (i: number) => ({
    ref: (el: HTMLElement | null) => {
      refs.current[i] = el;
    },
    tabIndex: i === index ? 0 : -1,
    onFocus: () => setActive(i),
  });

  /** After removing item `i` (picked), keep the keyboard user at the same place in the list. */
  const keepFocusAfterRemoval = (i: number, hadFocus: boolean) => {
    if (hadFocus) wanted.current = { i, from: count };
    setActive(i);
  };

  return { onKeyDown, itemProps, keepFocusAfterRemoval };
}
