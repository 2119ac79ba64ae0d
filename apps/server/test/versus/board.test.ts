import { randomUUID } from 'node:crypto';
import type { RatingHistoryResponse, VersusBoardResponse } from '@mnemoria/protocol';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type MatchOutcome, ratings, type StoredRating } from '../../src/db/schema.ts';
import { signup, useListeningApp } from '../helpers.ts';

// Two dozen players sign up from one address.
const t = useListeningApp({ listen: false, env: { SIGNUP_LIMIT_PER_HOUR: '1000' } });

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

// Fixture ratings sit far above any real one, so a shared PostgreSQL's other rows never come first.
const TOP = 9000;

describe('GET /api/leaderboard/versus', () => {
  it('ranks an event’s ratings highest first, 20 a page, with the caller’s own place', async () => {
    await t.app.database.db.execute(sql`delete from ratings where rating >= ${TOP}`);
    const players = [];
    for (let i = 0; i < 23; i++) players.push(await signup(t.app));
    // Player i rates TOP + 23 - i: player 0 is first. Every third one is still provisional.
    await t.app.database.db.insert(ratings).values(
      players.map((p, i) => ({
        userId: p.user._id,
        event: 'images',
        rating: TOP + 23 - i + 0.4,
        deviation: i % 3 === 0 ? 200 : 80,
        volatility: 0.06,
        games: 30 - i,
      })),
    );
    const me = players[22];
    if (!me) throw new Error('no player');
    const res = await get('/api/leaderboard/versus?event=images', me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const page1 = res.json() as VersusBoardResponse;
    expect(page1).toMatchObject({ success: true, event: 'images', page: 1, pageSize: 20 });
    expect(page1.total).toBeGreaterThanOrEqual(23);
    expect(page1.leaderboard).toHaveLength(20);
    expect(page1.leaderboard.slice(0, 3)).toEqual(
      players.slice(0, 3).map((p, i) => ({
        rank: i + 1,
        userId: p.user._id,
        userName: p.account.userName,
        image: null,
        rating: TOP + 23 - i,
        deviation: i % 3 === 0 ? 200 : 80,
        games: 30 - i,
        provisional: i % 3 === 0,
      })),
    );
    // Player 22 is on page 2, 23rd; the caller's place is told whatever page is open.
    expect(page1.me).toEqual({ rank: 23, rating: TOP + 1, games: 8, provisional: false });
    const page2 = (await get('/api/leaderboard/versus?event=images&page=2', me.cookie)).json();
    expect(
      page2.leaderboard.slice(0, 3).map((r: { userId: string; rank: number }) => [r.rank, r.userId]),
    ).toEqual(players.slice(20, 23).map((p, i) => [21 + i, p.user._id]));
    // Past the last page: the last page, and the reply says which.
    const far = (await get('/api/leaderboard/versus?event=images&page=5000', me.cookie)).json();
    expect(far.page).toBe(far.pages);

    // No rating in an event yet: no place.
    const newcomer = await signup(t.app);
    const mine = (await get('/api/leaderboard/versus?event=images', newcomer.cookie)).json();
    expect(mine.me).toBeNull();
    // 'overall' is the default board.
    expect((await get('/api/leaderboard/versus', newcomer.cookie)).json().event).toBe('overall');
    await t.app.database.db.execute(sql`delete from ratings where rating >= ${TOP}`);
  });

  it('refuses bad queries with 400 and signed-out callers with 401', async () => {
    const u = await signup(t.app);
    for (const q of ['event=chess', 'page=0', 'page=x', 'event=overall&page=-2']) {
      const res = await get(`/api/leaderboard/versus?${q}`, u.cookie);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error).toMatch(/^Invalid request: (event|page) must/);
    }
    expect((await get('/api/versus/rating-history?event=chess', u.cookie)).statusCode).toBe(400);
    expect((await get('/api/leaderboard/versus')).statusCode).toBe(401);
    expect((await get('/api/versus/rating-history')).statusCode).toBe(401);
  });
});

const r = (rating: number, games: number, deviation = 200): StoredRating => ({
  rating,
  deviation,
  volatility: 0.06,
  games,
});

describe('GET /api/versus/rating-history', () => {
  it('follows the rating from the start through each rated match, oldest first, skipping unrated ones', async () => {
    const ua = await signup(t.app);
    const ub = await signup(t.app);
    const a = ua.user._id;
    const b = ub.user._id;
    const t0 = Date.parse('2026-10-01T12:00:00Z');
    const matches: [string, string, number, number, boolean][] = [
      // event, reason, a's event rating before → after, rated
      ['decimal', 'score', 1500, 1662, true],
      ['binary', 'score', 1500, 1420, true],
      ['decimal', 'abandoned', 1662, 1662, false],
      ['decimal', 'forfeit', 1662, 1701, true],
    ];
    let overall = 1500;
    let games = 0;
    for (const [i, [event, reason, before, after, rated]] of matches.entries()) {
      const id = randomUUID();
      const step = rated ? 1 : 0;
      const overallAfter = overall + (after - before);
      const outcome = {
        winner: a,
        reason,
        players: [
          {
            userId: a,
            score: 1,
            percent: 1,
            event: { before: r(before, 0), after: r(after, step, 150) },
            overall: { before: r(overall, games), after: r(overallAfter, games + step, 150) },
          },
          {
            userId: b,
            score: 0,
            percent: 0,
            event: { before: r(1500, 0), after: r(1500, step) },
            overall: { before: r(1500, 0), after: r(1500, step) },
          },
        ],
      } as MatchOutcome;
      overall = overallAfter;
      games += step;
      await t.app.versus.repo.insert({
        id,
        mode: '1v1',
        stage: 'over',
        seed: id,
        event,
        userA: a,
        userB: b,
        players: [],
        createdAt: new Date(t0 + i * 3_600_000),
        startedAt: new Date(t0 + i * 3_600_000 + 1_000),
        endedAt: new Date(t0 + i * 3_600_000 + 60_000),
        outcome,
      });
    }
    const at = (i: number, end = true) => new Date(t0 + i * 3_600_000 + (end ? 60_000 : 1_000)).toISOString();

    const decimal = (
      await get('/api/versus/rating-history?event=decimal', ua.cookie)
    ).json() as RatingHistoryResponse;
    expect(decimal).toEqual({
      success: true,
      event: 'decimal',
      points: [
        { at: at(0, false), rating: 1500, deviation: 200, provisional: true },
        { at: at(0), rating: 1662, deviation: 150, provisional: true },
        { at: at(3), rating: 1701, deviation: 150, provisional: true },
      ],
    });
    const all = (await get('/api/versus/rating-history', ua.cookie)).json() as RatingHistoryResponse;
    expect(all.event).toBe('overall');
    expect(all.points.map((p) => [p.at, p.rating])).toEqual([
      [at(0, false), 1500],
      [at(0), 1662],
      [at(1), 1582],
      [at(3), 1621],
    ]);
    // Nothing played in an event: no points.
    expect((await get('/api/versus/rating-history?event=cards', ua.cookie)).json().points).toEqual([]);
  });
});
