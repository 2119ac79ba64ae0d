import { randomInt } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { plainId } from '../plain-id.ts';

/**
 * A client talking to a server process over real HTTP and sockets. Every request carries the
 * test's own client IP (the servers trust X-Forwarded-For), so rate limits see one test at a time.
 */
export const testIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export interface Player {
  cookie: string;
  email: string;
  password: string;
  ip: string;
}

export interface Reply {
  status: number;
  body: {
    success?: boolean;
    error?: string;
    bmevent?: SessionView;
    [k: string]: unknown;
  };
}

/** The fields of a session these tests read. */
export interface SessionView {
  id: string;
  stage: string;
  running: boolean;
  data: unknown;
  answer: unknown;
  answerSeq: number;
  score: number | null;
  result: { score: number; items: { given: string | null }[] } | null;
}

export async function request(
  base: string,
  who: { cookie?: string; ip: string },
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: object,
  form = false,
): Promise<Reply> {
  const headers: Record<string, string> = { 'x-forwarded-for': who.ip };
  if (who.cookie) headers.cookie = who.cookie;
  let payload: string | undefined;
  if (body) {
    headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
    payload = form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body);
  }
  const res = await fetch(base + path, { method, headers, body: payload });
  const text = await res.text();
  let parsed: Reply['body'] = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { error: text };
  }
  return { status: res.status, body: parsed };
}

/** A real sign-up (argon2 and all); returns the session cookie the server set. */
export async function signUp(base: string, ip: string, prefix = 'dur'): Promise<Player> {
  const id = plainId(6);
  const email = `${prefix}.${id}@example.com`;
  const password = 'correct horse battery';
  const res = await fetch(`${base}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ userName: `${prefix}_${id}`, email, password, confirmPassword: password }),
  });
  const token = res.headers
    .getSetCookie()
    .map((c) => c.match(/^mn_sid=([^;]+)/)?.[1])
    .find(Boolean);
  if (res.status !== 201 || !token) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return { cookie: `mn_sid=${token}`, email, password, ip };
}

export function login(base: string, ip: string, email: string, password: string) {
  return request(base, { ip }, 'POST', '/api/login', { email, password }, true);
}

async function expectOk(reply: Promise<Reply>, what: string): Promise<SessionView> {
  const r = await reply;
  if (r.status !== 200 || !r.body.bmevent) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.bmevent;
}

/**
 * A practice session walked to recall the way a player does it (ready, then Done three times).
 * Returns the answer key as the memorize stage showed it.
 */
export async function sessionInRecall(base: string, p: Player, query: string) {
  const init = await expectOk(request(base, p, 'GET', `/api/bmevent/init/decimal/practice?${query}`), 'init');
  const id = init.id;
  await expectOk(request(base, p, 'POST', '/api/bmevent/ready', { id }), 'ready');
  const mem = await expectOk(request(base, p, 'POST', '/api/bmevent/stage', { id, stage: 'mem' }), 'mem');
  await expectOk(request(base, p, 'POST', '/api/bmevent/stage', { id, stage: 'cdr' }), 'cdr');
  const rec = await expectOk(request(base, p, 'POST', '/api/bmevent/stage', { id, stage: 'rec' }), 'rec');
  if (rec.stage !== 'rec') throw new Error(`expected recall, got ${rec.stage}`);
  return { id, data: mem.data };
}

export function getSession(base: string, p: Player, id: string) {
  return expectOk(request(base, p, 'GET', `/api/bmevent/${id}`), 'get');
}

/** A /bmevent socket of a player's session; `updates` records everything the server pushes. */
export async function sessionSocket(base: string, p: Player, id: string) {
  const updates: { stage?: string }[] = [];
  const socket: Socket = connect(`${base}/bmevent`, {
    transports: ['websocket'],
    extraHeaders: { cookie: p.cookie },
    auth: { bmeventId: id },
    reconnection: false,
    forceNew: true,
  });
  socket.on('update', (u: { stage?: string }) => updates.push(u));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, updates };
}

/** An ack counts as "stored" unless the server says otherwise (older servers only said success). */
export const storedAck = (ack: unknown) => {
  const a = ack as { success?: boolean; stored?: boolean } | undefined;
  return a?.success === true && a.stored !== false;
};

/** Runs `fn` over `items` with at most `limit` at a time. */
export async function pool<T, R>(items: T[], limit: number, fn: (item: T, i: number) => Promise<R>) {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
