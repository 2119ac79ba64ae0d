import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnStaleChunks } from './chunk-reload.ts';

describe('a chunk that fails to load', () => {
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('reloads the page once, and not again within a minute', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    reloadOnStaleChunks();
    window.dispatchEvent(new Event('vite:preloadError'));
    expect(reload).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('vite:preloadError'));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 61_000);
    window.dispatchEvent(new Event('vite:preloadError'));
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
