/**
 * What the socket benches' drivers (versus, watch) share: starting their real or bare server as a
 * child process, the sign-ups that give their clients cookies, and a socket client that connects
 * or fails. The server side is bench-app.ts.
 */
import { join } from 'node:path';
import { io, Manager, type Socket } from 'socket.io-client';
import { plainId } from '../../apps/server/test/plain-id.ts';
import { freePort, killChildren, spawnServer } from './proc.ts';

/** `n` new users signed up 20 at a time; their session cookies (`mn_sid=…`). */
export async function signUpCookies(base: string, n: number, prefix: string): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < n; i += 20) {
    const batch = Array.from({ length: Math.min(20, n - i) }, async () => {
      const id = `${prefix}${plainId(6)}`;
      const res = await fetch(`${base}/api/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          userName: id,
          email: `${id}@example.com`,
          password: 'correct horse battery',
          confirmPassword: 'correct horse battery',
        }),
      });
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('mn_sid='));
      if (!cookie) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
      return cookie.split(';')[0] as string;
    });
    cookies.push(...(await Promise.all(batch)));
  }
  return cookies;
}

/** A websocket-only socket.io client signed in by `cookie`; resolves once connected. */
export const connectSocket = (url: string, cookie: string, auth?: Record<string, string>) =>
  new Promise<Socket>((resolve, reject) => {
    const s = io(url, {
      transports: ['websocket'],
      extraHeaders: { cookie },
      reconnection: false,
      forceNew: true,
      ...(auth && { auth }),
    });
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });

/**
 * One player's connection, shared by all their namespaces as the web app shares it (one websocket
 * for the main channel, /versus and the game); `socket` resolves once that namespace connected.
 */
export function playerConnection(base: string, cookie: string) {
  const manager = new Manager(base, {
    transports: ['websocket'],
    extraHeaders: { cookie },
    reconnection: false,
    autoConnect: false,
  });
  // The websocket closes with the last of its sockets' disconnect().
  return {
    socket: (nsp: string, auth?: Record<string, string>) =>
      new Promise<Socket>((resolve, reject) => {
        const s = manager.socket(nsp, auth ? { auth } : {});
        s.once('connect', () => resolve(s));
        s.once('connect_error', reject);
        s.connect();
      }),
  };
}

const root = join(import.meta.dirname, '../..');

/** Child servers are killed when the bench is interrupted. */
export function killChildrenOnSignal() {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      killChildren();
      process.exit(130);
    });
}

/** `bench/<dir>/server.ts` (the real app) or `bench/<dir>/bare.ts` on a free port, once healthy. */
export async function spawnBenchServer(dir: string, kind: 'real' | 'bare') {
  return spawnServer({
    args: [join(root, 'bench', dir, kind === 'real' ? 'server.ts' : 'bare.ts')],
    cwd: root,
    env: { DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '', REDIS_URL: process.env.BENCH_REDIS_URL ?? '' },
    port: await freePort(),
    readyPath: '/api/health',
    timeoutMs: 120_000,
  });
}
