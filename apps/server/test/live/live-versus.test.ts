import { type VersusLive, VIEWER_REFUSAL, type WatchBmevent } from '@mnemoria/protocol';
import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { RECALL_LAG_MS } from '../../src/plugins/app/bmevent/stages.ts';
import { expectNoKey, perfectAnswerOf, stored } from '../bmevent/session-helpers.ts';
import { signup, useListeningApp } from '../helpers.ts';
import { FAST_VERSUS, joinVersus, loadBoth, playToStart, until } from '../versus/versus-helpers.ts';

const DELAY_MS = 300;
const t = useListeningApp({ versus: FAST_VERSUS, versusWatchDelayMs: DELAY_MS });

interface Heard {
  event: string;
  args: unknown[];
  at: number;
}

/** A socket recording every push with the moment it arrived. */
async function recorder(nsp: string, cookie: string, auth?: Record<string, unknown>) {
  const socket: Socket = connect(`${t.url}${nsp}`, {
    transports: ['websocket'],
    extraHeaders: { cookie },
    auth,
    reconnection: false,
    forceNew: true,
  });
  t.sockets.push(socket);
  const heard: Heard[] = [];
  socket.onAny((event: string, ...args: unknown[]) => heard.push({ event, args, at: Date.now() }));
  const refused = await new Promise<string | undefined>((resolve) => {
    socket.on('connect', () => resolve(undefined));
    socket.on('connect_error', (err) => resolve(err.message));
  });
  const first = (event: string, pred: (p: WatchBmevent & VersusLive) => boolean = () => true) =>
    until(`${nsp} ${event}`, () =>
      heard.find((h) => h.event === event && pred(h.args[0] as WatchBmevent & VersusLive)),
    );
  return { socket, heard, refused, first, at: Date.now() };
}

const watchFor = (cookie: string, bmeventId: string) => recorder('/watch', cookie, { bmeventId });

describe('watching versus matches', () => {
  it('lists a match by push, refuses its players as viewers, and shows viewers each player late, never the key early', async () => {
    const viewer = await signup(t.app);
    const main = await recorder('/', viewer.cookie);
    // The Lives page asks for the list when shown, and hears its changes from then on.
    await main.socket.timeout(5000).emitWithAck('get-versus-lives');
    const a = await joinVersus(t.app, t.url, t.sockets);
    const b = await joinVersus(t.app, t.url, t.sockets);
    const ids = await playToStart(t.app, a, b, ['words', 'words']);

    // The match appears on the Lives page by push, both players with their sessions.
    const pushed = await main.first('new-versus-live', (p) => p.players?.some((x) => x.bmevent === ids.idA));
    const live = pushed.args[0] as VersusLive;
    expect(live).toMatchObject({ eventName: 'words' });
    expect(live.players).toEqual(
      expect.arrayContaining([
        { user: { userName: a.userName }, bmevent: ids.idA, left: false },
        { user: { userName: b.userName }, bmevent: ids.idB, left: false },
      ]),
    );
    const asked = (await main.socket.timeout(5000).emitWithAck('get-versus-lives')) as {
      success: boolean;
      lives: VersusLive[];
    };
    expect(asked.lives.find((l) => l._id === live._id)).toEqual(live);

    // A player may watch neither session of their own match before finishing.
    for (const id of [ids.idB, ids.idA])
      expect((await watchFor(a.cookie, id)).refused).toBe(
        'You can watch your opponent once you have finished.',
      );

    const key = (await perfectAnswerOf(t.app, ids.idA)) as string[];
    const watcher = await watchFor(viewer.cookie, ids.idA);
    expect(watcher.refused).toBeUndefined();
    const first = await watcher.first('bmevent');
    expect(first.at - watcher.at).toBeGreaterThanOrEqual(DELAY_MS - 20);
    expect(first.args[0]).toMatchObject({
      _id: ids.idA,
      viewer: true,
      userName: a.userName,
      watchDelayMs: DELAY_MS,
    });

    // Every viewer write is refused.
    for (const write of ['update', 'ready', 'finished', 'exit', 'play-sound', 'tetris-update']) {
      const ack = await watcher.socket.timeout(5000).emitWithAck(write, ids.idA, 'stage', 'res', 9);
      expect(ack).toEqual({ success: false, error: VIEWER_REFUSAL });
    }

    const { ga } = await loadBoth(t.url, t.sockets, a, b, ids);
    const playerHeard: Heard[] = [];
    ga.socket.onAny((event: string, ...args: unknown[]) => playerHeard.push({ event, args, at: Date.now() }));
    await until('A in recall', async () => (await stored(t.app, ids.idA)).stage === 'rec');
    const typed = key.map((w, i) => (i < 3 ? w : null));
    expect(await ga.emit('update', ids.idA, 'answer', typed, 1)).toMatchObject({ success: true });
    expect(await ga.emit('finished', ids.idA)).toMatchObject({ success: true });

    const res = await watcher.first('update-stage', (p) => p.stage === 'res');
    const row = await stored(t.app, ids.idA);
    // The result (and with it the answer key) reaches viewers only once the match's recall is over.
    const recallOver = (row.recStartedAt as Date).getTime() + row.recTime * 1000 + RECALL_LAG_MS;
    expect(res.at).toBeGreaterThanOrEqual(recallOver - 20);
    const playerRes = await until('player res', () =>
      playerHeard.find((h) => h.event === 'update' && (h.args[0] as WatchBmevent).stage === 'res'),
    );
    expect(res.at).toBeGreaterThan(playerRes.at);

    // Each stage reaches viewers at least the delay after its player.
    const playerRec = await until('player rec', () =>
      playerHeard.find((h) => h.event === 'update' && (h.args[0] as WatchBmevent).stage === 'rec'),
    );
    const viewerRec = await watcher.first('update-stage', (p) => p.stage === 'rec');
    expect(viewerRec.at - playerRec.at).toBeGreaterThanOrEqual(DELAY_MS - 20);

    // Before the result no viewer payload carries the key or the player's answers (memorize shows
    // the items both players see).
    const before = watcher.heard.filter((h) => h.at < res.at);
    for (const h of before) {
      const stage = (h.args[0] as WatchBmevent | undefined)?.stage;
      if (stage !== 'mem') expectNoKey(h.args, key);
    }
    expect(before.some((h) => h.event === 'update' && 'answer' in (h.args[0] as object))).toBe(false);
    expect((res.args[0] as WatchBmevent).answer).toEqual(typed);
  });

  it('removes the match once a forfeit has decided it and ended the other recall', async () => {
    const viewer = await signup(t.app);
    const main = await recorder('/', viewer.cookie);
    // The Lives page asks for the list when shown, and hears its changes from then on.
    await main.socket.timeout(5000).emitWithAck('get-versus-lives');
    const a = await joinVersus(t.app, t.url, t.sockets);
    const b = await joinVersus(t.app, t.url, t.sockets);
    const ids = await playToStart(t.app, a, b, ['words', 'words']);
    const { ga, gb } = await loadBoth(t.url, t.sockets, a, b, ids);
    await until('recall', async () => (await stored(t.app, ids.idB)).stage === 'rec');
    // Long enough for the grace period to end first; A has answered, so the match counts.
    await t.app.database.db.execute(
      sql`update bmevents set deadline = now() + interval '1 minute' where id = ${ids.idA}`,
    );
    await ga.emit('update', ids.idA, 'answer', ['word'], 1);
    const watcher = await watchFor(viewer.cookie, ids.idB);
    expect(watcher.refused).toBeUndefined();
    // B goes away: after the grace period B has left, and the forfeit ends A's recall at once, so
    // the list's next push (debounced) already finds the match decided and removes it.
    b.close();
    gb.socket.disconnect();
    await watcher.first('user-exited');
    expect((await watchFor(viewer.cookie, ids.idB)).refused).toBe('This session is not live.');
    const matchId = ids.startA.matchId;
    await main.first('remove-versus-live', (p) => p._id === matchId);
    expect((await stored(t.app, ids.idA)).evaluation).toBe('win');
    const asked = (await main.socket.timeout(5000).emitWithAck('get-versus-lives')) as {
      lives: VersusLive[];
    };
    expect(asked.lives.some((l) => l._id === matchId)).toBe(false);
  });
});
