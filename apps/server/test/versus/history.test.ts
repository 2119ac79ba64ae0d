import { randomUUID } from 'node:crypto';
import {
  VERSUS_HISTORY_PAGE_SIZE,
  type VersusHistoryEntry,
  type VersusReview,
  versusHistoryResponseSchema,
} from '@mnemoria/protocol';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { MatchOutcome, MatchPlayer, StoredRating } from '../../src/db/schema.ts';
import { perfectAnswerOf, stored } from '../bmevent/session-helpers.ts';
import { signup, useListeningApp } from '../helpers.ts';
import { FAST_VERSUS, joinVersus, loadBoth, playToStart, until } from './versus-helpers.ts';

const t = useListeningApp({ versus: FAST_VERSUS });

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const r = (rating: number, games: number): StoredRating => ({
  rating,
  deviation: 200,
  volatility: 0.06,
  games,
});

function player(userId: string, userName: string, left = false): MatchPlayer {
  return {
    userId,
    userName,
    image: null,
    rating: 1500,
    deviation: 350,
    games: 0,
    choice: 'decimal',
    ready: true,
    loaded: true,
    left,
    bmeventId: null,
    dismissed: true,
  };
}

interface Fixture {
  winner: 'a' | 'b' | null;
  reason: string;
  scores: [number | null, number | null];
  /** a's event rating before → after, and whether a game was counted. */
  rated: boolean;
}

/** A finished match between a and b, written as the result transaction would have written it. */
async function insertOver(
  app: FastifyInstance,
  a: { id: string; name: string },
  b: { id: string; name: string },
  f: Fixture,
  endedAt: Date,
) {
  const step = f.rated ? 1 : 0;
  const outcome = {
    winner: f.winner === 'a' ? a.id : f.winner === 'b' ? b.id : null,
    reason: f.reason,
    players: [
      {
        userId: a.id,
        score: f.scores[0],
        percent: f.scores[0],
        event: { before: r(1500, 3), after: r(f.rated ? 1512.4 : 1500, 3 + step) },
        overall: { before: r(1500, 3), after: r(f.rated ? 1510 : 1500, 3 + step) },
      },
      {
        userId: b.id,
        score: f.scores[1],
        percent: f.scores[1],
        event: { before: r(1600, 3), after: r(f.rated ? 1588 : 1600, 3 + step) },
        overall: { before: r(1600, 3), after: r(f.rated ? 1590 : 1600, 3 + step) },
      },
    ],
  } as MatchOutcome;
  const id = randomUUID();
  await app.versus.repo.insert({
    id,
    mode: '1v1',
    stage: 'over',
    seed: id,
    event: 'decimal',
    userA: a.id,
    userB: b.id,
    players: [player(a.id, a.name, f.reason === 'abandoned'), player(b.id, b.name, f.reason !== 'score')],
    createdAt: new Date(endedAt.getTime() - 60_000),
    startedAt: new Date(endedAt.getTime() - 50_000),
    endedAt,
    outcome,
  });
  return id;
}

describe('GET /api/versus/history', () => {
  it('pages a player’s finished matches, newest first, 20 a page, with outcomes from their side', async () => {
    const ua = await signup(t.app);
    const ub = await signup(t.app);
    const a = { id: ua.user._id, name: ua.account.userName };
    const b = { id: ub.user._id, name: ub.account.userName };
    // 23 played matches, one a minute; kinds cycle so every outcome appears.
    const kinds: Fixture[] = [
      { winner: 'a', reason: 'score', scores: [40, 30], rated: true },
      { winner: 'b', reason: 'score', scores: [10, 30], rated: true },
      { winner: null, reason: 'score', scores: [20, 20], rated: true },
      { winner: 'a', reason: 'forfeit', scores: [33, null], rated: true },
      { winner: null, reason: 'abandoned', scores: [null, null], rated: false },
      { winner: null, reason: 'aborted', scores: [null, null], rated: false },
    ];
    const t0 = Date.parse('2026-11-01T10:00:00Z');
    const ids: string[] = [];
    for (let i = 0; i < 23; i++)
      ids.push(await insertOver(t.app, a, b, kinds[i % kinds.length] as Fixture, new Date(t0 + i * 60_000)));
    // A match left during the choice stage was never played: it is not history.
    await t.app.versus.repo.insert({
      id: randomUUID(),
      mode: '1v1',
      stage: 'over',
      seed: 'x',
      event: null,
      userA: a.id,
      userB: b.id,
      players: [player(a.id, a.name, true), player(b.id, b.name)],
      endedAt: new Date(t0 + 99 * 60_000),
    });

    const first = await get('/api/versus/history', ua.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const page1 = versusHistoryResponseSchema.parse(first.json()).data;
    expect(page1.total).toBe(23);
    expect(page1.page).toBe(1);
    expect(page1.matches).toHaveLength(VERSUS_HISTORY_PAGE_SIZE);
    expect(page1.matches.map((m) => m.id)).toEqual(ids.slice(3).reverse());

    const page2 = versusHistoryResponseSchema.parse(
      (await get('/api/versus/history?page=2', ua.cookie)).json(),
    ).data;
    expect(page2.page).toBe(2);
    expect(page2.matches.map((m) => m.id)).toEqual(ids.slice(0, 3).reverse());
    const page3 = (await get('/api/versus/history?page=3', ua.cookie)).json();
    expect(page3.data).toEqual({ matches: [], total: 23, page: 3 });

    // The six kinds, oldest first, as a and as b see them.
    const byId = new Map([...page1.matches, ...page2.matches].map((m) => [m.id, m]));
    const seenByA = ids.slice(0, 6).map((id) => byId.get(id) as VersusHistoryEntry);
    expect(seenByA.map((m) => [m.outcome, m.reason, m.rated, m.ratingChange])).toEqual([
      ['win', 'score', true, 12],
      ['loss', 'score', true, 12],
      ['draw', 'score', true, 12],
      ['win', 'forfeit', true, 12],
      ['aborted', 'aborted', false, null],
      ['aborted', 'aborted', false, null],
    ]);
    expect(seenByA[0]).toMatchObject({
      event: 'decimal',
      opponent: { userName: b.name },
      myScore: 40,
      opponentScore: 30,
      endedAt: new Date(t0).toISOString(),
    });
    expect(seenByA[3]).toMatchObject({ myScore: 33, opponentScore: null });

    const asB = versusHistoryResponseSchema.parse((await get('/api/versus/history?page=2', ub.cookie)).json())
      .data.matches;
    const oldestForB = asB.at(-1);
    expect(oldestForB).toMatchObject({
      id: ids[0],
      outcome: 'loss',
      opponent: { userName: a.name },
      myScore: 30,
      opponentScore: 40,
      ratingChange: -12,
    });

    // Someone else's history holds none of these.
    const stranger = await signup(t.app);
    expect((await get('/api/versus/history', stranger.cookie)).json()).toEqual({
      success: true,
      data: { matches: [], total: 0, page: 1 },
    });
  });

  it('answers bad pages with 400 and a signed-out caller with 401', async () => {
    const u = await signup(t.app);
    for (const q of ['page=0', 'page=-1', 'page=abc', 'page=1.5', 'page=99999999']) {
      const res = await get(`/api/versus/history?${q}`, u.cookie);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error).toMatch(/^Invalid request: page must/);
    }
    expect((await get('/api/versus/history')).statusCode).toBe(401);
    expect((await get(`/api/versus/review/${randomUUID()}`)).statusCode).toBe(401);
    expect((await get('/api/versus/review/not-a-uuid', u.cookie)).statusCode).toBe(400);
  });
});

describe('GET /api/versus/review/:matchId', () => {
  it('is refused until the match is over, then shows both players’ answers beside the key', async () => {
    const a = await joinVersus(t.app, t.url, t.sockets);
    const b = await joinVersus(t.app, t.url, t.sockets);
    const ids = await playToStart(t.app, a, b, ['decimal', 'decimal']);
    const matchId = ids.startA.matchId;
    const review = (cookie: string) => get(`/api/versus/review/${matchId}`, cookie);
    // Before anything is played, and during the match: 403, and no key in the answer.
    const early = await review(a.cookie);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ success: false, error: 'The review opens once the match is over.' });

    const { ga, gb } = await loadBoth(t.url, t.sockets, a, b, ids);
    await until(
      'both in recall',
      async () =>
        (await stored(t.app, ids.idA)).stage === 'rec' && (await stored(t.app, ids.idB)).stage === 'rec',
    );
    const key = (await perfectAnswerOf(t.app, ids.idA)) as string[];
    const wrong = key.map((d, i) => (i < 6 ? d : d === '1' ? '2' : '1'));
    await ga.emit('update', ids.idA, 'answer', key, 1);
    await gb.emit('update', ids.idB, 'answer', wrong, 1);
    // A finished, B still recalls: the match is not over yet.
    await ga.emit('finished', ids.idA);
    const during = await review(a.cookie);
    expect(during.statusCode).toBe(403);
    expect(JSON.stringify(during.json())).not.toContain(key.join('","'));
    expect(await review(b.cookie).then((res) => res.statusCode)).toBe(403);

    await gb.emit('finished', ids.idB);
    await until('match over', async () => (await t.app.versus.repo.find(matchId))?.stage === 'over');
    const res = await review(b.cookie);
    expect(res.statusCode).toBe(200);
    const out = res.json().review as VersusReview;
    expect(out.eventName).toBe('decimal');
    expect(out.match).toMatchObject({
      id: matchId,
      outcome: 'loss',
      rated: true,
      opponent: { userName: a.userName },
    });
    // The asking player first; each side's own answers, checked against the one key.
    expect(out.players.map((p) => [p.userName, p.you, p.left])).toEqual([
      [b.userName, true, false],
      [a.userName, false, false],
    ]);
    expect(out.players[0]?.answer).toEqual(wrong);
    expect(out.players[1]?.answer).toEqual(key);
    expect(out.players[1]?.result.score).toBe(out.players[1]?.score);
    expect(out.players[0]?.result.score).toBeLessThan(out.players[1]?.result.score ?? 0);
    expect((out.data as { raw: unknown }).raw).toEqual((await stored(t.app, ids.idA)).data.raw);

    // The history shows the real match on top, rated, with the event rating's change.
    const history = versusHistoryResponseSchema.parse(
      (await get('/api/versus/history', a.cookie)).json(),
    ).data;
    const ratings = (await get('/api/versus/ratings', a.cookie)).json().ratings;
    expect(history.matches[0]).toMatchObject({
      id: matchId,
      outcome: 'win',
      rated: true,
      myScore: out.players[1]?.score,
      opponentScore: out.players[0]?.score,
      ratingChange: ratings.decimal.rating - 1500,
    });

    // Not a player of it: the match does not exist.
    const stranger = await signup(t.app);
    expect((await review(stranger.cookie)).statusCode).toBe(404);
    expect((await get(`/api/versus/review/${randomUUID()}`, a.cookie)).statusCode).toBe(404);
  });
});
