import { describe, expect, it } from 'vitest';
import { MODE } from '../../src/plugins/app/versus/service.ts';
import type { TestApp } from '../helpers.ts';
import { twoProcessPass, useTwoProcesses } from '../versus/two-process-helpers.ts';
import { FAST_VERSUS, joinVersus, type Player } from '../versus/versus-helpers.ts';
import { expectOneEach, openMatchesOf } from './one-match-helpers.ts';

const PAIRS = 50;

/**
 * Two processes on one PostgreSQL and one Redis, as in production behind a proxy: every user
 * searches from a tab on each process at once, 50 such pairs of searches racing the pairing of both
 * processes. The pool (Redis) keeps one entry per user and the database one open match per user.
 */
describe.skipIf(!twoProcessPass)('one open match per user across two processes', () => {
  const { apps, urls, sockets } = useTwoProcesses('one', {
    versus: { ...FAST_VERSUS, tickMs: 20 },
    rateLimits: { signup: { max: 10_000, windowMs: 3_600_000 } },
  });

  it(`${PAIRS} racing pairs of searches (one tab on each process) leave no user in two matches`, async () => {
    const [one, two] = apps as [TestApp, TestApp];
    const tabs: [Player, Player][] = [];
    for (let i = 0; i < PAIRS; i++) {
      const first = await joinVersus(one.app, urls[0] as string, sockets);
      tabs.push([first, await joinVersus(two.app, urls[1] as string, sockets, first)]);
    }
    const acks = await Promise.all(
      tabs.flatMap(([x, y]) => [x.emit('search', '1v1'), y.emit('search', '1v1')]),
    );
    for (const ack of acks) expect(ack.success, JSON.stringify(ack)).toBe(true);
    const ids = tabs.map(([x]) => x.userId);
    // Both processes pair every 20 ms: let them settle.
    let paired = 0;
    for (let i = 0; i < 200 && paired < PAIRS; i++) {
      await new Promise((r) => setTimeout(r, 50));
      paired = (await openMatchesOf(one.app, ids)).size;
    }
    expect(paired).toBe(PAIRS);
    await Promise.all([one.app.versus.service.drain(), two.app.versus.service.drain()]);
    await expectOneEach(one.app, ids);
    for (const id of ids) expect(await two.app.versus.pool.get(MODE, id)).toBeUndefined();
  });
});
