import { BUILTIN_CONTENT } from '@mnemoria/events/content';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BmeventRow, users } from '../../src/db/schema.ts';
import { groupedWrites } from '../../src/plugins/app/bmevent/grouped.ts';
import { newSessionValues, TrialCounter } from '../../src/plugins/app/bmevent/session-start.ts';
import { nextPatch } from '../../src/plugins/app/bmevent/stages.ts';
import { signup, useListeningApp } from '../helpers.ts';
import { call, init } from './session-helpers.ts';

const t = useListeningApp({ sweepIntervalMs: 60_000 });
afterEach(() => vi.restoreAllMocks());

/** `n` practice sessions of `n` new players, each in its countdown to memorize, as this process holds them. */
async function inCountdown(n: number) {
  const rows: BmeventRow[] = [];
  for (let i = 0; i < n; i++) {
    const { cookie, user } = await signup(t.app);
    const c = { app: t.app, cookie };
    const { id } = await init(c, 'decimal', 'practice', '?amount=20');
    expect((await call(c, 'POST', '/api/bmevent/ready', { id })).body.bmevent.stage).toBe('cdm');
    rows.push(t.app.bmevents.engine.cache.get(id, user._id) as BmeventRow);
  }
  return rows;
}

const toMem = (known: BmeventRow, now: Date) => ({
  known,
  patch: nextPatch(known, 'mem', 'user', now) ?? {},
  guarded: true,
});

describe('writes grouped into one statement', () => {
  it('moves everything queued meanwhile in one statement, each as its own compare-and-set', async () => {
    const repo = t.app.bmevents.repo;
    const [a, b, c, d, e] = await inCountdown(5);
    if (!a || !b || !c || !d || !e) throw new Error('no sessions');
    // Behind this process: d is moved by someone else, e's countdown is given another deadline.
    await repo.moveStage(d.id, 'cdm', { stage: 'mem' });
    await repo.moveStage(e.id, 'cdm', { deadline: new Date(Date.now() + 60_000) });
    const one = vi.spyOn(repo, 'moveKnown');
    const many = vi.spyOn(repo, 'moveKnownMany');
    const { moves } = groupedWrites(repo, new TrialCounter(t.app.database.db));
    const now = new Date();
    // a goes out at once, alone; the rest (b twice) wait for it and then go together.
    const out = await Promise.all([a, b, b, c, d, e].map((k) => moves.write(toMem(k, now))));
    expect(out.map((r) => r?.stage)).toEqual(['mem', 'mem', undefined, 'mem', undefined, undefined]);
    expect(one).toHaveBeenCalledTimes(2); // a, then b's second move in a statement of its own
    expect(many).toHaveBeenCalledTimes(1);
    expect(many.mock.calls[0]?.[0].map((m) => m.known.id)).toEqual([b.id, c.id, d.id, e.id]);
    // What came back is what was stored, the content included.
    for (const row of [out[0], out[1], out[3]]) {
      if (!row) throw new Error('not moved');
      const stored = await repo.find(row.id);
      expect(row).toEqual(stored);
      expect(row.memStartedAt?.getTime()).toBe(now.getTime());
      expect(row.deadline?.getTime()).toBe(now.getTime() + row.memTime * 1000);
    }
    expect((await repo.find(e.id))?.stage).toBe('cdm');
  });

  it('moves each alone when the grouped statement fails, losing none', async () => {
    const repo = t.app.bmevents.repo;
    const rows = await inCountdown(3);
    vi.spyOn(repo, 'moveKnownMany').mockRejectedValueOnce(new Error('connection lost'));
    const { moves } = groupedWrites(repo, new TrialCounter(t.app.database.db));
    const now = new Date();
    const out = await Promise.all(rows.map((k) => moves.write(toMem(k, now))));
    expect(out.map((r) => r?.stage)).toEqual(['mem', 'mem', 'mem']);
    for (const row of rows) expect((await repo.find(row.id))?.stage).toBe('mem');
  });

  it("starts several players' sessions in one statement, never a second running one", async () => {
    const repo = t.app.bmevents.repo;
    const players = [];
    for (let i = 0; i < 4; i++) players.push(await signup(t.app));
    const now = new Date();
    const start = async (p: { user: { _id: string } } | undefined) => {
      const [user] = await t.app.database.db
        .select()
        .from(users)
        .where(eq(users.id, p?.user._id ?? ''));
      if (!user) throw new Error('no user');
      return newSessionValues(user, 'decimal', 'practice', { amount: 20 }, () => BUILTIN_CONTENT, now);
    };
    const [a, b, c, d] = await Promise.all(players.map(start));
    const again = await start(players[1]);
    if (!a || !b || !c || !d) throw new Error('no starts');
    // The last player already has a session running.
    await init({ app: t.app, cookie: players[3]?.cookie ?? '' }, 'decimal', 'practice', '?amount=20');
    const one = vi.spyOn(repo, 'insertUnlessRunning');
    const many = vi.spyOn(repo, 'insertManyUnlessRunning');
    const { starts } = groupedWrites(repo, new TrialCounter(t.app.database.db));
    // a goes out at once, alone; b, c and d go together; b's second start waits for the next.
    const out = await Promise.all([a, b, again, c, d].map((v) => starts.write(v)));
    expect(out.map((r) => r?.id)).toEqual([a.id, b.id, undefined, c.id, undefined]);
    expect(one).toHaveBeenCalledTimes(2);
    expect(many).toHaveBeenCalledTimes(1);
    expect(many.mock.calls[0]?.[0].map((v) => v.id)).toEqual([b.id, c.id, d.id]);
    // What came back is what was stored, the content included.
    for (const row of [out[0], out[1], out[3]]) {
      if (!row) throw new Error('not started');
      expect(row).toEqual(await repo.find(row.id));
    }
  });

  it("counts several players' trials in one statement, dropping only their cached sign-ins", async () => {
    const players = [];
    for (let i = 0; i < 4; i++) players.push(await signup(t.app));
    const played = async (cookie: string) =>
      (await call({ app: t.app, cookie }, 'GET', '/api/user')).body.user.fp.practice.played as number;
    // Every player's row is cached by a first read.
    for (const p of players) expect(await played(p.cookie)).toBe(0);
    const counter = new TrialCounter(t.app.database.db);
    const one = vi.spyOn(counter, 'count');
    const many = vi.spyOn(counter, 'countMany');
    const { trials } = groupedWrites(t.app.bmevents.repo, counter);
    const now = new Date();
    const [a, b, c, d] = players.map((p) => ({
      user: { id: p.user._id, timeZone: 'UTC' },
      mode: 'practice',
      now,
    }));
    if (!a || !b || !c || !d) throw new Error('no players');
    // a goes alone; b (twice: both count) and c together; d is not counted.
    await Promise.all([a, b, b, c].map((x) => trials.write(x)));
    expect(one).toHaveBeenCalledTimes(2);
    expect(many).toHaveBeenCalledTimes(1);
    const load = vi.spyOn(t.app.accounts.users, 'findById');
    expect(await Promise.all(players.map((p) => played(p.cookie)))).toEqual([1, 2, 1, 0]);
    // Read again are exactly the counted players: d's cached row was kept.
    expect(load.mock.calls.map(([id]) => id).sort()).toEqual([a.user.id, b.user.id, c.user.id].sort());
  });
});
