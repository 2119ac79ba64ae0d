import type { ChatHistoryResponse } from '@mnemoria/protocol';
import { describe, expect, it } from 'vitest';
import { useListeningApp } from '../helpers.ts';
import { FAST_VERSUS, joinVersus, playToStart, until } from './versus-helpers.ts';

const t = useListeningApp({ versus: FAST_VERSUS });

/** The match chat tells both players what happened: who joined, that it started, who left. */
describe("a versus match's chat", () => {
  it('gets a system line when the players join, when the match starts and when a player leaves', async () => {
    const a = await joinVersus(t.app, t.url, t.sockets);
    const b = await joinVersus(t.app, t.url, t.sockets);
    const { startA } = await playToStart(t.app, a, b, ['words', 'words']);
    const room = startA.matchId;
    const lines = async (cookie: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/chat/messages?room=${room}`,
        headers: { cookie },
      });
      return (res.json() as ChatHistoryResponse).messages;
    };
    const started = 'The match started: Words.';
    await until('start line', async () => (await lines(a.cookie)).some((m) => m.text === started));
    const seen = await lines(b.cookie);
    expect(seen.every((m) => m.type === 'system' && m.user === null)).toBe(true);
    expect(seen.map((m) => m.text).sort()).toEqual(
      [`${a.userName} joined the match.`, `${b.userName} joined the match.`, started].sort(),
    );

    // B goes away for good: after the grace period A reads that B left.
    b.close();
    await until('left line', async () =>
      (await lines(a.cookie)).some((m) => m.text === `${b.userName} left the match.`),
    );
  });
});
