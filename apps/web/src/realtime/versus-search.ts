import type { VersusSearchSignal } from '@mnemoria/protocol';
import { useSyncExternalStore } from 'react';
import { mainSocket } from './main-socket.ts';

/**
 * Whether this user has a versus search running, for the shell (the glowing Versus link and the
 * header's pulsing shortcut). Every tab hears it on the main channel (`versusSearch`); the tab
 * holding the /versus socket also sets it from each versus state. Kept apart from the versus
 * client so the shell does not load the versus screens' code.
 */
let searching = false;
const listeners = new Set<() => void>();

export function setVersusSearching(next: boolean) {
  if (next === searching) return;
  searching = next;
  for (const l of listeners) l();
}

mainSocket.on('versusSearch', (signal: VersusSearchSignal) => setVersusSearching(signal.searching));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function useVersusSearching(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => searching,
    () => false,
  );
}
