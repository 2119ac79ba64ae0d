import type { ClientBmevent, SeasonChangedSignal, SeasonResponse, SeasonsResponse } from '@mnemoria/protocol';
import { eq } from 'drizzle-orm';
import { io as connectSocket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { seasonEnrolments } from '../../src/db/schema.ts';
import { paymentsAdminKey } from '../../src/plugins/app/payments/index.ts';
import { PREMIUM_ONLY } from '../../src/plugins/app/seasons/service.ts';
import { perfectAnswerOf, stored } from '../bmevent/session-helpers.ts';
import { signup, useListeningApp } from '../helpers.ts';
import { FAST_VERSUS, joinVersus, loadBoth, type Player, until } from '../versus/versus-helpers.ts';

// The seasons' clock is fixed (and moved by hand across the month's end); matches use the real one.
// A year of its own per run: a PostgreSQL test database outlives the run, and a season is a month.
const Y = 2100 + Math.floor(Math.random() * 800);
const NOV = `${Y}-11`;
const DEC = `${Y}-12`;
let clock = new Date(`${NOV}-15T12:00:00Z`);
const t = useListeningApp({
  versus: FAST_VERSUS,
  seasons: { matchesPerPlayer: 1, now: () => clock, tickMs: 60_000 },
});

const get = <T>(url: string, cookie?: string) =>
  t.app
    .inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })
    .then((r) => ({ status: r.statusCode, body: r.json() as T }));
const join = (id: string, cookie: string) =>
  t.app.inject({ method: 'POST', url: `/api/seasons/${id}/join`, headers: { cookie } });
const premium = async (userName: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payment/admin/membership',
    headers: { authorization: `Bearer ${paymentsAdminKey(t.app.config.SESSION_SECRET)}` },
    payload: { userName, premium: true, package: 'premium-monthly' },
  });
  expect(res.statusCode).toBe(200);
};
const tableOf = async (id: string, cookie?: string) =>
  (await get<SeasonResponse>(`/api/seasons/${id}`, cookie)).body;

/** A main-channel socket in a season's room, recording its `season-changed` pushes. */
async function seasonPage(cookie: string, id: string) {
  const main = connectSocket(t.url, {
    transports: ['websocket'],
    extraHeaders: { cookie },
    reconnection: false,
    forceNew: true,
  });
  t.sockets.push(main);
  const changed: SeasonChangedSignal[] = [];
  main.on('season-changed', (s: SeasonChangedSignal) => changed.push(s));
  await new Promise<void>((resolve, reject) => {
    main.on('connect', () => resolve());
    main.on('connect_error', reject);
  });
  expect(await main.timeout(5000).emitWithAck('season-watch', id)).toEqual({ success: true });
  return { main, changed };
}

/** Plays a season match to a result: `a` recalls perfectly, `b` gets most of it wrong. */
async function playSeasonMatch(a: Player, b: Player) {
  expect((await a.emit('search', 'season')).success).toBe(true);
  expect(a.state()).toMatchObject({ stage: 'search', mode: 'season' });
  expect((await b.emit('search', 'season')).success).toBe(true);
  await t.app.versus.tick();
  await until('both in choice', () => a.state()?.stage === 'choice' && b.state()?.stage === 'choice');
  await a.emit('choice', 'decimal');
  await b.emit('choice', 'decimal');
  await a.emit('set-ready', true);
  await b.emit('set-ready', true);
  const idA = ((await until('start A', () => a.signals['start-bmevent']?.at(-1))) as { bmeventId: string })
    .bmeventId;
  const idB = ((await until('start B', () => b.signals['start-bmevent']?.at(-1))) as { bmeventId: string })
    .bmeventId;
  const key = (await perfectAnswerOf(t.app, idA)) as string[];
  const { ga, gb } = await loadBoth(t.url, t.sockets, a, b, { idA, idB });
  await until('recall', async () => (await stored(t.app, idA)).stage === 'rec');
  await until('recall B', async () => (await stored(t.app, idB)).stage === 'rec');
  await ga.emit('update', idA, 'answer', key, 1);
  await gb.emit(
    'update',
    idB,
    'answer',
    key.map((d, i) => (i < 2 ? d : d === '1' ? '2' : '1')),
    1,
  );
  await ga.emit('finished', idA);
  await until('B lost', () => gb.updates.some((u) => (u as Partial<ClientBmevent>).evaluation === 'lose'));
}

describe('seasons', () => {
  it('exists without anyone creating it; viewing is free, joining is premium (403)', async () => {
    const signedOut = await get<SeasonsResponse>('/api/seasons');
    expect(signedOut.status).toBe(200);
    expect(signedOut.body.current).toMatchObject({ id: NOV, name: `November ${Y}`, status: 'open' });
    expect(signedOut.body.current.me).toBeNull();

    const free = await joinVersus(t.app, t.url, t.sockets);
    const { cookie, userName } = free;
    const refused = await join(NOV, cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, error: PREMIUM_ONLY });
    expect((await t.app.inject({ method: 'POST', url: `/api/seasons/${NOV}/join` })).statusCode).toBe(401);
    expect((await join('2026-13', cookie)).statusCode).toBe(400);
    expect((await join('2020-01', cookie)).statusCode).toBe(404);

    // Not enrolled: no season search.
    expect(await free.emit('search', 'season')).toEqual({
      success: false,
      error: `Join the November ${Y} season first (Seasons page).`,
    });

    await premium(userName);
    const joined = await join(NOV, cookie);
    expect(joined.statusCode).toBe(200);
    // A new player's 1500 is in the 1400-1800 band of division 3.
    expect(joined.json().season.me).toMatchObject({ division: 3, played: 0, points: 0, matchesLeft: 1 });
    // Joining twice changes nothing.
    expect((await join(NOV, cookie)).json().season.players).toBe(1);
  });

  it('pairs two enrolled players only with each other, counts the match once, then caps them', async () => {
    const a = await joinVersus(t.app, t.url, t.sockets);
    const b = await joinVersus(t.app, t.url, t.sockets);
    const open = await joinVersus(t.app, t.url, t.sockets);
    for (const p of [a, b]) {
      await premium(p.userName);
      expect((await join(NOV, p.cookie)).statusCode).toBe(200);
    }
    // A '1v1' searcher never meets a season searcher.
    expect((await open.emit('search', '1v1')).success).toBe(true);
    // A viewer of the season's page, told when the tables change.
    const viewer = await seasonPage(open.cookie, NOV);
    expect(await viewer.main.timeout(5000).emitWithAck('season-watch', 'next month')).toEqual({
      success: false,
      error: 'id must be a season id such as 2026-11',
    });
    await playSeasonMatch(a, b);
    await until('season-changed pushed', () => viewer.changed.at(-1));
    expect(viewer.changed).toEqual([{ id: NOV }]);
    expect(open.state()?.stage).toBe('search');
    await open.emit('leave');

    const season = await until('table counted', async () => {
      const s = await tableOf(NOV, a.cookie);
      return s.season.me?.played === 1 ? s : undefined;
    });
    expect(season.season.me).toMatchObject({ points: 2, matchesLeft: 0, rank: 1 });
    const three = season.divisions.find((d) => d.division === 3);
    const row = (id: string) => three?.table.find((r) => r.userId === id);
    expect(row(a.userId)).toMatchObject({ played: 1, wins: 1, points: 2 });
    expect(row(b.userId)).toMatchObject({ played: 1, losses: 1, points: 0 });

    // One counted match each this season: no more season searches.
    expect(await a.emit('search', 'season')).toEqual({
      success: false,
      error: 'You have played your 1 season match: the next season starts on the 1st.',
    });
  });

  it('closes at the month end: top up, bottom down, next season placed from it', async () => {
    // Six players in division 2 with a finished table.
    const six = [];
    for (let i = 0; i < 6; i++) {
      const { user } = await signup(t.app);
      await t.app.seasons.repo.enrol({
        seasonId: NOV,
        userId: user._id,
        division: 2,
        rating: 1700,
        joinedAt: clock,
      });
      await t.app.database.db
        .update(seasonEnrolments)
        .set({ points: 12 - 2 * i, wins: 6 - i, played: 6 })
        .where(eq(seasonEnrolments.userId, user._id));
      six.push(user._id);
    }
    // Not yet: the month is not over.
    expect(await t.app.seasons.tick()).toEqual([]);
    clock = new Date(`${DEC}-01T00:00:05Z`);
    // Two closers at once (another process's tick): exactly one closes it.
    const [ticked, direct] = await Promise.all([t.app.seasons.tick(), t.app.seasons.repo.close(NOV, clock)]);
    expect([ticked.includes(NOV), direct].filter(Boolean)).toHaveLength(1);
    expect(await t.app.seasons.tick()).toEqual([]);

    const closed = await tableOf(NOV);
    expect(closed.season.status).toBe('closed');
    const two = closed.divisions.find((d) => d.division === 2);
    expect(two?.table.map((r) => [r.userId, r.rank, r.zone])).toEqual([
      [six[0], 1, 'promotion'],
      [six[1], 2, 'promotion'],
      [six[2], 3, null],
      [six[3], 4, null],
      [six[4], 5, 'relegation'],
      [six[5], 6, 'relegation'],
    ]);
    const list = (await get<SeasonsResponse>('/api/seasons')).body;
    expect(list.current).toMatchObject({ id: DEC, status: 'open', players: 0 });
    // Division 3 (three players): the match's winner goes up; the player enrolled in the first test
    // who never played is above the match's loser (equal points, fewer games), who goes down.
    const three = closed.divisions.find((d) => d.division === 3)?.table ?? [];
    expect(three.map((r) => [r.rank, r.played, r.zone])).toEqual([
      [1, 1, 'promotion'],
      [2, 0, null],
      [3, 1, 'relegation'],
    ]);
    const [winner, , loser] = three.map((r) => r.userId);
    expect(list.past.find((s) => s.id === NOV)?.winners.map((w) => [w.division, w.userId])).toEqual([
      [2, six[0]],
      [3, winner],
    ]);
    const next = await t.app.seasons.service.join(winner as string, DEC);
    expect(next.ok && next.season.me?.division).toBe(2);
    const down = await t.app.seasons.service.join(loser as string, DEC);
    expect(down.ok && down.season.me?.division).toBe(4);
    // The closed season takes no more players.
    expect((await t.app.seasons.service.join(six[2] as string, NOV)).ok).toBe(false);
  });
});
