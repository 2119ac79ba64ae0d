import { io as connect } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { signup, useListeningApp } from '../helpers.ts';
import {
  type Client,
  call,
  expectNoKey,
  expireStage,
  init,
  perfectAnswerOf,
  stored,
} from './session-helpers.ts';

const t = useListeningApp({ sweepIntervalMs: 60_000 });

interface Update {
  stage?: string;
  data?: unknown;
  [k: string]: unknown;
}

/** Connects to /bmevent for a session and records every message the server pushes. */
async function player(c: Client, id: string) {
  const updates: Update[] = [];
  const socket = connect(`${t.url}/bmevent`, {
    transports: ['websocket'],
    extraHeaders: { cookie: c.cookie },
    auth: { bmeventId: id },
    reconnection: false,
  });
  t.sockets.push(socket);
  socket.on('update', (u: Update) => updates.push(u));
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  const emit = (event: string, ...args: unknown[]) => socket.timeout(5000).emitWithAck(event, ...args);
  const waitFor = async (pred: (u: Update) => boolean) => {
    for (let i = 0; i < 100; i++) {
      const hit = updates.find(pred);
      if (hit) return hit;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('update never arrived');
  };
  return { socket, updates, emit, waitFor };
}

async function waitUntil(pred: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await pred()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('condition never held');
}

async function newClient(): Promise<Client> {
  const { cookie } = await signup(t.app);
  return { app: t.app, cookie };
}

describe('/bmevent namespace', () => {
  it('refuses a handshake without a session id or for a session of someone else', async () => {
    const a = await newClient();
    const b = await newClient();
    const { id } = await init(a, 'binary');
    for (const auth of [{}, { bmeventId: id }]) {
      const s = connect(`${t.url}/bmevent`, {
        transports: ['websocket'],
        extraHeaders: { cookie: b.cookie },
        auth,
        reconnection: false,
      });
      t.sockets.push(s);
      const err = await new Promise<string>((resolve) => s.on('connect_error', (e) => resolve(e.message)));
      expect(err).toMatch(/bmevent is required|Session not found/);
    }
  });

  it('plays a whole session over the socket; no recall-stage message carries the answer key', async () => {
    const c = await newClient();
    const { id } = await init(c, 'names');
    const key = (await perfectAnswerOf(t.app, id)) as unknown[];
    const p = await player(c, id);
    expect((await p.emit('ready', id)).bmevent.stage).toBe('cdm');
    expect((await p.emit('update', id, 'stage', 'mem', 0)).bmevent.stage).toBe('mem');
    await p.emit('update', id, 'mem_main_item', 2, 1);
    expect((await p.emit('update', id, 'stage', 'cdr', 2)).bmevent.stage).toBe('cdr');
    expect((await p.emit('update', id, 'stage', 'rec', 3)).bmevent.stage).toBe('rec');
    const half = key.map((name, i) => (i % 2 === 0 ? name : null));
    expect(await p.emit('update', id, 'answer', half, 4)).toEqual({ success: true, stored: true });
    expect((await stored(t.app, id)).answer).toEqual(half);
    const finished = await p.emit('finished', id);
    expect(finished.bmevent.stage).toBe('res');
    expect(
      finished.bmevent.result.items.filter((i: { verdict: string }) => i.verdict === 'right'),
    ).toHaveLength(Math.ceil(key.length / 2));
    await p.waitFor((u) => u.stage === 'res');

    const recallStage = p.updates.filter((u) => u.stage === 'cdr' || u.stage === 'rec' || u.stage === 'cdm');
    expect(recallStage.length).toBeGreaterThanOrEqual(3);
    for (const u of recallStage) expectNoKey(u, key);
    // The memorize and result messages do carry it: the check above is not vacuous.
    expect(() =>
      expectNoKey(
        p.updates.find((u) => u.stage === 'mem'),
        key,
      ),
    ).toThrow();
  });

  it('refuses answers that arrive after the recall deadline and its lag allowance', async () => {
    const c = await newClient();
    const { id } = await init(c, 'decimal');
    const p = await player(c, id);
    await p.emit('ready', id);
    await p.emit('update', id, 'stage', 'mem', 0);
    await p.emit('update', id, 'stage', 'cdr', 1);
    await p.emit('update', id, 'stage', 'rec', 2);
    expect(await p.emit('update', id, 'answer', ['4'], 3)).toEqual({ success: true, stored: true });
    await expireStage(t.app, id, 2_500);
    const late = await p.emit('update', id, 'answer', ['4', '2'], 4);
    expect(late).toEqual({ success: false, error: expect.stringMatching(/too late/) });
    expect((await stored(t.app, id)).answer).toEqual(['4']);
  });

  it('ends memorize when its timer runs out, without adding recall time', async () => {
    const c = await newClient();
    const s = await init(c, 'alphabet');
    const p = await player(c, s.id);
    await p.emit('ready', s.id);
    await p.emit('update', s.id, 'stage', 'mem', 0);
    await expireStage(t.app, s.id, 10);
    await t.app.bmevents.engine.sweep();
    const cdr = await p.waitFor((u) => u.stage === 'cdr');
    expect(cdr.rec_time).toBe(s.rec_time);
    await expireStage(t.app, s.id, 10);
    await t.app.bmevents.engine.sweep();
    await p.waitFor((u) => u.stage === 'rec');
  });

  it('scores a recall at its deadline with the answers given so far', async () => {
    const c = await newClient();
    const { id } = await init(c, 'binary');
    const key = (await perfectAnswerOf(t.app, id)) as string[];
    const p = await player(c, id);
    await p.emit('ready', id);
    for (const [i, st] of ['mem', 'cdr', 'rec'].entries()) await p.emit('update', id, 'stage', st, i);
    await p.emit('update', id, 'answer', key, 5);
    await expireStage(t.app, id, 2_100);
    await t.app.bmevents.engine.sweep();
    const res = await p.waitFor((u) => u.stage === 'res');
    expect(res).toMatchObject({ percent: 100, evaluation: 'passed' });
    expect((await call(c, 'GET', '/api/user')).body.user.levels.binary).toBe(3);
  });
});

describe('blocktris sync messages', () => {
  it('stores and relays tetris-update and tetris-data-update, refusing malformed blocks', async () => {
    const c = await newClient();
    const { id } = await init(c, 'tetris');
    const p = await player(c, id);
    const block = {
      id: 'b1',
      name: 'T',
      rotation: 0,
      shape: [
        [1, 1, 1],
        [0, 1, 0],
      ],
      position: { row: 18, col: 3 },
      color: '#a0f',
      isPseudo: false,
      landed: true,
    };
    expect(await p.emit('tetris-data-update', id, [block])).toMatchObject({ success: true });
    expect(await p.emit('tetris-update', id, 'recall', [block])).toMatchObject({ success: true });
    const bad = await p.emit('tetris-update', id, 'recall', [{ ...block, shape: 'x' }]);
    expect(bad).toMatchObject({ success: false });
    // View state is written coalesced; leaving the session writes what is pending.
    p.socket.disconnect();
    await waitUntil(async () => Object.keys((await stored(t.app, id)).view as object).length === 2);
    const view = (await stored(t.app, id)).view as Record<string, unknown>;
    expect(view.tetris_landed).toEqual([block]);
    expect(view.tetris).toEqual({ gridId: 'recall', blocks: [block] });
  });
});
