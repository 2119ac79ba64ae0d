import { useEffect } from 'react';
import { mainSocket } from './main-socket.ts';

/** Keeps the main socket connected while the calling component (the /app shell) is mounted. */
export function useMainSocketConnection(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    mainSocket.connect();
    return () => {
      mainSocket.disconnect();
    };
  }, [enabled]);
}
