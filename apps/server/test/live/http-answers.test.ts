import { describe, expect, it, vi } from 'vitest';
import { type Client, call, init, perfectAnswerOf } from '../bmevent/session-helpers.ts';
import { signup, useListeningApp } from '../helpers.ts';
import { FAST_VERSUS, joinVersus, loadBoth, playToStart, until } from '../versus/versus-helpers.ts';
import { openSocket, waitFor } from './live-helpers.ts';

const t = useListeningApp({ sweepIntervalMs: 60_000, versus: FAST_VERSUS, versusWatchDelayMs: 100 });

/** A player with a shared practice session that has started. */
async function livePlayer() {
  const { cookie } = await signup(t.app);
  const c: Client = { app: t.app, cookie };
  const { id } = await init(c, 'decimal', 'practice', '?amount=20');
  expect((await call(c, 'POST', '/api/bmevent/ready', { id })).body.bmevent.stage).toBe('cdm');
  return { c, id };
}

describe('answers sent over HTTP', () => {
  it('reach the viewers of a solo session as the socket path sends them', async () => {
    const player = await livePlayer();
    const viewer = await signup(t.app);
    const key = (await perfectAnswerOf(t.app, player.id)) as string[];
    const watch = await openSocket(t.url, '/watch', viewer.cookie, t.sockets, { bmeventId: player.id });
    await waitFor(watch.got, 'bmevent');
    await call(player.c, 'POST', '/api/bmevent/stage', { id: player.id, stage: 'mem' });
    await call(player.c, 'POST', '/api/bmevent/stage', { id: player.id, stage: 'cdr' });
    await call(player.c, 'POST', '/api/bmevent/stage', { id: player.id, stage: 'rec' });
    await waitFor(watch.got, 'update-stage', (p) => p.stage === 'rec');
    const typed = key.map((d, i) => (i < 3 ? d : ''));
    const put = await call(player.c, 'PUT', '/api/bmevent/answer', { id: player.id, answer: typed, seq: 7 });
    expect(put.body).toEqual({ success: true, stored: true });
    expect(await waitFor(watch.got, 'update', (p) => Array.isArray(p.answer))).toEqual({
      answer: typed,
      answerSeq: 7,
    });
    // A stale write stores nothing and relays nothing.
    const stale = await call(player.c, 'PUT', '/api/bmevent/answer', { id: player.id, answer: key, seq: 6 });
    expect(stale.body).toMatchObject({ stored: false });
    await call(player.c, 'POST', '/api/bmevent/result', { id: player.id });
    await waitFor(watch.got, 'update-stage', (p) => p.stage === 'res');
    expect(watch.got.filter((g) => g.event === 'update' && 'answer' in (g.args[0] as object))).toHaveLength(
      1,
    );
  });

  it('go through the versus viewer rules for a versus session (never relayed during the recall)', async () => {
    const relay = vi.spyOn(t.app.live, 'relay');
    const a = await joinVersus(t.app, t.url, t.sockets);
    const b = await joinVersus(t.app, t.url, t.sockets);
    const ids = await playToStart(t.app, a, b, ['decimal', 'decimal']);
    await loadBoth(t.url, t.sockets, a, b, ids);
    const viewer = await signup(t.app);
    const watch = await openSocket(t.url, '/watch', viewer.cookie, t.sockets, { bmeventId: ids.idA });
    await until('recall', async () => (await t.app.bmevents.repo.find(ids.idA))?.stage === 'rec');
    const put = await call({ app: t.app, cookie: a.cookie }, 'PUT', '/api/bmevent/answer', {
      id: ids.idA,
      answer: ['1', '2'],
      seq: 3,
    });
    expect(put.body).toEqual({ success: true, stored: true });
    expect(relay).toHaveBeenCalledWith({ id: ids.idA, versus: true }, 'update', {
      answer: ['1', '2'],
      answerSeq: 3,
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(watch.got.some((g) => g.event === 'update' && 'answer' in (g.args[0] as object))).toBe(false);
    relay.mockRestore();
  });
});
