import { randomBytes, randomUUID } from 'node:crypto';
import type { PoolEntry } from '@mnemoria/rating';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryPool, type Pair, RedisPool, type SearchPool } from '../../src/plugins/app/versus/pool.ts';
import { RedisPoolScripts } from '../../src/plugins/app/versus/pool-scripts.ts';

const TTL = 1_000;
const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : undefined;
afterAll(async () => {
  await redis?.quit();
});

const entry = (userId: string, rating = 1500): PoolEntry => ({
  searchId: randomUUID(),
  userId,
  rating,
  since: 0,
});
const everyone = (entries: PoolEntry[]): Pair[] => {
  const out: Pair[] = [];
  for (let i = 0; i + 1 < entries.length; i += 2) out.push([entries[i], entries[i + 1]] as Pair);
  return out;
};

type Clocked = { pool: SearchPool; clock: { now: number } };
const pools: [string, () => Clocked][] = [
  [
    'in process',
    () => {
      const clock = { now: 1_000_000 };
      return { pool: new MemoryPool(TTL, () => clock.now), clock };
    },
  ],
];
if (redis)
  pools.push([
    'Redis',
    () => {
      const clock = { now: 1_000_000 };
      const prefix = `test:pool:${randomBytes(4).toString('hex')}:`;
      return { pool: new RedisPool(redis, prefix, TTL, () => clock.now), clock };
    },
  ]);

describe.each(pools)('the search pool (%s)', (_name, make) => {
  it('keeps one entry per user and removes a search only by its own id, exactly once under a race', async () => {
    const { pool } = make();
    const first = await pool.add('1v1', entry('u1'));
    expect(await pool.add('1v1', entry('u1'))).toEqual(first);
    expect(await pool.remove('1v1', 'u1', randomUUID())).toBe(false);
    expect(await pool.get('1v1', 'u1')).toEqual(first);
    const removed = await Promise.all(
      Array.from({ length: 20 }, () => pool.remove('1v1', 'u1', first.searchId)),
    );
    expect(removed.filter(Boolean)).toHaveLength(1);
    expect(await pool.get('1v1', 'u1')).toBeUndefined();
  });

  it('forgets a search nobody renews (a crashed process), keeps a renewed one, never revives a removed one', async () => {
    const { pool, clock } = make();
    await pool.add('1v1', entry('ghost'));
    await pool.add('1v1', entry('alive'));
    await pool.add('1v1', entry('gone'));
    await pool.remove('1v1', 'gone');
    clock.now += TTL * 0.8;
    await pool.renew('1v1', ['alive', 'gone']);
    clock.now += TTL * 0.5;
    expect(await pool.get('1v1', 'ghost')).toBeUndefined();
    expect(await pool.get('1v1', 'gone')).toBeUndefined();
    let seen: string[] = [];
    await pool.take('1v1', (all) => {
      seen = all.map((e) => e.userId);
      return [];
    });
    expect(seen).toEqual(['alive']);
  });

  it('hands each entry to one pairing only when many pair at once', async () => {
    const { pool } = make();
    for (let i = 0; i < 40; i++) await pool.add('1v1', entry(`p${i}`));
    const rounds = await Promise.all(Array.from({ length: 8 }, () => pool.take('1v1', everyone)));
    const paired = rounds.flat(2).map((e) => e.userId);
    expect(new Set(paired).size).toBe(paired.length);
  });
});

describe.skipIf(!redis)('the Redis pool scripts', () => {
  it('frees the pairing lock only while it is still ours', async () => {
    const r = redis as Redis;
    const scripts = new RedisPoolScripts(r);
    const keys = { hash: 'h', expiry: 'e', lock: `test:lock:${randomBytes(4).toString('hex')}` };
    const mine = await scripts.lock(keys, 50);
    expect(mine).toBeDefined();
    expect(await scripts.lock(keys, 50)).toBeUndefined();
    // Our lock expired and another process took it: our late release must not free theirs.
    await new Promise((res) => setTimeout(res, 80));
    const theirs = await scripts.lock(keys, 5_000);
    await scripts.unlock(keys, mine as string);
    expect(await r.get(keys.lock)).toBe(theirs);
    await scripts.unlock(keys, theirs as string);
    expect(await r.get(keys.lock)).toBeNull();
  });

  it('gives an entry written before entries expired a time to live of its own', async () => {
    const r = redis as Redis;
    const prefix = `test:pool:${randomBytes(4).toString('hex')}:`;
    const clock = { now: 1_000_000 };
    const pool = new RedisPool(r, prefix, TTL, () => clock.now);
    await r.hset(`${prefix}vs:pool:1v1`, 'old', JSON.stringify(entry('old')));
    await pool.take('1v1', () => []);
    clock.now += TTL + 1;
    expect(await pool.get('1v1', 'old')).toBeUndefined();
  });
});
