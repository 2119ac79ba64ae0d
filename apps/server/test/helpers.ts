import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Email, Mailer } from '../src/lib/mailer.ts';
import { plainId } from './plain-id.ts';

/** Emails the app "sent", newest last. */
export class CapturingMailer implements Mailer {
  readonly sent: Email[] = [];
  async send(email: Email) {
    this.sent.push(email);
  }
  lastCodeFor(to: string): string {
    const mail = [...this.sent].reverse().find((m) => m.to.toLowerCase() === to.toLowerCase());
    const code = mail?.text.match(/Your reset code is (\d{6})/)?.[1];
    if (!code) throw new Error(`no reset code sent to ${to}`);
    return code;
  }
}

export interface TestApp {
  app: FastifyInstance;
  mailer: CapturingMailer;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A real app on a real database: PGlite in a fresh temp dir, or the PostgreSQL of DATABASE_URL
 * (CI's second pass), with Redis when REDIS_URL is set. Redis keys get a unique prefix.
 */
export async function startApp(
  opts: BuildOptions & { dataDir?: string; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const { env, ...buildOptions } = opts;
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'mn-test-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web'),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const mailer = new CapturingMailer();
  const app = await buildApp(config, {
    mailer,
    redisPrefix: `test:${randomBytes(6).toString('hex')}:`,
    logger: false,
    ...buildOptions,
  });
  return {
    app,
    mailer,
    dataDir,
    async close() {
      await app.close();
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ListeningApp {
  /** The app; read it inside hooks and tests, once beforeAll has run. */
  readonly app: FastifyInstance;
  readonly mailer: CapturingMailer;
  readonly dataDir: string;
  /** `http://127.0.0.1:<port>`, or '' when started with `listen: false`. */
  readonly url: string;
  /** Client sockets a test opened; each is disconnected after all tests, before the app closes. */
  readonly sockets: Socket[];
}

/**
 * Registers beforeAll/afterAll for the file: starts the app with `opts` (see startApp), listens on
 * a free port of 127.0.0.1 unless `listen` is false, and after all disconnects `sockets` and closes
 * the app. The returned object's fields read the current app, so keep it and use `t.app`, `t.url`.
 */
export function useListeningApp(
  opts: BuildOptions & { dataDir?: string; env?: Record<string, string>; listen?: boolean } = {},
): ListeningApp {
  const { listen = true, ...appOpts } = opts;
  let t: TestApp | undefined;
  let url = '';
  const sockets: Socket[] = [];
  const started = () => {
    if (!t) throw new Error('useListeningApp: the app is read before beforeAll has started it');
    return t;
  };
  beforeAll(async () => {
    t = await startApp(appOpts);
    if (!listen) return;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await t?.close();
  });
  return {
    get app() {
      return started().app;
    },
    get mailer() {
      return started().mailer;
    },
    get dataDir() {
      return started().dataDir;
    },
    get url() {
      return url;
    },
    sockets,
  };
}

/** Unique account data, so tests can share one PostgreSQL database across runs. */
export function newAccount(prefix = 'u') {
  const id = plainId();
  return {
    userName: `${prefix}_${id}`,
    email: `${prefix}.${id}@example.com`,
    password: 'correct horse battery',
    confirmPassword: 'correct horse battery',
  };
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'mn_sid');
  if (!cookie?.value) throw new Error('no session cookie set');
  return `mn_sid=${cookie.value}`;
}

export function errorsOf(res: LightMyRequestResponse): string[] {
  return (res.json() as { messages: { errors: { msg: string }[] } }).messages.errors.map((e) => e.msg);
}

export async function signup(app: FastifyInstance, account = newAccount(), ip = '127.0.0.1') {
  const res = await app.inject({ method: 'POST', url: '/api/signup', payload: account, remoteAddress: ip });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.body}`);
  return { account, cookie: sessionCookie(res), user: res.json().user as { _id: string } };
}

export function login(app: FastifyInstance, email: string, password: string, ip = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password }).toString(),
    remoteAddress: ip,
  });
}
