import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect } from 'vitest';
import { type Client, call, init, stored, toRecall } from '../bmevent/session-helpers.ts';
import { signup, startApp, type TestApp } from '../helpers.ts';
import type { Known } from './arbitraries.ts';

/**
 * The state a fuzz suite runs against: a victim whose session sits in recall with an answer (no
 * request is ever made as the victim, so nothing may change it), and a fuzzer whose own session
 * in recall is the target of every well-formed write.
 */
export interface World {
  t: TestApp;
  url: string;
  victim: Client & { sessionId: string; email: string };
  fuzzer: Client & { userId: string; email: string; playground: string };
  known: Known;
  /** Server errors: HTTP 5xx, error logs, unhandled rejections. */
  failures: string[];
}

export type Snapshot = Pick<
  Awaited<ReturnType<typeof stored>>,
  'stage' | 'answer' | 'answerSeq' | 'running' | 'exited'
>;

export async function snapshot(w: World, id: string): Promise<Snapshot> {
  const { stage, answer, answerSeq, running, exited } = await stored(w.t.app, id);
  return { stage, answer, answerSeq, running, exited };
}

const VICTIM_ANSWER = ['1', '0', '1'];

/** A practice session walked into recall, with an answer stored and an hour left to recall. */
async function sessionInRecall(c: Client, answer?: string[]) {
  const { id } = await init(c, 'binary', 'practice', '?discard=true');
  await toRecall(c, id);
  if (answer) {
    const saved = await call(c, 'PUT', '/api/bmevent/answer', { id, answer, seq: 1 });
    expect(saved.status).toBe(200);
  }
  await c.app.database.db.execute(
    sql`update bmevents set deadline = now() + interval '1 hour' where id = ${id}`,
  );
  return id;
}

export async function startWorld(): Promise<World> {
  const roomy = { max: 1_000_000, windowMs: 60_000 };
  const t = await startApp({
    sweepIntervalMs: 600_000,
    rateLimits: { signup: roomy, forgotPassword: roomy, verifyCode: roomy },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const a = await signup(t.app);
  const b = await signup(t.app);
  const victimClient = { app: t.app, cookie: a.cookie };
  const fuzzerClient = { app: t.app, cookie: b.cookie };
  const victim = {
    ...victimClient,
    email: a.account.email,
    sessionId: await sessionInRecall(victimClient, VICTIM_ANSWER),
  };
  const fuzzer = {
    ...fuzzerClient,
    userId: b.user._id,
    email: b.account.email,
    playground: await sessionInRecall(fuzzerClient, ['0']),
  };
  const failures: string[] = [];
  const errorLog = t.app.log.error.bind(t.app.log);
  t.app.log.error = ((...args: unknown[]) => {
    failures.push(`logged error: ${JSON.stringify(args).slice(0, 300)}`);
    return (errorLog as (...a: unknown[]) => void)(...args);
  }) as typeof t.app.log.error;
  const known: Known = {
    ids: () => [victim.sessionId, fuzzer.playground, '00000000-0000-0000-0000-000000000000'],
    emails: [
      a.account.email,
      b.account.email,
      `${b.account.email}\u0000`,
      // Unique per run: the fuzz may sign it up, and other test files sharing the database rely
      // on nobody@example.com staying unknown.
      `nobody-${randomBytes(4).toString('hex')}@example.com`,
      'not-an-email',
    ],
  };
  return { t, url, victim, fuzzer, known, failures };
}

/** Keeps the fuzzer's session in recall: a valid fuzzed write may have ended it. */
export async function ensurePlayground(w: World) {
  const s = await snapshot(w, w.fuzzer.playground);
  if (s.running && s.stage === 'rec') return s;
  w.fuzzer.playground = await sessionInRecall(w.fuzzer);
  return snapshot(w, w.fuzzer.playground);
}

/** A sign-in cookie of the fuzzer that is valid again (a fuzzed logout may have revoked it). */
export async function refreshFuzzerCookie(w: World) {
  if (await w.t.app.accounts.userForToken(w.fuzzer.cookie.replace(/^mn_sid=/, ''))) return;
  const token = await w.t.app.accounts.sessions.create(w.fuzzer.userId, { ip: '127.0.0.1' });
  w.fuzzer.cookie = `mn_sid=${token}`;
}

/** The victim's session is exactly as it was and can still be finished and scored. */
export async function expectVictimIntact(w: World, finish: boolean) {
  expect(await snapshot(w, w.victim.sessionId)).toEqual({
    stage: 'rec',
    answer: VICTIM_ANSWER,
    answerSeq: 1,
    running: true,
    exited: false,
  });
  if (!finish) return;
  const res = await call(w.victim, 'POST', '/api/bmevent/result', { id: w.victim.sessionId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.bmevent).toMatchObject({ stage: 'res', running: false, score: expect.any(Number) });
  expect(res.body.bmevent.result).not.toBeNull();
}

export async function expectHealthy(w: World) {
  const res = await w.t.app.inject({ url: '/api/health' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ ok: true, db: true });
}

/** Counts unhandled rejections and uncaught exceptions while a suite runs. */
export function watchProcess(failures: string[]) {
  const onRejection = (err: unknown) => failures.push(`unhandled rejection: ${String(err)}`);
  const onException = (err: unknown) => failures.push(`uncaught exception: ${String(err)}`);
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return () => {
    process.off('unhandledRejection', onRejection);
    process.off('uncaughtException', onException);
  };
}

/**
 * Registers beforeAll/afterAll for a fuzz suite: starts the world (allowing 180 s) and watches the
 * process for unhandled rejections; after all, stops watching, disconnects `sockets` and closes the
 * app. The returned world's fields read the current world, so use them inside hooks and tests.
 */
export function useWorld(): World & { readonly sockets: Socket[] } {
  let w: World | undefined;
  let unwatch: (() => void) | undefined;
  const sockets: Socket[] = [];
  const started = () => {
    if (!w) throw new Error('useWorld: the world is read before beforeAll has started it');
    return w;
  };
  beforeAll(async () => {
    w = await startWorld();
    unwatch = watchProcess(w.failures);
  }, 180_000);
  afterAll(async () => {
    unwatch?.();
    for (const s of sockets) s.disconnect();
    await w?.t.close();
  });
  // Every field but `sockets` reads the world beforeAll started.
  return new Proxy({ sockets } as World & { readonly sockets: Socket[] }, {
    get: (target, key) => (key === 'sockets' ? target.sockets : Reflect.get(started(), key)),
  });
}
