import { isNativePlatform } from '../app/native.ts';

/**
 * Where the server is. In a browser the app is served by the server itself, so every address stays
 * relative (same origin, SameSite cookies). Inside the native wrapper the pages come from the
 * device (capacitor://localhost, https://localhost), so API calls and sockets go to the origin baked
 * into the build: `VITE_SERVER_ORIGIN=https://mnemoria.example npm run mobile:sync`.
 */
export function serverOrigin(): string {
  if (!isNativePlatform()) return '';
  const configured = import.meta.env.VITE_SERVER_ORIGIN;
  return typeof configured === 'string' ? configured.replace(/\/+$/, '') : '';
}

/** An absolute address of the server for the native wrapper, the path itself in a browser. */
export const serverUrl = (path: string) => `${serverOrigin()}${path}`;

/** Cross-site only in the wrapper: there the session cookie must ride along to another origin. */
export const fetchCredentials = (): RequestCredentials => (serverOrigin() ? 'include' : 'same-origin');
