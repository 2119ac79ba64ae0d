import { describe, expect, it } from 'vitest';
import { stored } from '../bmevent/session-helpers.ts';
import { useListeningApp } from '../helpers.ts';
import { FAST_VERSUS, joinVersus, loadBoth, type Player, playToStart, until } from './versus-helpers.ts';

const t = useListeningApp({ versus: FAST_VERSUS });

/** Two players who have just finished a decimal match (both submitted at once). */
async function finishedMatch() {
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
  await gb.emit('finished', ids.idB);
  await until('both results', () => a.state()?.lastResult && b.state()?.lastResult);
  return { a, b, matchId: ids.startA.matchId };
}

const rematchOf = (p: Player) => p.state()?.lastResult?.rematch;

describe('rematch', () => {
  it('opens a new match of the same event, picks locked, once both ask', async () => {
    const { a, b, matchId } = await finishedMatch();
    expect(rematchOf(a)).toEqual({ you: false, opponent: 'none' });

    const first = await a.emit('rematch', matchId);
    expect(first.success && first.state.lastResult?.rematch).toEqual({ you: true, opponent: 'none' });
    // The other sees the ask on their result at once.
    await until('B told', () => rematchOf(b)?.opponent === 'offered');
    expect(rematchOf(b)).toEqual({ you: false, opponent: 'offered' });

    const second = await b.emit('rematch', matchId);
    expect(second.success).toBe(true);
    const room = second.success ? second.state.room : null;
    expect(second.success && second.state.stage).toBe('choice');
    expect(room?._id).not.toBe(matchId);
    expect(room?.eventName).toBe('decimal');
    expect(room?.choiceLocked).toBe(true);
    expect(room?.players.map((p) => [p.choice, p.ready])).toEqual([
      ['decimal', false],
      ['decimal', false],
    ]);
    await until(
      'A in the new match',
      () => a.state()?.stage === 'choice' && a.state()?.room?._id === room?._id,
    );

    // The new match's chat says why it opened.
    await until('rematch line', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/chat/messages?room=${room?._id}`,
        headers: { cookie: a.cookie },
      });
      const texts = (res.json().messages ?? []) as { text: string }[];
      return texts.some((m) => m.text === 'Rematch: both players asked to play Decimal again.');
    });
    // Asking again on the old match changes nothing: both sit in the new one.
    expect(await a.emit('rematch', matchId)).toEqual({ success: false, error: 'You have left this match.' });
    // The new match plays as any other: both ready, it starts.
    await a.emit('set-ready', true);
    await b.emit('set-ready', true);
    await until('started', () => a.signals['start-bmevent']?.length === 2);
  });

  it('is refused once the opponent has left the result, and to anyone who did not play', async () => {
    const { a, b, matchId } = await finishedMatch();
    const left = await b.emit('leave');
    expect(left.success && left.state.stage).toBe('none');
    await until('A sees B gone', () => rematchOf(a)?.opponent === 'gone');
    expect(await a.emit('rematch', matchId)).toEqual({
      success: false,
      error: 'Your opponent has left: no rematch.',
    });
    const stranger = await joinVersus(t.app, t.url, t.sockets);
    expect(await stranger.emit('rematch', matchId)).toEqual({ success: false, error: 'No such match.' });
    const bad = await stranger.emit('rematch', 'nope');
    expect(bad.success).toBe(false);
  });
});
