import { describe, expect, it } from 'vitest';
import { MODE } from '../../src/plugins/app/versus/service.ts';
import { useListeningApp } from '../helpers.ts';
import { FAST_VERSUS, joinVersus, type Player, until } from '../versus/versus-helpers.ts';
import { expectOneEach, openMatchesOf } from './one-match-helpers.ts';

// Pairing runs on every search and on the test's own ticks only (no timer in between).
const t = useListeningApp({
  versus: { ...FAST_VERSUS, tickMs: 60_000 },
  rateLimits: { signup: { max: 10_000, windowMs: 3_600_000 } },
});

describe('one open match per user', () => {
  it("a second tab's search while the first is being paired never opens a second match", async () => {
    const ids: string[] = [];
    // Four rounds cover every delay between the two pairs of searches (0–3 ms).
    for (let round = 0; round < 4; round++) {
      const [a, b, c] = [
        await joinVersus(t.app, t.url, t.sockets),
        await joinVersus(t.app, t.url, t.sockets),
        await joinVersus(t.app, t.url, t.sockets),
      ];
      const a2: Player = await joinVersus(t.app, t.url, t.sockets, a);
      ids.push(a.userId, b.userId, c.userId);
      // A and B search (the second search pairs them); within milliseconds A's other tab and C do.
      const first = [a.emit('search', '1v1'), b.emit('search', '1v1')];
      await new Promise((r) => setTimeout(r, round % 4));
      const second = [a2.emit('search', '1v1'), c.emit('search', '1v1')];
      const acks = await Promise.all([...first, ...second]);
      for (const ack of acks) expect(ack.success, JSON.stringify(ack)).toBe(true);
      await t.app.versus.tick();
      await t.app.versus.tick();
    }
    // The pairing rounds the searches started may still be opening matches.
    await t.app.versus.service.drain();
    await expectOneEach(t.app, ids);
    // Everyone was paired or still searches: nobody was lost on the way.
    const open = await openMatchesOf(t.app, ids);
    for (const id of ids)
      if (!open.has(id)) expect(await t.app.versus.pool.get(MODE, id), `${id} lost`).toBeDefined();
    // Generous: on the embedded database every query of 16 users' sign-ups, sockets and pairings
    // runs on one connection, and CI runs other heavy files beside this one.
  }, 240_000);

  it('answers a search of a user already in a match with that match, and the database refuses a second', async () => {
    const [a, b, c] = [
      await joinVersus(t.app, t.url, t.sockets),
      await joinVersus(t.app, t.url, t.sockets),
      await joinVersus(t.app, t.url, t.sockets),
    ];
    await a.emit('search', '1v1');
    await b.emit('search', '1v1');
    await until('A and B paired', () => a.state()?.stage === 'choice');
    const again = await a.emit('search', '1v1');
    if (!again.success) throw new Error(again.error);
    expect(again.state.stage).toBe('choice');
    expect(again.state.searchId).toBeNull();
    expect(await t.app.versus.pool.get(MODE, a.userId)).toBeUndefined();
    // Whatever code path tried it, a second open match for A is refused by the database itself.
    const insert = t.app.versus.repo.insert({
      id: `m-${a.userId}`,
      mode: MODE,
      stage: 'choice',
      seed: 'x',
      userA: a.userId,
      userB: c.userId,
      players: [],
    });
    await expect(insert).rejects.toThrow();
    expect(await openMatchesOf(t.app, [a.userId, c.userId])).toEqual(new Map([[a.userId, 1]]));
  }, 120_000);
});
