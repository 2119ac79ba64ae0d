import { type EventData, eventByName } from '@mnemoria/events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signup, useListeningApp } from '../helpers.ts';
import {
  type Client,
  call,
  connectPlayer,
  init,
  perfectAnswerOf,
  stored,
  toRecall,
  waitUntil,
} from './session-helpers.ts';

const t = useListeningApp({ sweepIntervalMs: 60_000 });
afterEach(() => vi.restoreAllMocks());

async function client(): Promise<Client> {
  return { app: t.app, cookie: (await signup(t.app)).cookie };
}

async function player(c: Client, id: string) {
  const p = await connectPlayer(t.url, c.cookie, id);
  t.sockets.push(p.socket);
  return p;
}

describe('answer writes', () => {
  it('stores an answer with one conditional write and no read of the session', async () => {
    const c = await client();
    const { id } = await init(c, 'decimal');
    await toRecall(c, id);
    const p = await player(c, id);
    const repo = t.app.bmevents.repo;
    const reads = [
      vi.spyOn(repo, 'find'),
      vi.spyOn(repo, 'control'),
      vi.spyOn(repo, 'kindOf'),
      vi.spyOn(repo, 'answerMiss'),
    ];
    const write = vi.spyOn(repo, 'saveAnswer');
    for (let seq = 1; seq <= 5; seq++) {
      expect(await p.emit('update', id, 'answer', ['1', '2', '3'].slice(0, seq), seq)).toEqual({
        success: true,
        stored: true,
      });
    }
    expect(write).toHaveBeenCalledTimes(5);
    for (const read of reads) expect(read).not.toHaveBeenCalled();
  });

  it('acknowledges a stale sequence as not stored and names the newer stored one', async () => {
    const c = await client();
    const { id } = await init(c, 'decimal');
    await toRecall(c, id);
    const p = await player(c, id);
    expect(await p.emit('update', id, 'answer', ['1', '2'], 5)).toEqual({ success: true, stored: true });
    expect(await p.emit('update', id, 'answer', ['9'], 4)).toEqual({
      success: true,
      stored: false,
      answerSeq: 5,
    });
    const http = await call(c, 'PUT', '/api/bmevent/answer', { id, answer: ['8'], seq: 3 });
    expect(http.body).toEqual({ success: true, stored: false, answerSeq: 5 });
    expect((await stored(t.app, id)).answer).toEqual(['1', '2']);
  });

  it('scores every acknowledged answer when answers race the end of the recall', async () => {
    for (let round = 0; round < 2; round++) {
      const c = await client();
      const { id } = await init(c, 'decimal');
      const key = (await perfectAnswerOf(t.app, id)) as string[];
      await toRecall(c, id);
      const prefix = (n: number) => key.slice(0, n);
      const writes = Array.from({ length: 24 }, (_, i) =>
        call(c, 'PUT', '/api/bmevent/answer', { id, answer: prefix(i + 1), seq: i + 1 }),
      );
      const finish = call(c, 'POST', '/api/bmevent/result', { id });
      const acks = await Promise.all(writes);
      expect((await finish).body.bmevent.stage).toBe('res');
      const acked = acks.flatMap((a, i) => (a.body.stored === true ? [i + 1] : []));
      const newest = Math.max(0, ...acked);
      const row = await stored(t.app, id);
      // The stored and scored answer is the newest acknowledged one: no ack was lost to the end.
      expect(row.answerSeq).toBe(newest === 0 ? -1 : newest);
      const expected = eventByName('decimal').score(row.data as unknown as EventData, prefix(newest));
      expect(row.score).toBe(expected.score);
      // Every other write was refused (after the end) or overtaken by a newer stored one.
      for (const [i, a] of acks.entries()) {
        if (a.body.stored === true) continue;
        if (a.status === 200) expect(a.body.answerSeq).toBeGreaterThan(i + 1);
        else expect(a.status).toBe(409);
      }
    }
  });

  it('refuses an answer that arrives while the recall is being scored, never acking a lost one', async () => {
    const c = await client();
    const { id } = await init(c, 'decimal');
    const key = (await perfectAnswerOf(t.app, id)) as string[];
    await toRecall(c, id);
    expect(
      (await call(c, 'PUT', '/api/bmevent/answer', { id, answer: key.slice(0, 1), seq: 1 })).status,
    ).toBe(200);
    const repo = t.app.bmevents.repo;
    const readInScoring = { lock: repo.lock.bind(repo), find: repo.find.bind(repo) };
    let racing: ReturnType<typeof call> | undefined;
    // Right after scoring has read the session, a last answer comes in; it gets time to land.
    const interleave = async <T>(row: T, rowId: string, tx: unknown) => {
      if (rowId === id && tx && !racing) {
        racing = call(c, 'PUT', '/api/bmevent/answer', { id, answer: key, seq: 2 });
        await new Promise((r) => setTimeout(r, 200));
      }
      return row;
    };
    vi.spyOn(repo, 'lock').mockImplementation(async (rowId, tx) =>
      interleave(await readInScoring.lock(rowId, tx), rowId, tx),
    );
    vi.spyOn(repo, 'find').mockImplementation(async (rowId, tx) =>
      interleave(await readInScoring.find(rowId, tx), rowId, tx),
    );
    const done = (await call(c, 'POST', '/api/bmevent/result', { id })).body.bmevent;
    const late = await racing;
    const row = await stored(t.app, id);
    const scored = eventByName('decimal').score(
      row.data as unknown as EventData,
      late?.body.stored ? key : key.slice(0, 1),
    );
    expect(done.score).toBe(scored.score);
    expect(late?.body.stored).not.toBe(true);
    expect(late?.status).toBe(409);
  });
});

describe('view fields', () => {
  it('relays view fields to the room at once and writes them coalesced, at the latest on leave', async () => {
    const c = await client();
    const { id } = await init(c, 'names');
    const p = await player(c, id);
    const viewer = await player(c, id);
    const merges = vi.spyOn(t.app.bmevents.repo, 'mergeView');
    for (let i = 1; i <= 6; i++) await p.emit('update', id, 'mem_main_item', i, i);
    await waitUntil(() => viewer.updates.some((u) => u.mem_main_item === 6));
    expect(merges).not.toHaveBeenCalled();
    // A reload sees the newest value even before it is written.
    expect((await call(c, 'GET', `/api/bmevent/${id}`)).body.bmevent.mem_main_item).toBe(6);
    p.socket.disconnect();
    await waitUntil(() => merges.mock.calls.length > 0);
    await waitUntil(async () => (await stored(t.app, id)).view.mem_main_item === 6);
    expect(merges).toHaveBeenCalledTimes(1);
  });
});
