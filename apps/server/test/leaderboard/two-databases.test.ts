import { randomBytes } from 'node:crypto';
import type { LeaderboardResponse } from '@mnemoria/protocol';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { ownDatabase, sharedDatabase } from '../durability/server-process.ts';
import { signup, startApp, type TestApp } from '../helpers.ts';
import { rankedUser } from './seed.ts';

/**
 * Two deployments whose databases differ but whose Redis and REDIS_PREFIX are the same (a staging
 * copy next to production, two test databases on one CI Redis): each must serve its own
 * leaderboard. Needs PostgreSQL and Redis (CI's second pass).
 */
const both = Boolean(sharedDatabase.url && sharedDatabase.redis);
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const done of cleanup.reverse()) await done();
});

async function board(t: TestApp, cookie: string) {
  const res = await t.app.inject({
    url: '/api/leaderboard/standardUsersData?event=dates&page=1',
    headers: { cookie },
  });
  return res.json() as LeaderboardResponse;
}

describe.skipIf(!both)('the leaderboard mirror with two databases on one Redis', () => {
  it('serves each database its own board, under one prefix', async () => {
    const prefix = `test:lb2:${randomBytes(4).toString('hex')}:`;
    // Two fresh databases: same migrations, different data.
    const [db1, db2] = [
      await ownDatabase(sharedDatabase.url as string),
      await ownDatabase(sharedDatabase.url as string),
    ];
    cleanup.push(
      () => db1.drop(),
      () => db2.drop(),
    );
    const first = await startApp({ redisPrefix: prefix, env: { DATABASE_URL: db1.url } });
    cleanup.push(() => first.close());
    const star = await rankedUser(first.app, 'dates', {
      value: 9_000_000,
      at: new Date('2026-03-01T10:00:00Z'),
    });
    await first.app.leaderboard.rebuild();
    const a = await signup(first.app);
    expect((await board(first, a.cookie)).leaderboard[0]?.userId).toBe(star.id);
    expect(first.app.leaderboard.readsFrom()).toBe('redis');

    const second = await startApp({ redisPrefix: prefix, env: { DATABASE_URL: db2.url } });
    cleanup.push(() => second.close());
    await second.app.leaderboard.start();
    expect(second.app.leaderboard.readsFrom()).toBe('redis');
    const b = await signup(second.app);
    const seen = await board(second, b.cookie);
    expect(seen.leaderboard.map((r) => r.userId)).not.toContain(star.id);
    expect(seen.total).toBe(0);
  });

  it('keeps its keys under REDIS_PREFIX', async () => {
    const prefix = `test:cfg:${randomBytes(4).toString('hex')}:`;
    const t = await startApp({ redisPrefix: undefined, env: { REDIS_PREFIX: prefix } });
    cleanup.push(() => t.close());
    await t.app.leaderboard.start();
    const redis = new Redis(sharedDatabase.redis as string);
    cleanup.push(async () => {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    });
    const keys = await redis.keys(`${prefix}*`);
    expect(keys.some((k) => /^test:cfg:[0-9a-f]{8}:db:[0-9a-f]{16}:board:/.test(k))).toBe(true);
  });
});
