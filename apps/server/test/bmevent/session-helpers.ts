import { type EventData, type EventName, eventByName } from '@mnemoria/events';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connectSocket } from 'socket.io-client';
import { expect } from 'vitest';

export type Client = { app: FastifyInstance; cookie: string };

export async function call(c: Client, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const res = await c.app.inject({ method, url, payload, headers: { cookie: c.cookie } });
  return { status: res.statusCode, body: res.json() };
}

export async function init(c: Client, event: EventName, mode = 'standard', query = '') {
  const res = await call(c, 'GET', `/api/bmevent/init/${event}/${mode}${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.bmevent as {
    id: string;
    stage: string;
    rec_time: number;
    mem_time: number;
    data: EventData;
  };
}

export const stage = (c: Client, id: string, to: string) =>
  call(c, 'POST', '/api/bmevent/stage', { id, stage: to });

/** Walks a fresh session to the recall stage the way a client would (ready, then Done, Done, Done). */
export async function toRecall(c: Client, id: string, memorizeForMs = 0) {
  expect((await call(c, 'POST', '/api/bmevent/ready', { id })).body.bmevent.stage).toBe('cdm');
  expect((await stage(c, id, 'mem')).body.bmevent.stage).toBe('mem');
  if (memorizeForMs > 0) await new Promise((r) => setTimeout(r, memorizeForMs));
  expect((await stage(c, id, 'cdr')).body.bmevent.stage).toBe('cdr');
  const rec = await stage(c, id, 'rec');
  expect(rec.body.bmevent.stage).toBe('rec');
  return rec.body.bmevent;
}

/** The stored session (with its answer key), straight from the database. */
export async function stored(app: FastifyInstance, id: string) {
  const row = await app.bmevents.repo.find(id);
  if (!row) throw new Error('no session');
  return row;
}

export async function perfectAnswerOf(app: FastifyInstance, id: string) {
  const row = await stored(app, id);
  return eventByName(row.name as EventName).perfectAnswer(row.data as unknown as EventData);
}

/** Moves the current stage's deadline into the past, as if its time had run out. */
export async function expireStage(app: FastifyInstance, id: string, byMs = 10_000) {
  await app.database.db.execute(
    sql`update bmevents set deadline = now() - (${byMs} * interval '1 millisecond') where id = ${id}`,
  );
}

/** Every string value inside a payload. */
export function stringLeaves(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringLeaves(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) stringLeaves(v, out);
  return out;
}

/** Asserts a payload reveals none of the answer key's values. */
export function expectNoKey(payload: unknown, key: unknown[]) {
  const secrets = new Set(stringLeaves(key).filter((s) => s.trim() !== ''));
  const leaked = stringLeaves(payload).filter((s) => secrets.has(s));
  expect(leaked, 'answer key values found in a recall-stage payload').toEqual([]);
}

/** A player's /bmevent socket for a session; `emit` waits for the acknowledgement. */
export async function connectPlayer(url: string, cookie: string, id: string) {
  const updates: Record<string, unknown>[] = [];
  const socket = connectSocket(`${url}/bmevent`, {
    transports: ['websocket'],
    extraHeaders: { cookie },
    auth: { bmeventId: id },
    reconnection: false,
  });
  socket.on('update', (u: Record<string, unknown>) => updates.push(u));
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  const emit = (event: string, ...args: unknown[]) => socket.timeout(5000).emitWithAck(event, ...args);
  return { socket, updates, emit };
}

/** Polls until `pred` holds (for effects that happen after an acknowledgement). */
export async function waitUntil(pred: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 200; i++) {
    if (await pred()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('condition never held');
}
