import { useSyncExternalStore } from 'react';
import { type MediaFailure, type PrefetchProgress, prefetchMedia } from './prefetch.ts';
import { type MediaSession, mediaToPrefetch } from './prepare.ts';

/** What the load screen shows: progress, and the failures once the retries are spent. */
export interface MediaLoadState {
  progress: PrefetchProgress;
  failed: MediaFailure[] | null;
}

let state: MediaLoadState | null = null;
const listeners = new Set<() => void>();
function set(next: MediaLoadState | null) {
  state = next;
  for (const listener of listeners) listener();
}

export const mediaLoad = {
  get: () => state,
  reset: () => set(null),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useMediaLoad(): MediaLoadState | null {
  return useSyncExternalStore(mediaLoad.subscribe, mediaLoad.get, mediaLoad.get);
}

/** A session as the load stage reads it: its media list and, for cards, the 53-image pick fan. */
export interface LoadableSession extends MediaSession {
  data?: { shuffle1?: readonly unknown[] };
}

function cardFan(session: LoadableSession): string[] | undefined {
  if (session.name !== 'cards') return undefined;
  return (session.data?.shuffle1 ?? []).flatMap((card) => {
    const image = (card as { image?: unknown } | null)?.image;
    return typeof image === 'string' && image ? [image] : [];
  });
}

/**
 * The load stage of a session: prefetch its media into the cache with progress in
 * `mediaLoad`. Resolves true when everything is cached (the caller then sends `ready`), false when
 * something still failed after its retries (the load screen then shows what, with Retry / Exit).
 * A preparation error (see prepare.ts) is reported the same way, never thrown into the page.
 */
export async function loadSessionMedia(session: LoadableSession, signal?: AbortSignal): Promise<boolean> {
  let urls: string[];
  try {
    urls = mediaToPrefetch(session, cardFan(session));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    set({ progress: { loaded: 0, total: 0 }, failed: [{ url: session.name, reason }] });
    return false;
  }
  set({ progress: { loaded: 0, total: urls.length }, failed: null });
  const outcome = await prefetchMedia(urls, {
    signal,
    onProgress: (progress) => set({ progress, failed: null }),
  });
  if (outcome.failed.length > 0) {
    set({ progress: { loaded: outcome.loaded, total: outcome.total }, failed: outcome.failed });
    return false;
  }
  // Hold the full bar a moment: the athlete sees the load complete before the countdown.
  await new Promise((resolve) => setTimeout(resolve, 250));
  return true;
}
