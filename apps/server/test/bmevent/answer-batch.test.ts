import { type EventData, eventByName } from '@mnemoria/events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newAccount, signup, useListeningApp } from '../helpers.ts';
import {
  type Client,
  call,
  connectPlayer,
  expireStage,
  init,
  perfectAnswerOf,
  stored,
  toRecall,
  waitUntil,
} from './session-helpers.ts';

const t = useListeningApp({ sweepIntervalMs: 60_000 });
afterEach(() => vi.restoreAllMocks());

let players = 0;
/** A player's session, connected over a real socket; in recall unless told otherwise. */
async function session(inRecall = true) {
  // Each from its own address: sign-ups are rate limited per address.
  const n = ++players;
  const ip = `10.9.${n >> 8}.${n & 255}`;
  const c: Client = { app: t.app, cookie: (await signup(t.app, newAccount(), ip)).cookie };
  const { id } = await init(c, 'decimal');
  if (inRecall) await toRecall(c, id);
  const p = await connectPlayer(t.url, c.cookie, id);
  t.sockets.push(p.socket);
  return { c, id, p };
}

/**
 * Holds the first answer write in flight until `open()`: everything sent meanwhile queues, so the
 * next flush is one batch whatever the timing. Returns the statement counters.
 */
async function holdFirstWrite() {
  const repo = t.app.bmevents.repo;
  const single = repo.saveAnswer.bind(repo);
  let open!: () => void;
  const opened = new Promise<void>((r) => {
    open = r;
  });
  let first = true;
  const singles = vi.spyOn(repo, 'saveAnswer').mockImplementation(async (...args) => {
    if (first) {
      first = false;
      await opened;
    }
    return single(...args);
  });
  const batches = vi.spyOn(repo, 'saveAnswers');
  const blocker = await session();
  const blocked = blocker.p.emit('update', blocker.id, 'answer', ['1'], 1);
  await waitUntil(() => singles.mock.calls.length === 1);
  const queued = (n: number) => waitUntil(() => t.app.bmevents.engine.answers.queued === n);
  return { open, singles, batches, blocked, queued };
}

describe('answer batching', () => {
  it('stores and acks many concurrent answers of many sessions in far fewer statements', async () => {
    const players = await Promise.all(Array.from({ length: 24 }, () => session()));
    const hold = await holdFirstWrite();
    const acks = players.map((s, i) => s.p.emit('update', s.id, 'answer', ['1', '2'], 10 + i));
    await hold.queued(players.length);
    hold.open();
    expect(await hold.blocked).toEqual({ success: true, stored: true });
    for (const ack of await Promise.all(acks)) expect(ack).toEqual({ success: true, stored: true });
    for (const [i, s] of players.entries()) {
      const row = await stored(t.app, s.id);
      expect(row.answerSeq).toBe(10 + i);
      expect(row.answer).toEqual(['1', '2']);
    }
    // 25 answers: the held one alone, then every other in one statement.
    expect(hold.singles).toHaveBeenCalledTimes(1);
    expect(hold.batches).toHaveBeenCalledTimes(1);
  });

  it('stores a batched answer exactly as sent, whatever its strings hold', async () => {
    const [a, b] = await Promise.all([session(), session()]);
    if (!a || !b) throw new Error('no sessions');
    const { user } = (await call(a.c, 'GET', '/api/user')).body;
    const other = (await call(b.c, 'GET', '/api/user')).body.user;
    const awkward = ['"quoted"', 'back\\slash', 'ünï 😀', '', null, { nested: ['[', '}'] }];
    const now = new Date();
    const rows = await t.app.bmevents.repo.saveAnswers([
      { userId: user._id, id: a.id, answer: awkward, seq: 1, now },
      { userId: other._id, id: b.id, answer: ['1'], seq: 1, now },
    ]);
    expect(rows.map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
    expect((await stored(t.app, a.id)).answer).toEqual(awkward);
    expect((await stored(t.app, b.id)).answer).toEqual(['1']);
  });

  it('keeps the newest of two answers of one session in a batch and acks the other as stale', async () => {
    const s = await session();
    const other = await session();
    const hold = await holdFirstWrite();
    const newer = s.p.emit('update', s.id, 'answer', ['7', '7', '7'], 3);
    const older = s.p.emit('update', s.id, 'answer', ['7'], 2);
    const third = other.p.emit('update', other.id, 'answer', ['5'], 1);
    await hold.queued(3);
    hold.open();
    expect(await newer).toEqual({ success: true, stored: true });
    expect(await older).toEqual({ success: true, stored: false, answerSeq: 3 });
    expect(await third).toEqual({ success: true, stored: true });
    const row = await stored(t.app, s.id);
    expect([row.answerSeq, row.answer]).toEqual([3, ['7', '7', '7']]);
    expect(hold.batches).toHaveBeenCalledTimes(1);
  });

  it('refuses only the answers of a batch whose session is out of recall or late', async () => {
    const ok = await session();
    const early = await session(false);
    const late = await session();
    await expireStage(t.app, late.id);
    const hold = await holdFirstWrite();
    const acks = [
      ok.p.emit('update', ok.id, 'answer', ['1'], 1),
      early.p.emit('update', early.id, 'answer', ['1'], 1),
      late.p.emit('update', late.id, 'answer', ['1'], 1),
    ];
    await hold.queued(3);
    hold.open();
    expect(await Promise.all(acks)).toEqual([
      { success: true, stored: true },
      { success: false, error: 'Answers are only accepted during recall.' },
      { success: false, error: 'The recall time is over; this answer came too late.' },
    ]);
    expect((await stored(t.app, early.id)).answerSeq).toBe(-1);
    expect((await stored(t.app, late.id)).answerSeq).toBe(-1);
  });

  it('writes each answer alone when the batch statement fails, so one cannot fail the others', async () => {
    const a = await session();
    const b = await session();
    const hold = await holdFirstWrite();
    hold.batches.mockRejectedValueOnce(new Error('batch failed'));
    const acks = [a.p.emit('update', a.id, 'answer', ['4'], 1), b.p.emit('update', b.id, 'answer', ['4'], 1)];
    await hold.queued(2);
    hold.open();
    for (const ack of await Promise.all(acks)) expect(ack).toEqual({ success: true, stored: true });
    expect((await stored(t.app, b.id)).answer).toEqual(['4']);
  });

  it('scores an answer still queued when Done arrives right behind it', async () => {
    const s = await session();
    const key = (await perfectAnswerOf(t.app, s.id)) as string[];
    const repo = t.app.bmevents.repo;
    const hold = await holdFirstWrite();
    // Scoring must not start before the queue is released: release it once scoring is under way.
    const lock = repo.lock.bind(repo);
    vi.spyOn(repo, 'lock').mockImplementation(async (id, tx) => {
      hold.open();
      return lock(id, tx);
    });
    const settle = t.app.bmevents.engine.answers.settle.bind(t.app.bmevents.engine.answers);
    vi.spyOn(t.app.bmevents.engine.answers, 'settle').mockImplementation(async (id) => {
      hold.open();
      return settle(id);
    });
    const answered = s.p.emit('update', s.id, 'answer', key, 1);
    await hold.queued(1);
    const done = await call(s.c, 'POST', '/api/bmevent/result', { id: s.id });
    expect(await answered).toEqual({ success: true, stored: true });
    const row = await stored(t.app, s.id);
    expect(done.body.bmevent.stage).toBe('res');
    expect(row.score).toBe(eventByName('decimal').score(row.data as unknown as EventData, key).score);
    expect(row.score).toBeGreaterThan(0);
  });
});
