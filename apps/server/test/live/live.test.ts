import type { LiveStandardItem } from '@mnemoria/protocol';
import { describe, expect, it } from 'vitest';
import { type Client, call, expectNoKey, init, perfectAnswerOf, stored } from '../bmevent/session-helpers.ts';
import { signup, useListeningApp } from '../helpers.ts';
import { openSocket, waitFor } from './live-helpers.ts';

const t = useListeningApp({ sweepIntervalMs: 60_000 });

async function newClient() {
  const { cookie, account } = await signup(t.app);
  return { app: t.app, cookie, userName: account.userName } as Client & { userName: string };
}

const liveShare = (c: Client, status: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/user/settings/live-share',
    payload: { status },
    headers: { cookie: c.cookie },
  });

const listed = (lives: LiveStandardItem[], id: string) => lives.some((l) => l.bmevent._id === id);

describe('live watching', () => {
  it('lists a shared session by push, and a viewer sees exactly what the player sees, never the key early', async () => {
    const a = await newClient();
    const b = await newClient();
    const main = await openSocket(t.url, '/', b.cookie, t.sockets);
    const { id } = await init(a, 'names');
    expect(listed((await main.emit('get-standard-lives')).lives, id)).toBe(false);

    const key = (await perfectAnswerOf(t.app, id)) as string[];
    const player = await openSocket(t.url, '/bmevent', a.cookie, t.sockets, { bmeventId: id });
    expect((await player.emit('ready', id)).bmevent.stage).toBe('cdm');
    // The list arrives by push on start, without asking.
    const pushed = await waitFor(main.got, 'standardLives', (p) => listed(p.lives, id));
    expect(pushed.lives.find((l: LiveStandardItem) => l.bmevent._id === id)).toEqual({
      user: { userName: a.userName },
      bmevent: { _id: id, name: 'names' },
    });
    expect(listed((await main.emit('get-standard-lives')).lives, id)).toBe(true);

    const viewer = await openSocket(t.url, '/watch', b.cookie, t.sockets, { bmeventId: id });
    expect(viewer.refused).toBeUndefined();
    const first = await waitFor(viewer.got, 'bmevent');
    expect(first).toMatchObject({ _id: id, stage: 'cdm', viewer: true, userName: a.userName });

    await player.emit('update', id, 'stage', 'mem', 0);
    const mem = await waitFor(viewer.got, 'update-stage', (p) => p.stage === 'mem');
    // Memorize: the viewer sees the items the player memorizes, as the player gets them.
    expect(mem.data).toEqual((await waitFor(player.got, 'update', (p) => p.stage === 'mem')).data);
    await player.emit('update', id, 'mem_main_item', 3, 1);
    expect(await waitFor(viewer.got, 'update', (p) => p.mem_main_item === 3)).toEqual({ mem_main_item: 3 });

    await player.emit('update', id, 'stage', 'cdr', 2);
    await player.emit('update', id, 'stage', 'rec', 3);
    await waitFor(viewer.got, 'update-stage', (p) => p.stage === 'rec');
    const typed = key.map((_, i) => (i === 0 ? 'Zzyzx' : null));
    expect(await player.emit('update', id, 'answer', typed, 4)).toMatchObject({
      success: true,
      stored: true,
    });
    expect(await waitFor(viewer.got, 'update', (p) => Array.isArray(p.answer))).toEqual({
      answer: typed,
      answerSeq: 4,
    });
    await player.emit('update', id, 'rec_main_item', 2, 5);
    await waitFor(viewer.got, 'update', (p) => p.rec_main_item === 2);

    // Every viewer write is refused and changes nothing.
    const before = await stored(t.app, id);
    const writes: [string, ...unknown[]][] = [
      ['update', id, 'answer', key, 99],
      ['update', id, 'stage', 'res', 100],
      ['update', id, 'rec_main_item', 0, 101],
      ['ready', id],
      ['finished', id],
      ['exit', id],
      ['play-sound', id, '/media/x.mp3'],
      ['tetris-update', id, 'recall', []],
      ['tetris-data-update', id, []],
    ];
    for (const [event, ...args] of writes) {
      expect(await viewer.emit(event, ...args), event).toEqual({
        success: false,
        error: 'Viewers cannot change a live session.',
      });
    }
    const after = await stored(t.app, id);
    expect([after.stage, after.answer, after.answerSeq, after.running]).toEqual([
      before.stage,
      before.answer,
      before.answerSeq,
      before.running,
    ]);
    expect(player.got.some((r) => r.event === 'play-sound')).toBe(false);
    // Nor can the viewer open the player's own channel of that session.
    expect((await openSocket(t.url, '/bmevent', b.cookie, t.sockets, { bmeventId: id })).refused).toBe(
      'Session not found',
    );

    // Before the result no viewer payload carries a key value; memorize and result do show it.
    const early = viewer.got.filter(
      (r) => !['mem', 'res'].includes((r.args[0] as { stage?: string } | undefined)?.stage ?? ''),
    );
    expect(early.length).toBeGreaterThanOrEqual(5);
    for (const r of early) expectNoKey(r.args, key);
    expect(() => expectNoKey(mem, key)).toThrow();

    expect((await player.emit('finished', id)).bmevent.stage).toBe('res');
    const res = await waitFor(viewer.got, 'update-stage', (p) => p.stage === 'res');
    expect(res.result).not.toBeNull();
    await waitFor(main.got, 'standardLives', (p) => !listed(p.lives, id));
    // A finished session is no longer watchable.
    expect((await openSocket(t.url, '/watch', b.cookie, t.sockets, { bmeventId: id })).refused).toBe(
      'This session is not live.',
    );
  });

  it('tells viewers when the player exits, and takes the session off the list', async () => {
    const a = await newClient();
    const b = await newClient();
    const main = await openSocket(t.url, '/', b.cookie, t.sockets);
    await main.emit('get-standard-lives');
    const { id } = await init(a, 'decimal');
    await call(a, 'POST', '/api/bmevent/ready', { id });
    const viewer = await openSocket(t.url, '/watch', b.cookie, t.sockets, { bmeventId: id });
    await waitFor(viewer.got, 'bmevent');
    expect((await call(a, 'POST', '/api/bmevent/exit', { id })).status).toBe(200);
    await waitFor(viewer.got, 'user-exited');
    await waitFor(main.got, 'standardLives', (p) => !listed(p.lives, id));
  });

  it('sends list changes only to sockets showing a list, until they leave it', async () => {
    const a = await newClient();
    const b = await newClient();
    const showing = await openSocket(t.url, '/', b.cookie, t.sockets);
    const elsewhere = await openSocket(t.url, '/', b.cookie, t.sockets);
    await showing.emit('get-standard-lives');
    const first = (await init(a, 'decimal')).id;
    await call(a, 'POST', '/api/bmevent/ready', { id: first });
    await waitFor(showing.got, 'standardLives', (p) => listed(p.lives, first));

    // The lists go off screen; the next change reaches only a socket still showing one.
    showing.socket.emit('leave-lives');
    // Messages of one socket are handled in order: once this is answered, the leave was handled.
    await showing.emit('get-count');
    const later = await openSocket(t.url, '/', b.cookie, t.sockets);
    await later.emit('get-standard-lives');
    const c = await newClient();
    const second = (await init(c, 'decimal')).id;
    await call(c, 'POST', '/api/bmevent/ready', { id: second });
    await waitFor(later.got, 'standardLives', (p) => listed(p.lives, second));
    expect(elsewhere.got.filter((g) => g.event === 'standardLives')).toEqual([]);
    const heard = showing.got.filter((g) => g.event === 'standardLives');
    expect(heard.some((g) => listed((g.args[0] as { lives: LiveStandardItem[] }).lives, second))).toBe(false);
    await call(a, 'POST', '/api/bmevent/exit', { id: first });
    await call(c, 'POST', '/api/bmevent/exit', { id: second });
  });

  it('never lists or lets anyone watch a session of a user without Live Share', async () => {
    const a = await newClient();
    const b = await newClient();
    expect((await liveShare(a, 'yes')).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/user/settings/live-share',
          payload: { status: false },
        })
      ).statusCode,
    ).toBe(401);

    // Switching off while watched: the viewer is sent away.
    const { id: watched } = await init(a, 'decimal');
    await call(a, 'POST', '/api/bmevent/ready', { id: watched });
    const viewer = await openSocket(t.url, '/watch', b.cookie, t.sockets, { bmeventId: watched });
    await waitFor(viewer.got, 'bmevent');
    const off = await liveShare(a, false);
    expect(off.json()).toEqual({ success: true, live_share: false });
    await waitFor(viewer.got, 'user-exited');
    const me = await call(a, 'GET', '/api/user');
    expect(me.body.user.settings.live_share).toBe(false);
    await call(a, 'POST', '/api/bmevent/exit', { id: watched });

    const main = await openSocket(t.url, '/', b.cookie, t.sockets);
    const { id } = await init(a, 'decimal');
    await call(a, 'POST', '/api/bmevent/ready', { id });
    expect(listed((await main.emit('get-standard-lives')).lives, id)).toBe(false);
    const refused = await openSocket(t.url, '/watch', b.cookie, t.sockets, { bmeventId: id });
    expect(refused.refused).toBe('This session is not shared.');
    expect((await openSocket(t.url, '/watch', b.cookie, t.sockets)).refused).toBe(
      'bmeventId is required to watch a session',
    );

    // Back on: listed again, by push.
    await liveShare(a, true);
    await waitFor(main.got, 'standardLives', (p) => listed(p.lives, id));
  });
});
