import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface PoolKeys {
  /** user id → entry JSON */
  hash: string;
  /** user id scored by when its entry expires (ms since the epoch) */
  expiry: string;
  lock: string;
}

/** Adds the entry unless the user already has one; either way returns the user's entry. */
const ADD = `
if redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[2]) == 1 then
  redis.call('ZADD', KEYS[2], ARGV[3], ARGV[1])
  return ARGV[2]
end
return redis.call('HGET', KEYS[1], ARGV[1])`;

/** The user's entry unless it has expired (an expired one is removed). */
const GET = `
local expires = redis.call('ZSCORE', KEYS[2], ARGV[1])
if expires and tonumber(expires) <= tonumber(ARGV[2]) then
  redis.call('HDEL', KEYS[1], ARGV[1])
  redis.call('ZREM', KEYS[2], ARGV[1])
  return false
end
return redis.call('HGET', KEYS[1], ARGV[1])`;

/** Removes the user's entry; with a search id, only that search (1 when removed). */
const REMOVE = `
local raw = redis.call('HGET', KEYS[1], ARGV[1])
if not raw then return 0 end
if ARGV[2] ~= '' and cjson.decode(raw).searchId ~= ARGV[2] then return 0 end
redis.call('HDEL', KEYS[1], ARGV[1])
redis.call('ZREM', KEYS[2], ARGV[1])
return 1`;

/**
 * Drops the expired entries and returns the others. An entry with no expiry (written before entries
 * had one) gets a full time to live from now, so it too ends unless its searcher renews it.
 */
const LIVE = `
local gone = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', ARGV[1])
for _, id in ipairs(gone) do
  redis.call('HDEL', KEYS[1], id)
  redis.call('ZREM', KEYS[2], id)
end
for _, id in ipairs(redis.call('HKEYS', KEYS[1])) do
  redis.call('ZADD', KEYS[2], 'NX', ARGV[2], id)
end
return redis.call('HVALS', KEYS[1])`;

/** Frees the lock only if it is still ours (it may have expired and been taken by another process). */
const UNLOCK = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * The pool's Redis steps, each one script: Redis runs a script alone, so a read and the write that
 * depends on it cannot be split by another process (a cancel between a check and its delete, or a
 * lock released after it had passed to another holder).
 */
export class RedisPoolScripts {
  constructor(private readonly redis: Redis) {}

  private run(script: string, keys: string[], args: (string | number)[]) {
    return this.redis.eval(script, keys.length, ...keys, ...args);
  }

  async add(k: PoolKeys, userId: string, raw: string, expires: number): Promise<string> {
    return (await this.run(ADD, [k.hash, k.expiry], [userId, raw, expires])) as string;
  }

  async get(k: PoolKeys, userId: string, now: number): Promise<string | null> {
    return (await this.run(GET, [k.hash, k.expiry], [userId, now])) as string | null;
  }

  async remove(k: PoolKeys, userId: string, searchId: string): Promise<boolean> {
    return (await this.run(REMOVE, [k.hash, k.expiry], [userId, searchId])) === 1;
  }

  /** Renews existing entries only (`XX`): a removed search is not brought back. */
  async renew(k: PoolKeys, userIds: readonly string[], expires: number): Promise<void> {
    await this.redis.zadd(k.expiry, 'XX', ...userIds.flatMap((id) => [expires, id]));
  }

  async live(k: PoolKeys, now: number, expires: number): Promise<string[]> {
    return (await this.run(LIVE, [k.hash, k.expiry], [now, expires])) as string[];
  }

  /** Takes the pairing lock for `ms`; the token to free it with, or undefined when it is held. */
  async lock(k: PoolKeys, ms: number): Promise<string | undefined> {
    const token = randomBytes(8).toString('hex');
    return (await this.redis.set(k.lock, token, 'PX', ms, 'NX')) === 'OK' ? token : undefined;
  }

  async unlock(k: PoolKeys, token: string): Promise<void> {
    await this.run(UNLOCK, [k.lock], [token]);
  }
}
