import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tournaments } from '../../src/db/schema.ts';
import { useListeningApp } from '../helpers.ts';
import { FAST_VERSUS, until } from '../versus/versus-helpers.ts';
import { arenaUser, onArenaPage, playPaired } from './arena-helpers.ts';

const t = useListeningApp({ versus: FAST_VERSUS, tournaments: { tickMs: 100, pushDelayMs: 20 } });

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function newArena(cookie: string, name = 'Test arena') {
  const res = await post('/api/tournaments', cookie, {
    name,
    event: 'decimal',
    minutes: 10,
    startsInMinutes: 0,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.tournament.id as string;
}

describe('arenas', () => {
  it('lists the scheduled arena on a fresh install, nobody having created it', async () => {
    const res = await get('/api/tournaments');
    expect(res.statusCode).toBe(200);
    const list = res.json().data.tournaments as { name: string; createdBy: string | null; status: string }[];
    const scheduled = list.filter((x) => x.createdBy === null);
    expect(scheduled.length).toBeGreaterThan(0);
    expect(scheduled[0]?.name).toMatch(/^Hourly .+ Arena$/);
    expect(['created', 'started']).toContain(scheduled[0]?.status);
  });

  it('shows arenas to free users and refuses them joining or creating, with the reason', async () => {
    const free = await arenaUser(t.app, false);
    const premium = await arenaUser(t.app, true);
    const id = await newArena(premium.cookie);
    const view = await get(`/api/tournaments/${id}`, free.cookie);
    expect(view.statusCode).toBe(200);
    expect(view.json().data.tournament.me).toEqual({ joined: false, status: null, canJoin: false });
    const join = await post(`/api/tournaments/${id}/join`, free.cookie);
    expect(join.statusCode).toBe(403);
    expect(join.json().error).toMatch(/premium/);
    const create = await post('/api/tournaments', free.cookie, {
      name: 'Mine',
      event: 'decimal',
      minutes: 10,
    });
    expect(create.statusCode).toBe(403);
    expect((await post(`/api/tournaments/${id}/join`, premium.cookie)).statusCode).toBe(200);
    expect((await get('/api/tournaments/nope')).statusCode).toBe(404);
    const bad = await post('/api/tournaments', premium.cookie, { name: 'x', event: 'chess', minutes: 10 });
    expect(bad.statusCode).toBe(400);
  });

  it('pairs two joined players on the page into a match, adds the points and pushes the standings', async () => {
    const a = await arenaUser(t.app, true);
    const b = await arenaUser(t.app, true);
    const id = await newArena(a.cookie, 'Pairing arena');
    for (const p of [a, b])
      expect((await post(`/api/tournaments/${id}/join`, p.cookie)).statusCode).toBe(200);
    const pa = await onArenaPage(t.url, t.sockets, a, id);
    const pb = await onArenaPage(t.url, t.sockets, b, id);
    const { matchId } = await playPaired(t.app, t.url, t.sockets, pa, pb);
    expect(pb.starts.at(-1)?.matchId).toBe(matchId);
    const pushed = await until('standings with points', () =>
      pb.standings.find((s) => s.standings.some((r) => r.points > 0)),
    );
    expect(pushed.standings.map((r) => [r.userId, r.points, r.games])).toEqual([
      [a.userId, 2, 1],
      [b.userId, 0, 1],
    ]);
    const detail = (await get(`/api/tournaments/${id}`, a.cookie)).json().data;
    expect(detail.standings[0]).toMatchObject({ rank: 1, userId: a.userId, points: 2, wins: 1, streak: 1 });
    // Back to waiting: paired again (the only other free player), a second match.
    await until('paired again', () => pa.starts.length === 2 && pb.starts.length === 2);
    expect(pa.starts[1]?.matchId).not.toBe(matchId);
  });

  it('does not pair a paused player, nor one not on the page', async () => {
    const a = await arenaUser(t.app, true);
    const b = await arenaUser(t.app, true);
    const c = await arenaUser(t.app, true);
    const id = await newArena(a.cookie, 'Pause arena');
    for (const p of [a, b, c]) await post(`/api/tournaments/${id}/join`, p.cookie);
    expect((await post(`/api/tournaments/${id}/pause`, b.cookie)).json().data.tournament.me.status).toBe(
      'paused',
    );
    const pa = await onArenaPage(t.url, t.sockets, a, id);
    const pb = await onArenaPage(t.url, t.sockets, b, id);
    await new Promise((r) => setTimeout(r, 600));
    expect(pa.starts).toHaveLength(0);
    expect(pb.starts).toHaveLength(0);
    // c joined but is not on the page: not connected, not paired. Back from the pause, b is.
    await post(`/api/tournaments/${id}/join`, b.cookie);
    await until('a and b paired', () => pa.starts.length === 1 && pb.starts.length === 1);
    expect((await post(`/api/tournaments/${id}/leave`, c.cookie)).json().data.tournament.me.joined).toBe(
      false,
    );
  });
});

describe('an arena chat', () => {
  it('is open to every signed-in user while the arena exists', async () => {
    const premium = await arenaUser(t.app, true);
    const free = await arenaUser(t.app, false);
    const id = await newArena(premium.cookie, 'Chat arena');
    await t.app.chat.system(`arena-${id}`, 'The arena opened.');
    const res = await get(`/api/chat/messages?room=arena-${id}`, free.cookie);
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).toContain('The arena opened.');
    expect((await get('/api/chat/messages?room=arena-nope', free.cookie)).statusCode).toBe(403);
  });
});

describe('the end of an arena', () => {
  it('pairs nobody after its end, finishes once its games are scored, and keeps the winner as a trophy', async () => {
    const a = await arenaUser(t.app, true);
    const b = await arenaUser(t.app, true);
    const id = await newArena(a.cookie, 'Ending arena');
    for (const p of [a, b]) await post(`/api/tournaments/${id}/join`, p.cookie);
    const pa = await onArenaPage(t.url, t.sockets, a, id);
    const pb = await onArenaPage(t.url, t.sockets, b, id);
    await until('paired', () => pa.starts.length === 1);
    // The arena's time runs out while the game is played: the game still counts.
    await t.app.database.db
      .update(tournaments)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(tournaments.id, id));
    await playPaired(t.app, t.url, t.sockets, pa, pb);
    const over = await until('finished pushed', () => pa.standings.find((s) => s.status === 'finished'));
    expect(over.winner?.userId).toBe(a.userId);
    expect(over.standings[0]).toMatchObject({ userId: a.userId, points: 2 });
    await new Promise((r) => setTimeout(r, 400));
    expect(pa.starts).toHaveLength(1);
    const listed = (await get('/api/tournaments', b.cookie)).json().data.tournaments as {
      id: string;
      winner: { userName: string } | null;
    }[];
    expect(listed.find((x) => x.id === id)?.winner?.userName).toBe(a.userName);
    const trophies = (await get('/api/tournaments/trophies', a.cookie)).json().data.trophies;
    expect(trophies.map((x: { name: string }) => x.name)).toContain('Ending arena');
    expect((await get('/api/tournaments/trophies', b.cookie)).json().data.trophies).toEqual([]);
    expect((await post(`/api/tournaments/${id}/join`, b.cookie)).statusCode).toBe(409);
  });
});
