import type { LeaderboardResponse } from '@mnemoria/protocol';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, init, perfectAnswerOf, toRecall } from '../bmevent/session-helpers.ts';
import { newAccount, signup, useListeningApp } from '../helpers.ts';
import { PREFIX, rankedUser, removeLeftovers, setBest } from './seed.ts';

/**
 * The standard leaderboard over a real database, and with REDIS_URL set (the CI's second pass) over
 * the Redis mirror: both must give the same answers. The database may be shared with other test
 * files, so this file's users take scores above anything a played session reaches (score events)
 * or fall speeds below it (Blocktris), and assertions are about their places relative to the top.
 */
const t = useListeningApp({ listen: false });
const redis = Boolean(process.env.REDIS_URL);

async function board(cookie: string, query: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/leaderboard/standardUsersData${query}`,
    headers: { cookie },
  });
  return { status: res.statusCode, body: res.json() as LeaderboardResponse & { message?: string } };
}

let caller: { cookie: string; id: string; name: string };
let top = 0;
const T0 = Date.parse('2026-03-01T10:00:00Z');

beforeAll(async () => {
  await removeLeftovers(t.app);
  // The Redis mirror (when there is one) was built as the app started, maybe with those leftovers.
  await t.app.leaderboard.rebuild();
  const account = newAccount(PREFIX.slice(0, -1));
  const s = await signup(t.app, account);
  caller = { cookie: s.cookie, id: s.user._id, name: account.userName };
  const res = await t.app.database.db.execute(
    sql`select coalesce(max(best_score), 0) as m from event_stats where event = 'dates'`,
  );
  const rows = Array.isArray(res) ? res : (res as { rows: { m: number }[] }).rows;
  top = Number(rows[0]?.m ?? 0) + 10_000;
});

afterAll(async () => {
  await removeLeftovers(t.app);
});

describe('leaderboard', () => {
  it(`reads from ${redis ? 'the Redis mirror' : 'the database'}`, async () => {
    await t.app.leaderboard.start();
    expect(t.app.leaderboard.readsFrom()).toBe(redis ? 'redis' : 'database');
  });

  it('orders by best score, ties going to who reached the best first, and pages 20 rows', async () => {
    // 45 users with falling scores; two pairs tie on score and differ only in when they got there.
    const users: { id: string; name: string; score: number }[] = [];
    for (let i = 0; i < 45; i++) {
      const score = top - Math.floor(i / 2) * 2 - (i === 44 ? 1 : 0);
      // Within a tied pair the second inserted (a later user id order is random) reached it FIRST.
      const at = new Date(T0 + (i % 2 === 0 ? 60_000 : 0) + i);
      const u = await rankedUser(t.app, 'dates', { value: score, at });
      users.push({ ...u, score });
    }
    const expected = [...users].sort(
      (a, b) => b.score - a.score || (users.indexOf(b) % 2) - (users.indexOf(a) % 2),
    );

    const p1 = await board(caller.cookie, '?event=dates&page=1');
    expect(p1.status).toBe(200);
    expect(p1.body.pageSize).toBe(20);
    expect(p1.body.leaderboard).toHaveLength(20);
    expect(p1.body.leaderboard.map((r) => r.userName)).toEqual(expected.slice(0, 20).map((u) => u.name));
    expect(p1.body.leaderboard.map((r) => r.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(p1.body.leaderboard[0]?.highestScore).toBe(top);
    // The tie: equal scores, and the one who reached it first is above.
    expect(p1.body.leaderboard[0]?.highestScore).toBe(p1.body.leaderboard[1]?.highestScore);
    expect(p1.body.leaderboard[0]?.userName).toBe(users[1]?.name);
    expect(p1.body.leaderboard[1]?.userName).toBe(users[0]?.name);

    const p2 = await board(caller.cookie, '?event=dates&page=2');
    expect(p2.body.page).toBe(2);
    expect(p2.body.leaderboard.map((r) => r.userName)).toEqual(expected.slice(20, 40).map((u) => u.name));
    expect(p2.body.leaderboard[0]?.rank).toBe(21);
    expect(p1.body.pages).toBe(Math.ceil(p1.body.total / 20));
    expect(p1.body.total).toBeGreaterThanOrEqual(45);
  });

  it("gives the caller's own rank even when it is not on the page, and N/A before any best", async () => {
    const before = await board(caller.cookie, '?event=dates');
    expect(before.body.me).toEqual({ rank: null, highestScore: null, memorizeMs: null });
    // Below the 45 seeded users: rank 46, on page 3 while page 1 is asked for.
    await setBest(t.app, caller.id, 'dates', { value: top - 100, at: new Date(T0) });
    const after = await board(caller.cookie, '?event=dates&page=1');
    expect(after.body.me).toEqual({ rank: 46, highestScore: top - 100, memorizeMs: null });
    expect(after.body.leaderboard.some((r) => r.userId === caller.id)).toBe(false);
    const p3 = await board(caller.cookie, '?event=dates&page=3');
    expect(p3.body.leaderboard.find((r) => r.userId === caller.id)?.rank).toBe(46);
    // A better best moves the caller up at once.
    await setBest(t.app, caller.id, 'dates', { value: top + 1, at: new Date(T0 + 5) });
    const first = await board(caller.cookie, '?event=dates');
    expect(first.body.me.rank).toBe(1);
    expect(first.body.leaderboard[0]?.userName).toBe(caller.name);
  });

  it('breaks a tie on the best by memorize time: the faster memorizer first, then who got there first', async () => {
    const score = top + 500;
    const player = async () => {
      const account = newAccount(PREFIX.slice(0, -1));
      const s = await signup(t.app, account);
      return { id: s.user._id, name: account.userName, cookie: s.cookie };
    };
    // The slow one reached the score first: without the memorize tiebreak they would rank first.
    const slow = await player();
    const fast = await player();
    await setBest(t.app, slow.id, 'dates', { value: score, at: new Date(T0), memMs: 61_000 });
    await setBest(t.app, fast.id, 'dates', { value: score, at: new Date(T0 + 60_000), memMs: 42_300 });
    // A best from before memorize times were kept ranks after the timed ones, however early.
    const untimed = await rankedUser(t.app, 'dates', { value: score, at: new Date(T0 - 60_000) });
    const res = await board(caller.cookie, '?event=dates');
    expect(res.body.leaderboard.slice(0, 3).map((r) => [r.userName, r.highestScore, r.memorizeMs])).toEqual([
      [fast.name, score, 42_300],
      [slow.name, score, 61_000],
      [untimed.name, score, null],
    ]);
    expect((await board(fast.cookie, '?event=dates')).body.me).toEqual({
      rank: 1,
      highestScore: score,
      memorizeMs: 42_300,
    });
    expect((await board(slow.cookie, '?event=dates')).body.me.rank).toBe(2);
    await t.app.database.db.execute(
      sql`delete from users where id in (${slow.id}, ${fast.id}, ${untimed.id})`,
    );
    await t.app.leaderboard.rebuild();
  });

  it('ranks Blocktris by speed, fastest first', async () => {
    const slow = await rankedUser(t.app, 'tetris', { value: 3, at: new Date(T0) });
    const fast = await rankedUser(t.app, 'tetris', { value: 1, at: new Date(T0 + 1000) });
    const tieLate = await rankedUser(t.app, 'tetris', { value: 2, at: new Date(T0 + 500) });
    const tieEarly = await rankedUser(t.app, 'tetris', { value: 2, at: new Date(T0 + 100) });
    const res = await board(caller.cookie, '?event=tetris');
    expect(res.body.headline).toBe('speed');
    expect(res.body.leaderboard.slice(0, 4).map((r) => [r.userName, r.highestScore])).toEqual([
      [fast.name, 1],
      [tieEarly.name, 2],
      [tieLate.name, 2],
      [slow.name, 3],
    ]);
  });

  it('answers the last page for a page past the end, and refuses pages that are not whole numbers ≥ 1', async () => {
    const far = await board(caller.cookie, '?event=dates&page=999999');
    expect(far.status).toBe(200);
    expect(far.body.page).toBe(far.body.pages);
    expect(far.body.leaderboard.at(-1)?.rank).toBe(far.body.total);
    for (const page of ['0', '-1', 'abc', '1.5', '1000001']) {
      const bad = await board(caller.cookie, `?event=dates&page=${page}`);
      expect(bad.status, page).toBe(400);
      expect(bad.body.message).toMatch(/^Invalid request: page must/);
    }
    const unknown = await board(caller.cookie, '?event=chess');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('event must be one of');
    const empty = await board(caller.cookie, '?event=echopic&page=4');
    expect(empty.status).toBe(200);
    expect(empty.body.page).toBe(Math.max(1, empty.body.pages));
  });

  it('refuses a visitor who is not signed in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/leaderboard/standardUsersData?event=dates' });
    expect(res.statusCode).toBe(401);
  });

  it('puts a played standard session on the board as soon as its result is in', async () => {
    const player = await signup(t.app, newAccount(PREFIX.slice(0, -1)));
    const c = { app: t.app, cookie: player.cookie };
    const s = await init(c, 'binary');
    await toRecall(c, s.id);
    const answer = await perfectAnswerOf(t.app, s.id);
    const done = await call(c, 'POST', '/api/bmevent/result', { id: s.id, answer });
    expect(done.body.bmevent.stage).toBe('res');
    const res = await board(player.cookie, '?event=binary');
    expect(res.body.me.rank).not.toBeNull();
    expect(res.body.me.highestScore).toBe(done.body.bmevent.score);
    const page = Math.ceil((res.body.me.rank ?? 1) / 20);
    const mine = await board(player.cookie, `?event=binary&page=${page}`);
    expect(mine.body.leaderboard.find((r) => r.userId === player.user._id)?.rank).toBe(res.body.me.rank);
    expect(t.app.leaderboard.readsFrom()).toBe(redis ? 'redis' : 'database');
  });
});

describe('leaderboard counts', () => {
  it('stay equal to a recount of the standard bests after inserts, improvements and deletions', async () => {
    const u = await rankedUser(t.app, 'dates', { value: top + 50, at: new Date(T0) });
    await setBest(t.app, u.id, 'dates', { value: top + 60, at: new Date(T0 + 1) });
    await t.app.database.db.execute(sql`delete from users where id = ${u.id}`);
    const res = await t.app.database.db.execute(sql`
      select
        (select coalesce(json_agg(x order by x.event, x.value), '[]'::json) from (
          select event, value, users from leaderboard_counts) x) as kept,
        (select coalesce(json_agg(y order by y.event, y.value), '[]'::json) from (
          select event, case when event = 'tetris' then fastest_speed else best_score end as value, count(*)::int as users
          from event_stats
          where (case when event = 'tetris' then fastest_speed else best_score end) is not null
          group by 1, 2) y) as recount`);
    const row = (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows)[0] as {
      kept: unknown;
      recount: unknown;
    };
    expect(row.kept).toEqual(row.recount);
  });
});
