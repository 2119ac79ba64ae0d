import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stored } from '../bmevent/session-helpers.ts';
import { useListeningApp } from '../helpers.ts';
import { FAST_VERSUS, game, joinVersus, playToStart, until } from './versus-helpers.ts';

const t = useListeningApp({ versus: FAST_VERSUS });

describe('versus: pairing, leaving and disconnecting', () => {
  it('never pairs a user with themself: two tabs share one search', async () => {
    const tab1 = await joinVersus(t.app, t.url, t.sockets);
    const tab2 = await joinVersus(t.app, t.url, t.sockets, tab1);
    const s1 = await tab1.emit('search', '1v1');
    const s2 = await tab2.emit('search', '1v1');
    expect(s1.success && s2.success).toBe(true);
    if (!s1.success || !s2.success) return;
    expect(s2.state.searchId).toBe(s1.state.searchId);
    expect(await t.app.versus.service.pair()).toBe(0);
    expect(tab1.state()?.stage).toBe('search');
    // The other tab hears about the search too (state and the main channel's versusSearch).
    await until('tab1 versusSearch', () => tab1.signals.versusSearch?.length);
    const cancelled = await tab2.emit('cancel', s1.state.searchId);
    expect(cancelled.success && cancelled.state.stage).toBe('none');
    expect(await tab1.emit('cancel', s1.state.searchId)).toEqual({
      success: false,
      error: 'No search with that id.',
    });
  });

  it('validates every request at the edge', async () => {
    const p = await joinVersus(t.app, t.url, t.sockets);
    const bad = await p.emit('search', '2v2');
    expect(bad.success).toBe(false);
    expect(await p.emit('set-ready', false)).toMatchObject({ success: false });
    expect(await p.emit('choice', 'chess')).toMatchObject({ success: false });
    expect(await p.emit('choice', 'words')).toEqual({ success: false, error: 'You are not in a match.' });
    expect(await p.emit('cancel', 'not-a-uuid')).toMatchObject({ success: false });
  });

  it('drops a player who disconnects while searching', async () => {
    const p = await joinVersus(t.app, t.url, t.sockets);
    await p.emit('search', '1v1');
    expect(await t.app.versus.service.state(p.userId)).toMatchObject({ stage: 'search' });
    p.close();
    await until(
      'dropped from the pool',
      async () => (await t.app.versus.service.state(p.userId))?.stage === 'none',
    );
  });

  it("tells the opponent 'Opponent left' when a player closes the tab during the choice", async () => {
    const a = await joinVersus(t.app, t.url, t.sockets);
    const b = await joinVersus(t.app, t.url, t.sockets);
    await a.emit('search', '1v1');
    await b.emit('search', '1v1');
    await t.app.versus.tick();
    await until('choice', () => a.state()?.stage === 'choice' && b.state()?.stage === 'choice');
    const choice = await a.emit('choice', 'words');
    expect(choice.success && choice.state.room?.players.find((p) => p.you)?.choiceLocked).toBe(true);
    expect(await a.emit('choice', 'cards')).toEqual({ success: false, error: 'Your choice is locked.' });
    await until('B sees A pick', () => b.state()?.room?.players.find((p) => !p.you)?.choice === 'words');
    b.close();
    const left = await until('opponent-left', () => a.signals['opponent-left']?.at(-1));
    expect(left).toMatchObject({ userName: b.userName });
    await until('A back to none', () => a.state()?.stage === 'none');
  });

  it('a player who disconnects mid-recall loses after the grace period', async () => {
    const a = await joinVersus(t.app, t.url, t.sockets);
    const b = await joinVersus(t.app, t.url, t.sockets);
    const ids = await playToStart(t.app, a, b, ['words', 'words']);
    const ga = await game(t.url, t.sockets, a, ids.idA);
    const gb = await game(t.url, t.sockets, b, ids.idB);
    await ga.emit('ready', ids.idA);
    await gb.emit('ready', ids.idB);
    await until('recall', async () => (await stored(t.app, ids.idB)).stage === 'rec');
    // Opponent cannot be watched before finishing.
    const early = await t.app.inject({
      method: 'GET',
      url: `/api/versus/opponent/${ids.idB}`,
      headers: { cookie: a.cookie },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toBe('You can watch your opponent once you have finished.');
    // Keep A's recall going long enough for the grace period to end first.
    await t.app.database.db.execute(
      sql`update bmevents set deadline = now() + interval '1 minute' where id = ${ids.idA}`,
    );
    // A has answered something, so the match counts (a match nobody answered in is aborted).
    await ga.emit('update', ids.idA, 'answer', ['word'], 1);
    b.close();
    gb.socket.disconnect();
    const left = await until('opponent-left', () => a.signals['opponent-left']?.at(-1));
    expect(left).toMatchObject({ userName: b.userName });
    expect((await stored(t.app, ids.idB)).exited).toBe(true);
    // A's recall ends with the forfeit, scored as it stands: A sees the win; the forfeit is rated.
    const result = await until('A result', () => a.state()?.lastResult);
    expect(result).toMatchObject({ outcome: 'win', reason: 'forfeit' });
    await until('A evaluation win', async () => (await stored(t.app, ids.idA)).evaluation === 'win');
  });

  it('a player who never loads leaves the match aborted when the load time is up', async () => {
    const a = await joinVersus(t.app, t.url, t.sockets);
    const b = await joinVersus(t.app, t.url, t.sockets);
    const ids = await playToStart(t.app, a, b, ['names', 'names']);
    expect(await a.emit('bmevent-loaded', ids.idA)).toMatchObject({ success: true });
    expect(a.state()?.room?.stage).toBe('loading');
    await t.app.database.db.execute(
      sql`update matches set deadline = now() where id = ${ids.startA.matchId}`,
    );
    await t.app.versus.tick();
    // Nobody has answered anything: aborted, not a forfeit win.
    const result = await until('A result', () => a.state()?.lastResult);
    expect(result).toMatchObject({ outcome: 'aborted', reason: 'aborted', rated: false });
    expect(await until('B told', () => b.state()?.lastResult)).toMatchObject({ outcome: 'aborted' });
    // Neither session is left running: both players may start something else.
    expect((await stored(t.app, ids.idA)).running).toBe(false);
    expect((await stored(t.app, ids.idB)).running).toBe(false);
  });

  it('refuses a search when the day’s free versus trials are used', async () => {
    const p = await joinVersus(t.app, t.url, t.sockets);
    const today = new Date().toISOString().slice(0, 10);
    await t.app.database.db.execute(
      sql`update users set fp = ${JSON.stringify({ versus: { chance: 5, played: 5 } })}::jsonb, fp_day = ${today} where id = ${p.userId}`,
    );
    expect(await p.emit('search', '1v1')).toEqual({
      success: false,
      error: 'You have used your 5 free versus trials for today. Upgrade to premium for unlimited trials.',
    });
    const state = await t.app.inject({
      method: 'GET',
      url: '/api/versus/state',
      headers: { cookie: p.cookie },
    });
    expect(state.json().state.trials).toEqual({ premium: false, chance: 5, played: 5 });
  });
});
