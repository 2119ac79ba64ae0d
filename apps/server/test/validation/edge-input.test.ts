import { io as connect } from 'socket.io-client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isInvalidInputError } from '../../src/plugins/external/input-guard.ts';
import { type Client, init, stored, toRecall } from '../bmevent/session-helpers.ts';
import { signup, useListeningApp } from '../helpers.ts';

/**
 * Input the database cannot store (NUL, lone surrogates, out-of-range numbers and dates) used to
 * reach PostgreSQL and come back as a 500. Each case here was a reproduced 500; now each is a 400
 * (or a socket ack `{ success: false }`) that says what is wrong, and nothing is logged as an error.
 */
const t = useListeningApp({
  sweepIntervalMs: 60_000,
  rateLimits: { forgotPassword: { max: 1000, windowMs: 60_000 } },
});
let c: Client;
let errors: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  c = { app: t.app, cookie: (await signup(t.app)).cookie };
  errors = vi.spyOn(t.app.log, 'error');
});
afterEach(() => {
  const logged = [...errors.mock.calls];
  errors.mockClear();
  expect(logged, 'nothing is logged as a server error').toEqual([]);
});

const NASTY = { nul: 'a\u0000b@example.com', surrogate: 'a\uD800b@example.com' };

async function post(path: string, payload: object, cookie = c.cookie, method: 'POST' | 'PUT' = 'POST') {
  const res = await t.app.inject({ method, url: path, payload, headers: { cookie } });
  return { status: res.statusCode, body: res.json(), text: res.body };
}

/** A new practice session (ending the one in progress: one session at a time per user). */
const fresh = (event: 'binary' | 'names' | 'tetris') => init(c, event, 'practice', '?discard=true');

async function recallSession(event: 'binary' | 'names' | 'tetris' = 'binary') {
  const { id } = await fresh(event);
  await toRecall(c, id);
  return id;
}

describe('emails with NUL or a lone surrogate', () => {
  it.each(Object.entries(NASTY))('answer 400 on login, forgot, verify and reset (%s)', async (_, email) => {
    const bodies: [string, object][] = [
      ['/api/login', { email, password: 'whatever12' }],
      ['/api/forgot-password', { email }],
      ['/api/verify-code', { email, code: '123456' }],
      ['/api/reset-password', { email, code: '123456', newPassword: 'whatever12' }],
      ['/api/signup', { userName: 'nul_user', email, password: 'whatever12', confirmPassword: 'whatever12' }],
    ];
    for (const [path, body] of bodies) {
      const res = await post(path, body, '');
      expect(res.status, `${path}: ${res.text}`).toBe(400);
      expect(res.body.messages.errors[0].msg).toMatch(/email.*(NUL|well-formed)/);
    }
  });
});

describe('session ids', () => {
  it('GET /api/bmevent/{id} with a NUL (or any non-UUID) is a 404 that says why', async () => {
    for (const id of ['a%00b', 'not-a-session', '0'.repeat(60)]) {
      const res = await t.app.inject({ url: `/api/bmevent/${id}`, headers: { cookie: c.cookie } });
      expect([400, 404], `${id}: ${res.body}`).toContain(res.statusCode);
      expect(res.json().error).toMatch(/UUID|NUL/);
    }
    // A percent-encoded lone surrogate is not even UTF-8: the router refuses it itself.
    const res = await t.app.inject({ url: '/api/bmevent/%ED%A0%80', headers: { cookie: c.cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not a valid url component/);
  });

  it.each([
    ['/api/bmevent/ready', {}],
    ['/api/bmevent/stage', { stage: 'mem' }],
    ['/api/bmevent/answer', { answer: [], seq: 1 }],
    ['/api/bmevent/result', {}],
    ['/api/bmevent/exit', {}],
  ])('%s with an id holding NUL is a 400 naming the id', async (path, rest) => {
    const res = await post(
      path,
      { id: 'a\u0000b', ...rest },
      c.cookie,
      path.endsWith('answer') ? 'PUT' : 'POST',
    );
    expect(res.status, res.text).toBe(400);
    expect(res.body.error).toMatch(/id/);
  });
});

describe('answers and Blocktris blocks', () => {
  it.each([
    ['NUL', 'Ada\u0000'],
    ['a lone surrogate', 'Ada\uD800'],
  ])('an answer holding %s is a 400 and leaves the stored answer as it was', async (_, bad) => {
    const id = await recallSession('names');
    expect((await post('/api/bmevent/answer', { id, answer: ['Ada'], seq: 1 }, c.cookie, 'PUT')).status).toBe(
      200,
    );
    const res = await post('/api/bmevent/answer', { id, answer: [bad], seq: 2 }, c.cookie, 'PUT');
    expect(res.status, res.text).toBe(400);
    expect(res.body.error).toMatch(/NUL|Unicode/);
    const final = await post('/api/bmevent/result', { id, answer: [bad] });
    expect(final.status, final.text).toBe(400);
    const row = await stored(t.app, id);
    expect([row.answer, row.answerSeq, row.stage]).toEqual([['Ada'], 1, 'rec']);
  });

  it('a Blocktris block holding NUL or a lone surrogate is refused over the socket', async () => {
    const { id } = await fresh('tetris');
    const p = await player(id);
    const block = { id: 'b1', name: 'T', shape: [[1]], position: { row: 0, col: 0 } };
    for (const bad of [
      { ...block, id: 'b\u0000' },
      { ...block, color: '\uD800' },
    ]) {
      expect(await p.emit('tetris-update', id, 'recall', [bad])).toMatchObject({ success: false });
      expect(await p.emit('tetris-data-update', id, [bad])).toMatchObject({ success: false });
    }
    expect(await p.emit('tetris-update', id, 'recall\u0000', [block])).toMatchObject({ success: false });
  });
});

describe('seq', () => {
  it('above 2^31 - 1 is a 400, and later answers of the session are still stored', async () => {
    const id = await recallSession();
    const huge = await post('/api/bmevent/answer', { id, answer: ['1'], seq: 2 ** 31 }, c.cookie, 'PUT');
    expect(huge.status, huge.text).toBe(400);
    expect(huge.body.error).toMatch(/seq/);
    const p = await player(id);
    expect(await p.emit('update', id, 'answer', ['1'], 2 ** 31 + 5)).toMatchObject({
      success: false,
      error: expect.stringMatching(/seq/),
    });
    const next = await post('/api/bmevent/answer', { id, answer: ['0', '1'], seq: 3 }, c.cookie, 'PUT');
    expect(next.status, next.text).toBe(200);
    const row = await stored(t.app, id);
    expect([row.answer, row.answerSeq]).toEqual([['0', '1'], 3]);
    const res = await post('/api/bmevent/result', { id });
    expect(res.body.bmevent.stage).toBe('res');
  });
});

describe('chart dates', () => {
  const chart = (q: string) =>
    t.app.inject({ url: `/api/chart/eventChartData?name=binary&${q}`, headers: { cookie: c.cookie } });

  it.each([
    'start=0000-01-01',
    'stop=10000-01-01',
    'start=%2B010000-01-01',
    'start=-000001-01-01',
    'start=2026-02-30',
    'stop=2026-01-01T00:00:00Z',
    'start=Jan%201%2C%2099999',
  ])('%s is a 400 that asks for YYYY-MM-DD', async (q) => {
    const res = await chart(q);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatch(/YYYY-MM-DD|calendar day/);
  });

  it('the first and last days are answered even when the offset pushes them past the range', async () => {
    for (const q of [
      'start=0001-01-01&timeZone=14',
      'stop=9999-12-31&timeZone=-14',
      'start=2026-01-01&stop=2026-01-31',
    ]) {
      const res = await chart(q);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
      expect(res.json()).toEqual({ success: true, data: { data: expect.any(Array) } });
    }
  });
});

describe('socket update of the stage', () => {
  it('a stage that is not a stage name gets an ack naming the stages; nothing is logged as an error', async () => {
    const { id } = await fresh('binary');
    const p = await player(id);
    expect((await p.emit('ready', id)).bmevent.stage).toBe('cdm');
    for (const value of [{ toString: 1 }, 42, ['mem'], null, 'memorize']) {
      expect(await p.emit('update', id, 'stage', value, 1)).toEqual({
        success: false,
        error: expect.stringContaining('stage must be one of init, load, cdm, mem, cdr, rec, res'),
      });
    }
    expect((await stored(t.app, id)).stage).toBe('cdm');
    expect((await p.emit('update', id, 'stage', 'mem', 2)).bmevent.stage).toBe('mem');
  });
});

describe('safety net', () => {
  it('refuses NUL anywhere in a query or body with a 400 before the route runs', async () => {
    const q = await t.app.inject({
      url: '/api/bmevent/init/binary/practice?amount=1%00',
      headers: { cookie: c.cookie },
    });
    expect(q.statusCode).toBe(400);
    expect(q.json().error).toMatch(/query\.amount.*NUL/);
    const fav = await post(
      '/api/user/event/settings/favorite',
      { favorite: { bmevents: [], 'x\u0000': 1 } },
      c.cookie,
      'PUT',
    );
    expect(fav.status).toBe(400);
    const deep = `{"memorize_timer":${'['.repeat(50_000)}${']'.repeat(50_000)}}`;
    const nested = await t.app.inject({
      method: 'PUT',
      url: '/api/user/event/settings/binary',
      payload: deep,
      headers: { cookie: c.cookie, 'content-type': 'application/json' },
    });
    expect(nested.statusCode, nested.body).toBe(400);
    expect(nested.json().error).toMatch(/nested/);
  });

  it("counts PostgreSQL's data exceptions, however wrapped, as the client's bad input", () => {
    expect(isInvalidInputError({ code: '22P05' })).toBe(true);
    expect(isInvalidInputError(new Error('Failed query', { cause: { code: '22021' } }))).toBe(true);
    expect(isInvalidInputError({ code: '23505' })).toBe(false);
    expect(isInvalidInputError(new Error('connection refused'))).toBe(false);
  });

  it('refuses a socket handshake or message holding NUL', async () => {
    const s = connect(`${t.url}/bmevent`, {
      transports: ['websocket'],
      extraHeaders: { cookie: c.cookie },
      auth: { bmeventId: 'a\u0000b' },
      reconnection: false,
    });
    t.sockets.push(s);
    const err = await new Promise<string>((resolve) => s.on('connect_error', (e) => resolve(e.message)));
    expect(err).toMatch(/NUL|bmevent is required/);
    const { id } = await fresh('binary');
    const p = await player(id);
    expect(await p.emit('play-sound\u0000', id)).toMatchObject({ success: false });
    expect(await p.emit('exit', { 'k\uDC00': id })).toMatchObject({ success: false });
  });
});

async function player(id: string) {
  const socket = connect(`${t.url}/bmevent`, {
    transports: ['websocket'],
    extraHeaders: { cookie: c.cookie },
    auth: { bmeventId: id },
    reconnection: false,
  });
  t.sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  return { emit: (event: string, ...args: unknown[]) => socket.timeout(5000).emitWithAck(event, ...args) };
}
