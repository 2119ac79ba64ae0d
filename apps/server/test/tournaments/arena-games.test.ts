import type { ArenaGames, WatchBmevent } from '@mnemoria/protocol';
import { io as connect, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { signup, useListeningApp } from '../helpers.ts';
import { FAST_VERSUS, game, until } from '../versus/versus-helpers.ts';
import { arenaUser, onArenaPage } from './arena-helpers.ts';

const DELAY_MS = 400;
const t = useListeningApp({
  versus: FAST_VERSUS,
  versusWatchDelayMs: DELAY_MS,
  tournaments: { tickMs: 100, pushDelayMs: 20 },
});

interface Heard {
  event: string;
  stage?: string;
  at: number;
}

/** A /watch viewer of one session, recording what arrives and when. */
async function watcher(cookie: string, bmeventId: string) {
  const socket: Socket = connect(`${t.url}/watch`, {
    transports: ['websocket'],
    extraHeaders: { cookie },
    auth: { bmeventId },
    reconnection: false,
    forceNew: true,
  });
  t.sockets.push(socket);
  const heard: Heard[] = [];
  socket.onAny((event: string, p?: WatchBmevent) => heard.push({ event, stage: p?.stage, at: Date.now() }));
  const refused = await new Promise<string | undefined>((resolve) => {
    socket.on('connect', () => resolve(undefined));
    socket.on('connect_error', (err) => resolve(err.message));
  });
  return { heard, refused, at: Date.now() };
}

const gamesOf = async (id: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/tournaments/${id}/games` });
  expect(res.statusCode).toBe(200);
  return res.json().data as ArenaGames;
};

describe('arena games', () => {
  it('lists a running game with its players, lets anyone watch it late, then lists its result', async () => {
    const a = await arenaUser(t.app, true);
    const b = await arenaUser(t.app, true);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tournaments',
      headers: { cookie: a.cookie },
      payload: { name: 'Watched arena', event: 'decimal', minutes: 10, startsInMinutes: 0 },
    });
    const id = created.json().data.tournament.id as string;
    expect((await gamesOf(id)).live).toEqual([]);
    for (const p of [a, b])
      await t.app.inject({
        method: 'POST',
        url: `/api/tournaments/${id}/join`,
        headers: { cookie: p.cookie },
      });
    const pa = await onArenaPage(t.url, t.sockets, a, id);
    const pb = await onArenaPage(t.url, t.sockets, b, id);
    const sa = await until('A paired', () => pa.starts.at(-1));
    const sb = await until('B paired', () => pb.starts.at(-1));

    // The arena lists the game being played: event, both players with their sessions, no score.
    const running = await gamesOf(id);
    expect(running.finished).toEqual([]);
    expect(running.live).toHaveLength(1);
    const g = running.live[0];
    expect(g).toMatchObject({ matchId: sa.matchId, event: 'decimal', result: null });
    expect(g?.startedAt).toEqual(expect.any(String));
    expect(g?.players).toEqual(
      expect.arrayContaining([
        { userName: a.userName, bmevent: sa.bmeventId, left: false, score: null },
        { userName: b.userName, bmevent: sb.bmeventId, left: false, score: null },
      ]),
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/tournaments/nope/games' })).statusCode).toBe(404);

    // A player may not watch their own game; a viewer gets memorize only the delay after A does.
    expect((await watcher(a.cookie, sb.bmeventId)).refused).toBe(
      'You can watch your opponent once you have finished.',
    );
    const viewer = await signup(t.app);
    const w = await watcher(viewer.cookie, sa.bmeventId);
    expect(w.refused).toBeUndefined();
    const ga = await game(t.url, t.sockets, { ...pa, versus: pa.main } as never, sa.bmeventId);
    const gb = await game(t.url, t.sockets, { ...pb, versus: pb.main } as never, sb.bmeventId);
    const playerMem: number[] = [];
    ga.socket.on('update', (u: { stage?: string }) => {
      if (u.stage === 'mem') playerMem.push(Date.now());
    });
    await ga.emit('ready', sa.bmeventId);
    await gb.emit('ready', sb.bmeventId);
    const first = await until('viewer bmevent', () => w.heard.find((h) => h.event === 'bmevent'));
    expect(first.at - w.at).toBeGreaterThanOrEqual(DELAY_MS - 20);
    const mine = await until('A in memorize', () => playerMem[0]);
    const seen = await until('viewer memorize', () =>
      w.heard.find((h) => (h.event === 'update-stage' || h.event === 'bmevent') && h.stage === 'mem'),
    );
    expect(seen.at - mine).toBeGreaterThanOrEqual(DELAY_MS - 20);

    // Once the game is over it moves to the finished list with its result.
    await ga.emit('finished', sa.bmeventId);
    await gb.emit('finished', sb.bmeventId);
    const done = await until('game finished', async () => {
      const list = await gamesOf(id);
      return list.finished.find((x) => x.matchId === sa.matchId) ? list : undefined;
    });
    const over = done.finished.find((x) => x.matchId === sa.matchId);
    expect(over?.result?.reason).toEqual(expect.stringMatching(/^(score|forfeit|aborted)$/));
    expect(done.live.some((x) => x.matchId === sa.matchId)).toBe(false);
  }, 30_000);
});
