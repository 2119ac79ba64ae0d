import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  AnswerBatcher,
  type AnswerStore,
  type AnswerWrite,
} from '../../src/plugins/app/bmevent/answer-batcher.ts';
import { signup, useListeningApp } from '../helpers.ts';
import { openSocket, waitFor } from '../live/live-helpers.ts';
import { type Client, call, init, perfectAnswerOf, stored, toRecall } from './session-helpers.ts';

const t = useListeningApp({ sweepIntervalMs: 60_000 });

/** A page's tab id, as the web app makes one. */
const newTab = () => randomBytes(12).toString('base64url');

const HELD = { success: false, error: 'This session is open in another tab.', heldElsewhere: true };

/** One page of the player: it takes the session over, then opens its socket as the web app does. */
async function page(c: Client, id: string) {
  const tab = newTab();
  const held = await call(c, 'POST', '/api/bmevent/hold', { id, tab });
  expect(held.status, JSON.stringify(held.body)).toBe(200);
  const socket = await openSocket(t.url, '/bmevent', c.cookie, t.sockets, { bmeventId: id, tab });
  expect(socket.refused).toBeUndefined();
  return { tab, socket, session: held.body.bmevent as { answer: unknown; answerSeq: number } };
}

describe('one tab holds a session', () => {
  it('refuses the answers and commands of a page that lost the session, tells it, and loses nothing typed', async () => {
    const { cookie } = await signup(t.app);
    const c: Client = { app: t.app, cookie };
    const { id } = await init(c, 'decimal', 'practice', '?amount=20');
    const key = (await perfectAnswerOf(t.app, id)) as string[];
    await toRecall(c, id);

    const a = await page(c, id);
    const fromA = key.map((d, i) => (i < 4 ? d : ''));
    expect(await a.socket.emit('update', id, 'answer', fromA, 1)).toEqual({ success: true, stored: true });

    // A second page opens the same recall: it gets what A stored, and A is told at once.
    const b = await page(c, id);
    expect(b.session).toMatchObject({ answer: fromA, answerSeq: 1 });
    expect(await waitFor(a.socket.got, 'held')).toEqual({ tab: b.tab });
    expect(b.socket.got.some((g) => g.event === 'held')).toBe(false);

    // A's writes are refused, never dropped as "a newer answer is stored": over the socket and HTTP.
    const lateA = key.map((d, i) => (i < 8 ? d : ''));
    expect(await a.socket.emit('update', id, 'answer', lateA, 2)).toEqual(HELD);
    const put = await call(c, 'PUT', '/api/bmevent/answer', { id, answer: lateA, seq: 3, tab: a.tab });
    expect([put.status, put.body]).toEqual([409, HELD]);
    expect(await a.socket.emit('finished', id)).toEqual(HELD);
    expect(await a.socket.emit('update', id, 'stage', 'res', 4)).toEqual(HELD);
    expect(await a.socket.emit('exit', id)).toEqual(HELD);
    const result = await call(c, 'POST', '/api/bmevent/result', { id, tab: a.tab });
    expect([result.status, result.body]).toEqual([409, HELD]);
    expect((await stored(t.app, id)).answer).toEqual(fromA);

    // B carries on from A's answer.
    const fromB = key.map((d, i) => (i < 6 ? d : ''));
    expect(await b.socket.emit('update', id, 'answer', fromB, 2)).toEqual({ success: true, stored: true });

    // A takes it back: B is told, and a page of B that reconnects is told again on connecting.
    const back = await call(c, 'POST', '/api/bmevent/hold', { id, tab: a.tab });
    expect(back.body.bmevent).toMatchObject({ answer: fromB, answerSeq: 2 });
    expect(await waitFor(b.socket.got, 'held')).toEqual({ tab: a.tab });
    const again = await openSocket(t.url, '/bmevent', cookie, t.sockets, { bmeventId: id, tab: b.tab });
    expect(await waitFor(again.got, 'held')).toEqual({ tab: a.tab });
    expect(await b.socket.emit('update', id, 'answer', key, 3)).toEqual(HELD);

    // Done in A scores exactly what was stored last: B's six digits.
    const done = await a.socket.emit('finished', id);
    expect(done.bmevent).toMatchObject({ stage: 'res', answer: fromB });
    expect((await stored(t.app, id)).answer).toEqual(fromB);
  });

  it('checks nothing for requests that name no page, and refuses a malformed tab', async () => {
    const { cookie } = await signup(t.app);
    const c: Client = { app: t.app, cookie };
    const { id } = await init(c, 'decimal', 'practice', '?amount=20');
    await toRecall(c, id);
    const a = await page(c, id);
    // An API client that names no page writes as before.
    expect((await call(c, 'PUT', '/api/bmevent/answer', { id, answer: ['1'], seq: 1 })).body).toEqual({
      success: true,
      stored: true,
    });
    expect((await call(c, 'POST', '/api/bmevent/hold', { id, tab: 'short' })).status).toBe(400);
    expect((await call(c, 'POST', '/api/bmevent/hold', { id })).status).toBe(400);
    const bad = await openSocket(t.url, '/bmevent', cookie, t.sockets, {
      bmeventId: id,
      tab: 'no spaces here!',
    });
    expect(bad.refused).toMatch(/tab/);
    // Someone else's session cannot be taken.
    const other = await signup(t.app);
    const foreign = await call({ app: t.app, cookie: other.cookie }, 'POST', '/api/bmevent/hold', {
      id,
      tab: newTab(),
    });
    expect(foreign.status).toBe(404);
    expect(await a.socket.emit('update', id, 'answer', ['1', '2'], 2)).toEqual({
      success: true,
      stored: true,
    });
  });
});

describe('grouped answer writes', () => {
  it('never acknowledges a page by another page’s newer answer in the same batch', async () => {
    const outcomes: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    // The store allows page B only (it holds the session) and lets the first write wait, so the
    // next ones queue into one batch.
    const store: AnswerStore = {
      async saveAnswer(_u, _id, _a, seq, _now, tab) {
        if (seq === 1) await gate;
        outcomes.push(`alone ${tab}:${seq}`);
        return tab === 'B';
      },
      async saveAnswers(writes: AnswerWrite[]) {
        outcomes.push(`batch ${writes.map((w) => `${w.tab}:${w.seq}`).join(',')}`);
        return writes.filter((w) => w.tab === 'B').map((w) => ({ id: w.id, userId: w.userId }));
      },
    };
    const batcher = new AnswerBatcher(store);
    const w = (seq: number, tab: string) =>
      batcher.write({ userId: 'u', id: 's', answer: [], seq, now: new Date(), tab });
    const first = w(1, 'B');
    const fromA = w(2, 'A');
    const fromB = w(3, 'B');
    release();
    expect(await first).toBe(true);
    expect(await fromB).toBe(true);
    // A's write is tried on its own and refused, instead of "overtaken by answer 3".
    expect(await fromA).toBe(false);
    expect(outcomes).toEqual(['alone B:1', 'batch B:3', 'alone A:2']);
  });
});
