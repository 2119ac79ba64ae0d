import type { ClientBmevent } from '@mnemoria/protocol';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { perfectAnswerOf, stored } from '../bmevent/session-helpers.ts';
import { useListeningApp } from '../helpers.ts';
import { FAST_VERSUS, joinVersus, loadBoth, type Player, playToStart, until } from './versus-helpers.ts';

// Any two ratings pair at once: a winner searching again must not wait for the window to widen.
const t = useListeningApp({
  versus: { ...FAST_VERSUS, window: { initial: 1000, step: 0, stepMs: 1000, max: 1000, anyAfterMs: 0 } },
});

const stageOf = async (id: string) => (await stored(t.app, id)).stage;

/** Pushes a running stage's deadline a minute out, so only a forfeit or an abort can end it. */
async function holdStage(...ids: string[]) {
  for (const id of ids)
    await t.app.database.db.execute(
      sql`update bmevents set deadline = now() + interval '1 minute' where id = ${id}`,
    );
}

async function toStage(ids: { idA: string; idB: string }, stage: string) {
  await until(
    `both in ${stage}`,
    async () => (await stageOf(ids.idA)) === stage && (await stageOf(ids.idB)) === stage,
  );
}

/** The player closes every tab: the versus, main and game connections all drop. */
function gone(p: Player, game: { socket: { disconnect(): void } }) {
  p.close();
  game.socket.disconnect();
}

const ratingRows = async (userId: string) => t.app.versus.repo.ratingsOfUser(userId);

describe('versus: forfeits and aborts', () => {
  it('gives the remaining player the forfeit win as soon as the grace ends, and the next search starts cleanly', async () => {
    const a = await joinVersus(t.app, t.url, t.sockets);
    const b = await joinVersus(t.app, t.url, t.sockets);
    const ids = await playToStart(t.app, a, b, ['words', 'words']);
    const { ga, gb } = await loadBoth(t.url, t.sockets, a, b, ids);
    await toStage(ids, 'rec');
    await holdStage(ids.idA, ids.idB);
    const key = (await perfectAnswerOf(t.app, ids.idA)) as string[];
    expect(await ga.emit('update', ids.idA, 'answer', key, 1)).toMatchObject({ stored: true });

    gone(b, gb);
    await until('opponent-left', () => a.signals['opponent-left']?.at(-1));
    // No Done, no deadline: the forfeit itself ends A's recall, scores it and decides the match.
    const result = await until('A result', () => a.state()?.lastResult);
    expect(result).toMatchObject({ outcome: 'win', reason: 'forfeit', rated: true, bmeventId: ids.idA });
    const pushed = (await until('A session pushed as won', () =>
      ga.updates.find((u) => (u as Partial<ClientBmevent>).evaluation === 'win'),
    )) as unknown as ClientBmevent;
    expect(pushed).toMatchObject({ stage: 'res', running: false, score: key.length });
    expect((await ratingRows(a.userId)).find((r) => r.event === 'overall')?.games).toBe(1);

    // A searches again and meets a new player: Ready starts the match for both.
    const c = await joinVersus(t.app, t.url, t.sockets);
    a.signals['start-bmevent'] = [];
    const next = await playToStart(t.app, a, c, ['decimal', 'decimal']);
    expect(next.startA.matchId).toBe(next.startB.matchId);
    expect(next.startA.matchId).not.toBe(ids.startA.matchId);
    expect(a.signals['set-unready'] ?? []).toEqual([]);
    expect(c.signals['set-unready'] ?? []).toEqual([]);
  });

  it('aborts a match both players left mid-recall: nobody rated, no trial spent', async () => {
    const a = await joinVersus(t.app, t.url, t.sockets);
    const b = await joinVersus(t.app, t.url, t.sockets);
    const ids = await playToStart(t.app, a, b, ['words', 'words']);
    await until('trials counted', () => a.state()?.trials.played === 1 && b.state()?.trials.played === 1);
    const { ga, gb } = await loadBoth(t.url, t.sockets, a, b, ids);
    await toStage(ids, 'rec');
    await holdStage(ids.idA, ids.idB);
    const key = (await perfectAnswerOf(t.app, ids.idA)) as string[];
    await ga.emit('update', ids.idA, 'answer', key, 1);
    await gb.emit('update', ids.idB, 'answer', key.slice(0, 3), 1);

    gone(a, ga);
    gone(b, gb);
    const match = await until('match over', async () => {
      const m = await t.app.versus.repo.find(ids.startA.matchId);
      return m?.stage === 'over' && m;
    });
    expect(match.outcome).toMatchObject({ reason: 'aborted', winner: null });
    expect(await ratingRows(a.userId)).toEqual([]);
    expect(await ratingRows(b.userId)).toEqual([]);
    for (const p of [a, b]) {
      const state = await t.app.versus.service.state(p.userId);
      expect(state?.trials.played).toBe(0);
      expect(state?.lastResult).toMatchObject({ outcome: 'aborted', reason: 'aborted', rated: false });
    }
    for (const id of [ids.idA, ids.idB]) expect((await stored(t.app, id)).running).toBe(false);
  });

  it('aborts when the opponent leaves before anyone answered: the remaining player gets it at once', async () => {
    const a = await joinVersus(t.app, t.url, t.sockets);
    const b = await joinVersus(t.app, t.url, t.sockets);
    const ids = await playToStart(t.app, a, b, ['decimal', 'decimal']);
    const { ga, gb } = await loadBoth(t.url, t.sockets, a, b, ids);
    await toStage(ids, 'mem');
    await holdStage(ids.idA, ids.idB);

    gone(b, gb);
    const result = await until('A result', () => a.state()?.lastResult);
    expect(result).toMatchObject({ outcome: 'aborted', reason: 'aborted', rated: false });
    // A's memorize ends with the match, unscored; the page shows the aborted match, not a result.
    const ended = (await until('A session ended', () =>
      ga.updates.find((u) => (u as Partial<ClientBmevent>).exited === true),
    )) as unknown as ClientBmevent;
    expect(ended.running).toBe(false);
    await until('the trial given back', () => a.state()?.trials.played === 0);
    expect(await ratingRows(a.userId)).toEqual([]);
    expect(await ratingRows(b.userId)).toEqual([]);
    // The one who left sees the same when they come back.
    const back = await joinVersus(t.app, t.url, t.sockets, b);
    expect(await until('B state', () => back.state()?.lastResult)).toMatchObject({ outcome: 'aborted' });
  });
});
