import { EVENT_NAMES, type EventName, eventByName } from '@mnemoria/events';
import type { Redis } from 'ioredis';
import { UNKNOWN_MEM_MS } from '../bmevent/bests.ts';
import type { PgBoard, Standing } from './pg-board.ts';

const bestOf = ({ value, memMs }: MirrorEntry) => ({ value, memMs });

/**
 * A copy of the leaderboard in Redis sorted sets, so a page and a rank cost O(log n) however many
 * users there are. Per event, a sorted set orders members by score ascending, then by member
 * bytes: the score is the best turned so that lower is better (minus the points; Blocktris ms as
 * they are) and the member is `<memorize ms, 10 digits>:<reached-at µs, 17 digits>:<user id>`
 * (an unmeasured memorize time as UNKNOWN_MEM_MS), which is exactly the database's order (best,
 * then memorize time, then who reached it first, then user id). A hash maps each user to
 * their current member so a new best replaces the old entry.
 *
 * The database stays the source of truth: the mirror is written after each committed result from
 * the committed row, only ever moving a user up (a best is never replaced by a worse one), and is
 * rebuilt from the database when it is missing or the schema changed (marker key). Until the
 * marker is set, reads go to the database.
 */

/** Bump when the encoding above changes: the mirror is rebuilt on the next start. */
const MIRROR_VERSION = 'v2';

// For each (user, score, member) triple: replaces the user's entry only when the new one sorts
// strictly before the old one. Many triples per call, so a rebuild is a few round trips.
const UPSERT = `
local n = 0
for i = 1, #ARGV, 3 do
  local user, score, member = ARGV[i], ARGV[i + 1], ARGV[i + 2]
  local old = redis.call('HGET', KEYS[2], user)
  local keep = false
  if old then
    local s = tonumber(redis.call('ZSCORE', KEYS[1], old))
    local ns = tonumber(score)
    if s and (s < ns or (s == ns and old <= member)) then keep = true else redis.call('ZREM', KEYS[1], old) end
  end
  if not keep then
    redis.call('ZADD', KEYS[1], score, member)
    redis.call('HSET', KEYS[2], user, member)
    n = n + 1
  end
end
return n`;

// Whether the mirror is built, the board's size, the user's rank (0-based) and their entry's
// score, in one round trip.
const STANDING = `
local ready = redis.call('GET', KEYS[3]) or ''
local total = redis.call('ZCARD', KEYS[1])
local member = redis.call('HGET', KEYS[2], ARGV[1])
if not member then return {ready, total} end
local rank = redis.call('ZRANK', KEYS[1], member)
if not rank then return {ready, total} end
return {ready, total, rank, redis.call('ZSCORE', KEYS[1], member), member}`;

const speedEvent = (event: EventName) => eventByName(event).headline === 'speed';

/** Thrown by a read when the mirror is not (or no longer) built: the caller reads the database. */
export class MirrorNotReady extends Error {
  constructor() {
    super('the leaderboard mirror is being rebuilt');
  }
}

export interface MirrorEntry {
  userId: string;
  value: number;
  memMs: number | null;
}

const MEM_DIGITS = 10;
const AT_DIGITS = 17;
/** Where the user id starts in a member: after both fixed-width fields and their colons. */
const USER_AT = MEM_DIGITS + 1 + AT_DIGITS + 1;

export class RedisMirror {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    redis.defineCommand('mnBoardUpsert', { numberOfKeys: 2, lua: UPSERT });
    redis.defineCommand('mnBoardStanding', { numberOfKeys: 3, lua: STANDING });
  }

  private zkey = (event: EventName) => `${this.prefix}board:${MIRROR_VERSION}:${event}:z`;
  private hkey = (event: EventName) => `${this.prefix}board:${MIRROR_VERSION}:${event}:h`;
  private readyKey = () => `${this.prefix}board:${MIRROR_VERSION}:ready`;
  private lockKey = () => `${this.prefix}board:${MIRROR_VERSION}:rebuilding`;

  private encode(event: EventName, s: Standing): [string, string] {
    const score = speedEvent(event) ? s.value : s.value === 0 ? 0 : -s.value;
    const mem = String(s.memMs ?? UNKNOWN_MEM_MS).padStart(MEM_DIGITS, '0');
    return [String(score), `${mem}:${s.atMicros.padStart(AT_DIGITS, '0')}:${s.userId}`];
  }

  private decode(event: EventName, member: string, score: string): MirrorEntry {
    const n = Number(score);
    const mem = Number(member.slice(0, MEM_DIGITS));
    return {
      userId: member.slice(USER_AT),
      value: speedEvent(event) || n === 0 ? n : -n,
      memMs: mem === UNKNOWN_MEM_MS ? null : mem,
    };
  }

  /** The marker the mirror was last rebuilt for, or null when it must be (re)built. */
  async builtFor(): Promise<string | null> {
    return this.redis.get(this.readyKey());
  }

  /** Sends every process back to the database until the mirror is rebuilt (the next start). */
  async invalidate(): Promise<void> {
    await this.redis.del(this.readyKey());
  }

  async upsert(event: EventName, s: Standing): Promise<void> {
    const [score, member] = this.encode(event, s);
    const run = this.redis as unknown as {
      mnBoardUpsert(z: string, h: string, ...triples: string[]): Promise<number>;
    };
    await run.mnBoardUpsert(this.zkey(event), this.hkey(event), s.userId, score, member);
  }

  /**
   * Rebuilds every event from the database. One process does it (a lock with expiry); reads use
   * the database meanwhile. Results committed during the rebuild are either in what it reads or
   * written by their own upsert after the old sets were dropped; the upsert keeps the better.
   */
  async rebuild(pg: PgBoard, marker: string): Promise<boolean> {
    const locked = await this.redis.set(this.lockKey(), marker, 'EX', 300, 'NX');
    if (locked !== 'OK') return false;
    try {
      await this.redis.del(this.readyKey());
      for (const event of EVENT_NAMES) {
        await this.redis.del(this.zkey(event), this.hkey(event));
        for await (const batch of pg.all(event)) {
          const triples = batch.flatMap((s) => [s.userId, ...this.encode(event, s)]);
          await (
            this.redis as unknown as { mnBoardUpsert(z: string, h: string, ...a: string[]): Promise<number> }
          ).mnBoardUpsert(this.zkey(event), this.hkey(event), ...triples);
        }
      }
      await this.redis.set(this.readyKey(), marker);
      return true;
    } finally {
      await this.redis.del(this.lockKey());
    }
  }

  async slice(event: EventName, offset: number, limit: number): Promise<MirrorEntry[]> {
    const flat = await this.redis.zrange(this.zkey(event), offset, offset + limit - 1, 'WITHSCORES');
    const out: MirrorEntry[] = [];
    for (let i = 0; i + 1 < flat.length; i += 2)
      out.push(this.decode(event, flat[i] as string, flat[i + 1] as string));
    return out;
  }

  /** 1-based rank and best of the user (null when not ranked) and the number of ranked users. */
  async standing(event: EventName, userId: string) {
    const run = this.redis as unknown as {
      mnBoardStanding(z: string, h: string, ready: string, user: string): Promise<(string | number)[]>;
    };
    const [ready, total, rank, score, member] = await run.mnBoardStanding(
      this.zkey(event),
      this.hkey(event),
      this.readyKey(),
      userId,
    );
    // Another process found the mirror behind (a failed update) or is rebuilding it.
    if (!ready) throw new MirrorNotReady();
    const me =
      rank === undefined || score === undefined || member === undefined
        ? null
        : { rank: Number(rank) + 1, ...bestOf(this.decode(event, String(member), String(score))) };
    return { total: Number(total ?? 0), me };
  }

  /** Drops a user the database no longer has (a deleted account). */
  async forget(event: EventName, userId: string): Promise<void> {
    const member = await this.redis.hget(this.hkey(event), userId);
    if (member) await this.redis.multi().zrem(this.zkey(event), member).hdel(this.hkey(event), userId).exec();
  }
}
