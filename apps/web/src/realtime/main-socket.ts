import { io, type Socket } from 'socket.io-client';
import { serverUrl } from '../native/server-origin.ts';

/**
 * Reconnect settings, shared by every namespace client: 20 s connect timeout,
 * 1–5 s back-off with 0.5 jitter, never giving up (a phone dropping to a tunnel should recover).
 */
export const SOCKET_OPTIONS = {
  autoConnect: false,
  withCredentials: true,
  timeout: 20000,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Number.POSITIVE_INFINITY,
} as const;

/**
 * The main channel (default namespace): live counts, lives lists and versus notifications.
 * Created once, connected by the /app shell after the user has loaded (the session cookie
 * authenticates it) and disconnected when the shell unmounts.
 */
export const mainSocket: Socket = io(serverUrl('/'), SOCKET_OPTIONS);

mainSocket.on('connect_error', (err) => {
  console.error('[ERROR]: main', err.message);
});
