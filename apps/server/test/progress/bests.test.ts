import type { EventName } from '@mnemoria/events';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Client, call, init, perfectAnswerOf, toRecall } from '../bmevent/session-helpers.ts';
import { signup, useListeningApp } from '../helpers.ts';

const t = useListeningApp({ sweepIntervalMs: 60_000, listen: false });

async function client(): Promise<Client & { userId: string }> {
  const { cookie, user } = await signup(t.app);
  return { app: t.app, cookie, userId: user._id };
}

/** Plays one session to its result with the first `right` items answered correctly. */
async function play(
  c: Client,
  event: EventName,
  mode: string,
  right: number | 'all',
  query = '',
  memorizeForMs = 0,
) {
  const s = await init(c, event, mode, query);
  const key = (await perfectAnswerOf(t.app, s.id)) as unknown[];
  await toRecall(c, s.id, memorizeForMs);
  const answer = right === 'all' ? key : key.map((v, i) => (i < right ? v : null));
  const res = await call(c, 'POST', '/api/bmevent/result', { id: s.id, answer });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.bmevent as { score: number; percent: number; evaluation: string; result: { max: number } };
}

const bestOf = async (c: Client, event: EventName) => {
  const res = await call(c, 'GET', '/api/user/profile/standard-bests');
  expect(res.status).toBe(200);
  return (res.body.bests as { name: string }[]).find((b) => b.name === event) as Record<string, unknown>;
};

describe('standard and practice bests are kept apart', () => {
  it('a failed practice session with a higher score never becomes the standard best', async () => {
    const c = await client();
    // Standard words level 1 (5 words): 3 right → 60 %, failed, score 3.
    const standard = await play(c, 'words', 'standard', 3);
    expect(standard).toMatchObject({ score: 3, evaluation: 'failed' });
    // Practice with 40 words: 20 right → 50 %, a failed session scoring far more.
    const practice = await play(c, 'words', 'practice', 20, '?amount=40&discard=true');
    expect(practice.score).toBe(20);
    expect(practice.percent).toBeLessThan(80);

    const me = (await call(c, 'GET', '/api/user')).body.user;
    expect(me.bests.words).toBe(3);
    const top = (await call(c, 'GET', '/api/event/results/topEventsLevels')).body as Record<
      string,
      unknown
    >[];
    expect(top.find((r) => r.event === 'words')).toEqual({
      event: 'words',
      level: 1,
      amount: 3,
      totalMark: 5,
    });
    expect(await bestOf(c, 'words')).toMatchObject({
      name: 'words',
      displayName: 'Words',
      level: 1,
      best: 3,
      bestMax: 5,
      practiceBest: 20,
      sessions: 2,
      standardSessions: 1,
      practiceSessions: 1,
      versusSessions: 0,
    });
  });

  it('practice alone leaves the standard best empty (N/A), and sessions and last played are counted', async () => {
    const c = await client();
    await play(c, 'dates', 'practice', 'all');
    expect((await call(c, 'GET', '/api/user')).body.user.bests.dates).toBeUndefined();
    const top = (await call(c, 'GET', '/api/event/results/topEventsLevels')).body as Record<
      string,
      unknown
    >[];
    expect(top.find((r) => r.event === 'dates')).toEqual({
      event: 'dates',
      level: null,
      amount: null,
      totalMark: null,
    });
    const dates = await bestOf(c, 'dates');
    expect(dates).toMatchObject({ best: null, bestAt: null, sessions: 1, practiceSessions: 1 });
    expect(typeof dates.practiceBest).toBe('number');
    expect(Date.parse(dates.lastPlayedAt as string)).not.toBeNaN();
    expect(await bestOf(c, 'binary')).toMatchObject({
      best: null,
      sessions: 0,
      lastPlayedAt: null,
      level: 1,
    });
  });

  it('an equal standard score later keeps the first time it was reached (the leaderboard tiebreak)', async () => {
    const c = await client();
    await play(c, 'names', 'standard', 2);
    const first = await bestOf(c, 'names');
    // Memorized more slowly: an equal score that is not faster does not replace the best.
    await play(c, 'names', 'standard', 2, '?discard=true', 400);
    const second = await bestOf(c, 'names');
    expect(second.best).toBe(2);
    expect(second.bestAt).toBe(first.bestAt);
    expect(second.standardSessions).toBe(2);
    await play(c, 'names', 'standard', 3, '?discard=true');
    const third = await bestOf(c, 'names');
    expect(third.best).toBe(3);
    expect(Date.parse(third.bestAt as string)).toBeGreaterThan(Date.parse(first.bestAt as string));
  });

  it('an equal standard score memorized faster replaces the best, with its memorize time', async () => {
    const c = await client();
    const memOf = async () => {
      const res = await t.app.database.db.execute(sql`
        select best_score, best_mem_ms, best_at from event_stats where event = 'words'
          and user_id = (select id from users where id = ${c.userId})`);
      const rows = Array.isArray(res) ? res : (res as { rows: Record<string, unknown>[] }).rows;
      return rows[0] as { best_score: number; best_mem_ms: number | null; best_at: Date };
    };
    // Three right of five: failed, so the level (and the amount) stays and the scores tie.
    await play(c, 'words', 'standard', 3, '', 900);
    const slow = await memOf();
    expect(slow.best_score).toBe(3);
    expect(slow.best_mem_ms).toBeGreaterThanOrEqual(900);
    await play(c, 'words', 'standard', 3, '?discard=true');
    const fast = await memOf();
    expect(fast.best_score).toBe(3);
    expect(fast.best_mem_ms).toBeLessThan(900);
    expect(new Date(fast.best_at).getTime()).toBeGreaterThan(new Date(slow.best_at).getTime());
    const results = await t.app.database.db.execute(
      sql`select mem_ms from results where user_id = ${c.userId} order by created_at`,
    );
    const kept = (Array.isArray(results) ? results : (results as { rows: { mem_ms: number }[] }).rows).map(
      (r) => (r as { mem_ms: number }).mem_ms,
    );
    expect(kept).toEqual([slow.best_mem_ms, fast.best_mem_ms]);
  });

  it('Blocktris: the standard best is the fall speed of a passed standard session, practice kept apart', async () => {
    const c = await client();
    await play(c, 'tetris', 'practice', 'all');
    expect((await call(c, 'GET', '/api/user')).body.user.bests.tetris).toBeUndefined();
    expect(await bestOf(c, 'tetris')).toMatchObject({ best: null, practiceBest: 1000 });
    await play(c, 'tetris', 'standard', 0, '?discard=true');
    expect(await bestOf(c, 'tetris')).toMatchObject({ best: null, standardSessions: 1 });
    await play(c, 'tetris', 'standard', 'all', '?discard=true');
    expect((await call(c, 'GET', '/api/user')).body.user.bests.tetris).toBe(1000);
    const top = (await call(c, 'GET', '/api/event/results/topEventsLevels')).body as Record<
      string,
      unknown
    >[];
    expect(top.find((r) => r.event === 'tetris')).toEqual({
      event: 'tetris',
      level: 3,
      amount: 1000,
      totalMark: null,
    });
    expect(await bestOf(c, 'tetris')).toMatchObject({
      best: 1000,
      bestMax: null,
      practiceBest: 1000,
      sessions: 3,
    });
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/profile/standard-bests' });
    expect(res.statusCode).toBe(401);
  });
});
