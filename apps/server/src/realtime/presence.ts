import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Server, Socket } from 'socket.io';

/** A process's entry expires this long after its last heartbeat (a crashed process drops out). */
const ENTRY_TTL_S = 30;
const HEARTBEAT_MS = 10_000;
/** `get-count` may be this stale; it saves a Redis round trip per request under load. */
const COUNT_CACHE_MS = 1_000;

/**
 * How many distinct users are online, kept as sockets come and go instead of listing every socket
 * of the cluster on each `get-count`. In-process it is a map of users to their socket counts.
 */
export class Presence {
  protected readonly local = new Map<string, number>();

  join(userId: string) {
    const n = this.local.get(userId) ?? 0;
    this.local.set(userId, n + 1);
    if (n === 0) this.firstSocket(userId);
  }

  leave(userId: string) {
    const n = this.local.get(userId) ?? 0;
    if (n <= 1) {
      this.local.delete(userId);
      if (n === 1) this.lastSocket(userId);
    } else this.local.set(userId, n - 1);
  }

  async count(): Promise<number> {
    return this.local.size;
  }

  async close(): Promise<void> {}
  protected firstSocket(_userId: string) {}
  protected lastSocket(_userId: string) {}
}

const presenceOf = new WeakMap<Server, Presence>();

/** Makes `presence` the count every signed-in socket of `io` joins (`countOnline`). */
export function keepPresence(io: Server, presence: Presence) {
  presenceOf.set(io, presence);
}

/**
 * Counts the socket's user online until the socket disconnects. Called by every signed-in
 * namespace at connection (io.ts `requireSession`): a solo game, a watch or a versus page holds
 * only its own namespace, not the app shell's main channel, and its user is online all the same.
 */
export function countOnline(socket: Socket, userId: string) {
  const presence = presenceOf.get(socket.nsp.server);
  if (!presence) return;
  presence.join(userId);
  socket.on('disconnect', () => presence.leave(userId));
}

/**
 * Presence shared by several processes: each keeps a Redis set of its online users under its own
 * key, refreshed by a heartbeat and listed in a sorted set by expiry; the count is the size of the
 * union of the live processes' sets (a user with tabs on two processes counts once).
 */
export class RedisPresence extends Presence {
  private readonly id = randomBytes(8).toString('hex');
  private readonly key: string;
  private readonly procs: string;
  private readonly keyOf: (processId: string) => string;
  private readonly heartbeat: NodeJS.Timeout;
  private cached: { at: number; value: Promise<number> } | null = null;

  constructor(
    private readonly redis: Redis,
    prefix: string,
    private readonly onError: (err: unknown) => void = () => {},
  ) {
    super();
    this.keyOf = (processId) => `${prefix}presence:${processId}`;
    this.key = this.keyOf(this.id);
    this.procs = `${prefix}presence:procs`;
    this.heartbeat = setInterval(() => void this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
    void this.beat();
  }

  /** Rewrites this process's set whole, so a restarted Redis or a lost write heals itself. */
  private async beat() {
    const users = [...this.local.keys()];
    const tx = this.redis.multi().del(this.key);
    if (users.length > 0) tx.sadd(this.key, ...users);
    await tx
      .expire(this.key, ENTRY_TTL_S)
      .zadd(this.procs, Date.now() + ENTRY_TTL_S * 1000, this.id)
      .exec()
      .catch(this.onError);
  }

  protected override firstSocket(userId: string) {
    void this.redis.multi().sadd(this.key, userId).expire(this.key, ENTRY_TTL_S).exec().catch(this.onError);
    this.cached = null;
  }

  protected override lastSocket(userId: string) {
    void this.redis.srem(this.key, userId).catch(this.onError);
    this.cached = null;
  }

  override count(): Promise<number> {
    const now = Date.now();
    if (this.cached && now - this.cached.at < COUNT_CACHE_MS) return this.cached.value;
    const value = (async () => {
      await this.redis.zremrangebyscore(this.procs, '-inf', now);
      const live = await this.redis.zrange(this.procs, 0, -1);
      const keys = live.map(this.keyOf);
      return keys.length === 0 ? 0 : (await this.redis.sunion(...keys)).length;
    })().catch((err: unknown) => {
      this.onError(err);
      return this.local.size;
    });
    this.cached = { at: now, value };
    return value;
  }

  override async close() {
    clearInterval(this.heartbeat);
    await this.redis
      .multi()
      .del(this.key)
      .zrem(this.procs, this.id)
      .exec()
      .catch(() => {});
  }
}
