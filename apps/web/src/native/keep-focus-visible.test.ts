import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepFocusedFieldVisible } from './keep-focus-visible.ts';

const coarse = (matches: boolean) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query: string) => ({ matches, media: query }) as MediaQueryList);

describe('keeping the focused field above the on-screen keyboard', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('scrolls a focused recall input to the middle of the view on a touch screen', () => {
    coarse(true);
    document.body.innerHTML = '<main><input aria-label="Name of face 1 of 9" /></main>';
    const input = document.querySelector('input') as HTMLInputElement;
    const scrolled = vi.fn();
    input.scrollIntoView = scrolled;
    const stop = keepFocusedFieldVisible();
    input.focus();
    expect(scrolled).toHaveBeenCalledWith({ block: 'center', inline: 'nearest' });
    stop();
  });

  it('leaves the page alone with a mouse', () => {
    coarse(false);
    document.body.innerHTML = '<input />';
    const input = document.querySelector('input') as HTMLInputElement;
    const scrolled = vi.fn();
    input.scrollIntoView = scrolled;
    keepFocusedFieldVisible();
    input.focus();
    expect(scrolled).not.toHaveBeenCalled();
  });
});
