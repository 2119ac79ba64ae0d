import { useEffect, useSyncExternalStore } from 'react';
import { acquireVersusSocket, type VersusClient, versusStore } from './versus-client.ts';

/** Read a slice of the tab's versus state; re-renders only when that slice changes. */
export function useVersus<T>(select: (c: VersusClient) => T): T {
  return useSyncExternalStore(
    versusStore.subscribe,
    () => select(versusStore.get()),
    () => select(versusStore.get()),
  );
}

/**
 * Keeps the /versus socket connected while the calling screen is mounted, and after it while a
 * search runs (the search goes on across the app) or a match is on. Without a stage, leaving
 * disconnects (the server then drops nothing: there is nothing to drop).
 */
export function useVersusConnection() {
  useEffect(() => {
    const release = acquireVersusSocket();
    return () =>
      release(() => {
        const stage = versusStore.get().state?.stage;
        return stage === 'search' || stage === 'match';
      });
  }, []);
}
