/**
 * What the socket benches (versus, watch) share: the real server they start in a child process,
 * the sign-ups that give their clients cookies, and a socket client that connects or fails.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { type BuildOptions, buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';

/**
 * Starts the real app on PORT (production settings, a fresh data dir, sign-ups unthrottled) and
 * stops it on SIGTERM / SIGINT. Run as a bench's server process.
 */
export async function serveBenchApp(tag: string, options: BuildOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), `mn-bench-${tag}-`));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web'),
    LOG_LEVEL: 'warn',
    SIGNUP_LIMIT_PER_HOUR: '100000',
    SESSION_SECRET: process.env.SESSION_SECRET ?? `bench-${tag}-secret-`.padEnd(48, '0'),
  });
  const roomy = { max: 1_000_000, windowMs: 60_000 };
  const app = await buildApp(config, { logger: false, rateLimits: { signup: roomy }, ...options });
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** `n` new users signed up 20 at a time; their session cookies (`mn_sid=…`). */
export async function signUpCookies(base: string, n: number, prefix: string): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < n; i += 20) {
    const batch = Array.from({ length: Math.min(20, n - i) }, async (_, j) => {
      const id = `${prefix}${Date.now().toString(36)}${i + j}${Math.random().toString(36).slice(2, 6)}`;
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
