import { useCallback, useEffect, useRef } from 'react';

/**
 * Focus by slot index across re-renders: typing in the last input of a group moves to the next
 * group, whose inputs only exist after React renders it, so the wish is kept until they do.
 */
export function useFocusList() {
  const elements = useRef(new Map<number, HTMLInputElement>());
  const wanted = useRef<number | null>(null);

  const register = useCallback(
    (index: number) => (el: HTMLInputElement | null) => {
      if (el) elements.current.set(index, el);
      else elements.current.delete(index);
    },
    [],
  );

  const focus = useCallback((index: number) => {
    const el = elements.current.get(index);
    if (el) {
      wanted.current = null;
      el.focus();
      el.select();
    } else {
      wanted.current = index;
    }
  }, []);

  // Runs after every render: satisfies a focus wish once its input exists.
  useEffect(() => {
    if (wanted.current !== null) focus(wanted.current);
  });

  return { register, focus };
}
