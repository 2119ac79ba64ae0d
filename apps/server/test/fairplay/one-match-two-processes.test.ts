import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODE } from '../../src/plugins/app/versus/service.ts';
import { ownDatabase, sharedDatabase } from '../durability/server-process.ts';
import { startApp, type TestApp } from '../helpers.ts';
import { FAST_VERSUS, joinVersus, type Player } from '../versus/versus-helpers.ts';
import { expectOneEach, openMatchesOf } from './one-match-helpers.ts';

const shared = Boolean(sharedDatabase.url && sharedDatabase.redis);
const PAIRS = 50;

/**
 * Two processes on one PostgreSQL and one Redis, as in production behind a proxy: every user
 * searches from a tab on each process at once, 50 such pairs of searches racing the pairing of both
 * processes. The pool (Redis) keeps one entry per user and the database one open match per user.
 */
describe.skipIf(!shared)('one open match per user across two processes', () => {
  const apps: TestApp[] = [];
  const urls: string[] = [];
  const sockets: Socket[] = [];
  let database: Awaited<ReturnType<typeof ownDatabase>> | undefined;

  beforeAll(async () => {
    database = await ownDatabase(sharedDatabase.url ?? '');
    process.env.DATABASE_URL = database.url;
    const redisPrefix = `test:one:${randomBytes(4).toString('hex')}:`;
    for (let i = 0; i < 2; i++) {
      const t = await startApp({
        versus: { ...FAST_VERSUS, tickMs: 20 },
        redisPrefix,
        rateLimits: { signup: { max: 10_000, windowMs: 3_600_000 } },
      });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(t);
      urls.push(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
    }
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    for (const t of apps) await t.close();
    process.env.DATABASE_URL = sharedDatabase.url;
    await database?.drop();
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
