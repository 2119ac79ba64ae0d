import type { ClientBmevent, VersusState } from '@mnemoria/protocol';
import { describe, expect, it } from 'vitest';
import { expectNoKey, perfectAnswerOf, stored } from '../bmevent/session-helpers.ts';
import { useListeningApp } from '../helpers.ts';
import { FAST_VERSUS, joinVersus, loadBoth, playToStart, until } from './versus-helpers.ts';

const t = useListeningApp({ versus: FAST_VERSUS });

const updatesIn = (updates: Record<string, unknown>[], stage: string) =>
  updates.filter((u) => (u as Partial<ClientBmevent>).stage === stage) as unknown as ClientBmevent[];
const lastResultOf = (s: VersusState | undefined) => s?.lastResult;

describe('a versus match played by two socket clients', () => {
  it('runs on one clock to a result the server decides, and moves the ratings apart', async () => {
    const a = await joinVersus(t.app, t.url, t.sockets);
    const b = await joinVersus(t.app, t.url, t.sockets);
    const ids = await playToStart(t.app, a, b, ['decimal', 'decimal']);
    expect(ids.event).toBe('decimal');
    const key = await perfectAnswerOf(t.app, ids.idA);
    // Same content for both players: one seed.
    expect(await perfectAnswerOf(t.app, ids.idB)).toEqual(key);
    // One versus trial counted per player at the start.
    await until('trial counted', () => a.state()?.trials.played === 1 && b.state()?.trials.played === 1);
    // The session handed out at the start (stage init) hides the items too.
    expectNoKey(ids.startA.bmevent.data, key as unknown[]);

    const { ga, gb } = await loadBoth(t.url, t.sockets, a, b, ids);
    await until('both sessions in cdm', async () => (await stored(t.app, ids.idB)).stage === 'cdm');
    const [ra, rb] = [await stored(t.app, ids.idA), await stored(t.app, ids.idB)];
    expect(ra.deadline?.getTime()).toBe(rb.deadline?.getTime());

    // A participant cannot move the stage nor leave.
    const moved = (await ga.emit('update', ids.idA, 'stage', 'mem', 1)) as {
      success: boolean;
      error: string;
    };
    expect(moved).toEqual({
      success: false,
      error: 'Versus players cannot change the stage: the match clock moves it.',
    });
    const exit = (await ga.emit('exit', ids.idA)) as { success: boolean; error: string };
    expect(exit).toEqual({ success: false, error: 'Versus players cannot leave a match early.' });
    expect(await a.emit('leave')).toEqual({
      success: false,
      error: 'Versus players cannot leave a match early.',
    });
    const httpStage = await t.app.inject({
      method: 'POST',
      url: '/api/bmevent/stage',
      payload: { id: ids.idA, stage: 'mem' },
      headers: { cookie: a.cookie },
    });
    expect(httpStage.statusCode).toBe(403);

    await until(
      'both in recall',
      async () =>
        (await stored(t.app, ids.idB)).stage === 'rec' && (await stored(t.app, ids.idA)).stage === 'rec',
    );
    const [recA, recB] = [await stored(t.app, ids.idA), await stored(t.app, ids.idB)];
    expect(recA.deadline?.getTime()).toBe(recB.deadline?.getTime());
    // No recall-stage payload carries the key.
    await until(
      'recall updates',
      () => updatesIn(ga.updates, 'rec').length > 0 && updatesIn(gb.updates, 'rec').length > 0,
    );
    for (const u of [
      ...updatesIn(ga.updates, 'rec'),
      ...updatesIn(gb.updates, 'rec'),
      ...updatesIn(ga.updates, 'cdr'),
    ])
      expectNoKey(u.data, key as unknown[]);

    // A recalls perfectly and submits; B's remaining recall is halved.
    expect(await ga.emit('update', ids.idA, 'answer', key, 1)).toMatchObject({ success: true, stored: true });
    const wrong = (key as string[]).map((d, i) => (i < 4 ? d : d === '1' ? '2' : '1'));
    expect(await gb.emit('update', ids.idB, 'answer', wrong, 1)).toMatchObject({
      success: true,
      stored: true,
    });
    const before = (await stored(t.app, ids.idB)).deadline?.getTime() ?? 0;
    const finished = (await ga.emit('finished', ids.idA)) as { bmevent: ClientBmevent };
    expect(finished.bmevent.stage).toBe('res');
    expect(finished.bmevent.evaluation).toBe('waiting');
    const half = await until('half-recall-time', () => gb.halves.at(-1));
    expect(new Date(half.deadline).getTime()).toBeLessThan(before);
    expect((await stored(t.app, ids.idB)).deadline?.toISOString()).toBe(half.deadline);

    // B's recall ends at the halved deadline (the sweep); the match is decided and pushed.
    const resA = await until('A win pushed', () =>
      ga.updates.map((u) => u as Partial<ClientBmevent>).find((u) => u.evaluation === 'win'),
    );
    const resB = await until('B lose pushed', () =>
      gb.updates.map((u) => u as Partial<ClientBmevent>).find((u) => u.evaluation === 'lose'),
    );
    expect(resA.score).toBeGreaterThan(resB.score ?? 0);

    const resultA = await until('A result state', () => lastResultOf(a.state()));
    const resultB = await until('B result state', () => lastResultOf(b.state()));
    expect(resultA.outcome).toBe('win');
    expect(resultB.outcome).toBe('lose');
    expect(resultA.reason).toBe('score');
    const mine = (r: typeof resultA, id: string) => r.players.find((p) => p.userId === id);
    expect(mine(resultA, a.userId)?.overall.after.rating).toBeGreaterThan(1500);
    expect(mine(resultA, b.userId)?.overall.after.rating).toBeLessThan(1500);
    expect(mine(resultA, a.userId)?.event.after.provisional).toBe(true);

    const ratings = await t.app.inject({
      method: 'GET',
      url: '/api/versus/ratings',
      headers: { cookie: a.cookie },
    });
    expect(ratings.json().ratings.decimal.rating).toBeGreaterThan(1500);
    expect(ratings.json().ratings.overall.games).toBe(1);

    // The profile's session counts add up with versus in them, and history says versus.
    const bests = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile/standard-bests',
      headers: { cookie: a.cookie },
    });
    expect(bests.json().bests.find((x: { name: string }) => x.name === 'decimal')).toMatchObject({
      sessions: 1,
      standardSessions: 0,
      practiceSessions: 0,
      versusSessions: 1,
    });
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/bmevent/history',
      headers: { cookie: a.cookie },
    });
    expect(history.json().data.sessions).toMatchObject([{ id: ids.idA, event: 'decimal', mode: 'versus' }]);

    // Watch Opponent: B's finished session, read-only.
    const watch = await t.app.inject({
      method: 'GET',
      url: `/api/versus/opponent/${ids.idB}`,
      headers: { cookie: a.cookie },
    });
    expect(watch.statusCode).toBe(200);
    expect(watch.json()).toMatchObject({
      success: true,
      userName: b.userName,
      bmevent: { viewer: true, stage: 'res' },
    });

    // The match's room and result, for its players only.
    const match = await t.app.inject({
      method: 'GET',
      url: `/api/versus/match/${resultA.matchId}`,
      headers: { cookie: b.cookie },
    });
    expect(match.json()).toMatchObject({
      success: true,
      result: { outcome: 'lose' },
      room: { stage: 'over' },
    });
    const stranger = await joinVersus(t.app, t.url, t.sockets);
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/api/versus/match/${resultA.matchId}`,
      headers: { cookie: stranger.cookie },
    });
    expect(hidden.statusCode).toBe(404);
    const notYours = await t.app.inject({
      method: 'GET',
      url: `/api/versus/opponent/${ids.idB}`,
      headers: { cookie: stranger.cookie },
    });
    expect(notYours.statusCode).toBe(404);

    // After the Exit of the result screen the state is back to none.
    const left = await a.emit('leave');
    expect(left.success && left.state.stage).toBe('none');
    expect(left.success && left.state.lastResult).toBeNull();
  });

  it('ends in a tie when both recall the same, and rates it as a draw', async () => {
    const a = await joinVersus(t.app, t.url, t.sockets);
    const b = await joinVersus(t.app, t.url, t.sockets);
    const ids = await playToStart(t.app, a, b, ['decimal', 'binary']);
    // Two different choices: the server picked one of them, shown to both.
    const room = a.state()?.room;
    expect(['decimal', 'binary']).toContain(room?.eventName);
    expect(room?.choiceMatched).toBe(false);
    expect(b.state()?.room?.eventName).toBe(room?.eventName);

    const { ga, gb } = await loadBoth(t.url, t.sockets, a, b, ids);
    await until(
      'both in recall',
      async () =>
        (await stored(t.app, ids.idA)).stage === 'rec' && (await stored(t.app, ids.idB)).stage === 'rec',
    );
    const key = (await perfectAnswerOf(t.app, ids.idA)) as string[];
    const half = key.map((d, i) => (i % 2 === 0 ? d : ''));
    await ga.emit('update', ids.idA, 'answer', half, 1);
    await gb.emit('update', ids.idB, 'answer', half, 1);
    await ga.emit('finished', ids.idA);
    await gb.emit('finished', ids.idB);
    const ra = await until('A result', () => lastResultOf(a.state()));
    const rb = await until('B result', () => lastResultOf(b.state()));
    expect(ra.outcome).toBe('tie');
    expect(rb.outcome).toBe('tie');
    const me = ra.players.find((p) => p.userId === a.userId);
    expect(me?.overall.after.rating).toBeCloseTo(1500, 0);
    expect((await stored(t.app, ids.idA)).evaluation).toBe('tie');
  });

  it('refuses answers after the halved deadline plus the lag allowance', async () => {
    const a = await joinVersus(t.app, t.url, t.sockets);
    const b = await joinVersus(t.app, t.url, t.sockets);
    const ids = await playToStart(t.app, a, b, ['decimal', 'decimal']);
    const { ga, gb } = await loadBoth(t.url, t.sockets, a, b, ids);
    await until(
      'both in recall',
      async () =>
        (await stored(t.app, ids.idA)).stage === 'rec' && (await stored(t.app, ids.idB)).stage === 'rec',
    );
    await ga.emit('finished', ids.idA);
    const half = await until('half-recall-time', () => gb.halves.at(-1));
    // Past the halved deadline + 2 s the write is refused (the session may have been scored already).
    await until(
      'past the halved deadline and lag',
      () => Date.now() > new Date(half.deadline).getTime() + 2_100,
    );
    const late = (await gb.emit('update', ids.idB, 'answer', ['1'], 5)) as {
      success: boolean;
      error: string;
    };
    expect(late.success).toBe(false);
    expect(late.error).toMatch(/too late|only accepted during recall/);
  });
});
