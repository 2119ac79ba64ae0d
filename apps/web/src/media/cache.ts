import { useSyncExternalStore } from 'react';
import { serverUrl } from '../native/server-origin.ts';

/**
 * Prefetched media as data URLs, keyed by the server URL. Module-level because media URLs are
 * immutable (the server caches them forever) and one session runs at a time: a picture loaded for
 * the memorize screen must still be there for recall and the result, whatever remounts between.
 */
const entries = new Map<string, string>();
const listeners = new Set<() => void>();

export const mediaCache = {
  get: (url: string): string | undefined => entries.get(url),
  has: (url: string): boolean => entries.has(url),
  set(url: string, dataUrl: string) {
    entries.set(url, dataUrl);
    for (const listener of listeners) listener();
  },
  clear() {
    entries.clear();
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/**
 * The source to put in `src`: the cached data URL once prefetched, else the URL itself (on the
 * server's origin inside the native wrapper, whose own pages are another origin).
 */
export function mediaSrc(url: string): string {
  return entries.get(url) ?? (url.startsWith('/') ? serverUrl(url) : url);
}

/** `mediaSrc` as a hook: re-renders when the item lands in the cache (e.g. after a Retry). */
export function useMediaSrc(url: string): string {
  return useSyncExternalStore(
    mediaCache.subscribe,
    () => mediaSrc(url),
    () => url,
  );
}
