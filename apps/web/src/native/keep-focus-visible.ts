const isField = (el: Element | null): el is HTMLInputElement | HTMLTextAreaElement =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;

/**
 * On a touch screen the on-screen keyboard covers the lower part of the page, and a recall field
 * (names, words, dates) focused by the app itself is often right there. When a field gains focus,
 * and again when the keyboard resizes the visual viewport, the focused field is scrolled to the
 * middle of what is still visible. Nothing happens with a mouse and a physical keyboard.
 */
export function keepFocusedFieldVisible(win: Window = window) {
  if (!win.matchMedia?.('(pointer: coarse)').matches) return () => {};
  const reveal = () => {
    const el = win.document.activeElement;
    if (isField(el)) el.scrollIntoView({ block: 'center', inline: 'nearest' });
  };
  const onFocus = (event: FocusEvent) => {
    if (isField(event.target as Element | null)) reveal();
  };
  win.document.addEventListener('focusin', onFocus);
  win.visualViewport?.addEventListener('resize', reveal);
  return () => {
    win.document.removeEventListener('focusin', onFocus);
    win.visualViewport?.removeEventListener('resize', reveal);
  };
}
