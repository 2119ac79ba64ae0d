import { useEffect } from 'react';
import { mainSocket } from './main-socket.ts';

/**
 * Screens holding the main socket. The app shell and the game screens outside it both hold it, and
 * one navigation unmounts the one and mounts the other: a disconnect immediately followed by a
 * connect would reach the server as one burst, and socket.io closes the whole connection (the
 * /versus and session namespaces share it) when a namespace's CONNECT arrives before its
 * DISCONNECT was processed. So the last release disconnects a tick later, and only if nobody took
 * the socket again meanwhile.
 */
let holders = 0;

export function holdMainSocket(): () => void {
  holders += 1;
  mainSocket.connect();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    setTimeout(() => {
      if (holders === 0) mainSocket.disconnect();
    }, 0);
  };
}

/** Keeps the main socket connected while the calling component is mounted. */
export function useMainSocketConnection(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    return holdMainSocket();
  }, [enabled]);
}
