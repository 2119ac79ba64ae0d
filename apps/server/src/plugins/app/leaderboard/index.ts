import { type EventName, eventByName, isEventName } from '@mnemoria/events';
import { LEADERBOARD_PAGE_SIZE, type LeaderboardResponse } from '@mnemoria/protocol';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';
import { databaseIdentity } from './database-identity.ts';
import { PgBoard } from './pg-board.ts';
import { MirrorNotReady, RedisMirror } from './redis-mirror.ts';

const RETRY_MS = 5_000;

export interface LeaderboardOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** With Redis, pages and ranks come from its sorted-set mirror (see redis-mirror.ts). */
  redis?: { client: Redis; prefix: string };
}

/**
 * The standard leaderboard of each event. Reads come from the Redis mirror when there is one and
 * it is built, otherwise from the database's leaderboard indexes; both give the same order.
 */
export function createLeaderboard(opts: LeaderboardOptions) {
  const pg = new PgBoard(opts.db);
  let mirror: RedisMirror | undefined;
  let identity: Promise<string> | undefined;
  let mirrorReady = false;

  /**
   * The mirror of this database. Its keys carry the database's identity, so databases sharing one
   * Redis (and one REDIS_PREFIX) never read each other's boards.
   */
  async function mirrorOf(redis: NonNullable<LeaderboardOptions['redis']>): Promise<RedisMirror> {
    if (mirror) return mirror;
    identity ??= databaseIdentity(opts.db).catch((err) => {
      identity = undefined;
      throw err;
    });
    const id = await identity;
    mirror ??= new RedisMirror(redis.client, `${redis.prefix}db:${id}:`);
    return mirror;
  }
  let building: Promise<void> | undefined;
  let lastAttempt = 0;

  /** Which schema the data is at: a migration may rewrite bests, and then the mirror is rebuilt. */
  async function schemaMarker(): Promise<string> {
    const res = await opts.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const rows = Array.isArray(res) ? res : (res as { rows: Record<string, unknown>[] }).rows;
    return `migrations:${Number(rows[0]?.n ?? 0)}`;
  }

  /** Makes sure the mirror is built for this schema; reads use the database until it is. */
  function ensureMirror(): Promise<void> {
    const redis = opts.redis;
    if (!redis || mirrorReady) return Promise.resolve();
    // While Redis is down, a read tries it again at most every few seconds, not on every request.
    if (!building && Date.now() - lastAttempt < RETRY_MS) return Promise.resolve();
    lastAttempt = Date.now();
    building ??= (async () => {
      try {
        const mirror = await mirrorOf(redis);
        const marker = await schemaMarker();
        if ((await mirror.builtFor()) !== marker) {
          const started = Date.now();
          if (await mirror.rebuild(pg, marker))
            opts.log.info({ ms: Date.now() - started }, 'leaderboard mirror rebuilt from the database');
        }
        mirrorReady = (await mirror.builtFor()) === marker;
      } catch (err) {
        opts.log.warn({ err }, 'leaderboard mirror unavailable; reading the database');
      } finally {
        building = undefined;
      }
    })();
    return building;
  }

  async function source() {
    if (opts.redis && !mirrorReady) void ensureMirror();
    return mirror && mirrorReady ? mirror : pg;
  }

  return {
    /** Drops and rebuilds the Redis mirror from the database (after bests were edited by hand). */
    async rebuild(): Promise<void> {
      if (!opts.redis) return;
      await building;
      mirrorReady = false;
      lastAttempt = 0;
      await (await mirrorOf(opts.redis)).invalidate();
      await ensureMirror();
    },

    /** Where reads go now (tests and the health of a deployment can check it). */
    readsFrom: (): 'redis' | 'database' => (mirror && mirrorReady ? 'redis' : 'database'),

    /**
     * Builds the Redis mirror (when configured and not built for this schema yet); resolves once
     * it is ready or has failed. Reads use the database meanwhile.
     */
    start: ensureMirror,

    /**
     * Called after a finished session's result is committed: copies the user's standard best of
     * that event into the mirror. A failure sends reads back to the database until the mirror is rebuilt.
     */
    async resultCommitted(userId: string, event: string, mode: string): Promise<void> {
      if (!opts.redis || mode !== 'standard' || !isEventName(event)) return;
      try {
        const mirror = await mirrorOf(opts.redis);
        const standing = await pg.standing(event, userId);
        if (standing) await mirror.upsert(event, standing);
      } catch (err) {
        opts.log.error({ err, userId, event }, 'leaderboard mirror update failed');
        mirrorReady = false; // read the database until a rebuild succeeds
        lastAttempt = 0;
        await mirror?.invalidate().catch(() => {});
      }
    },

    async page(event: EventName, requested: number, userId: string): Promise<LeaderboardResponse> {
      let from = await source();
      let answer: LeaderboardResponse;
      try {
        answer = await read(from);
      } catch (err) {
        if (from === pg) throw err;
        if (!(err instanceof MirrorNotReady))
          opts.log.warn({ err }, 'leaderboard mirror read failed; reading the database');
        mirrorReady = false;
        from = pg;
        answer = await read(pg);
      }
      return answer;

      async function read(board: PgBoard | RedisMirror): Promise<LeaderboardResponse> {
        // Board size and own rank: one round trip to either store.
        const { total, me } =
          board === pg
            ? await pg.standingAndTotal(event, userId)
            : await (board as RedisMirror).standing(event, userId);
        const pages = Math.ceil(total / LEADERBOARD_PAGE_SIZE);
        const page = Math.max(1, Math.min(requested, pages));
        const offset = (page - 1) * LEADERBOARD_PAGE_SIZE;
        const slice = await board.slice(event, offset, LEADERBOARD_PAGE_SIZE);
        const named =
          board === pg ? (slice as Awaited<ReturnType<PgBoard['slice']>>) : await names(event, slice);
        return {
          success: true,
          event,
          headline: eventByName(event).headline,
          page,
          pageSize: LEADERBOARD_PAGE_SIZE,
          total,
          pages,
          leaderboard: named.map((r, i) => ({
            rank: offset + i + 1,
            userId: r.userId,
            userName: r.userName,
            image: r.image,
            highestScore: r.value,
            memorizeMs: r.memMs,
          })),
          me: { rank: me?.rank ?? null, highestScore: me?.value ?? null, memorizeMs: me?.memMs ?? null },
        };
      }
    },
  };

  /** Names and pictures of a mirror page's users (20 primary-key reads). */
  async function names(event: EventName, slice: { userId: string; value: number; memMs: number | null }[]) {
    if (slice.length === 0) return [];
    const rows = await opts.db
      .select({ id: users.id, userName: users.userName, image: users.image })
      .from(users)
      .where(
        inArray(
          users.id,
          slice.map((s) => s.userId),
        ),
      );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return slice.flatMap((s) => {
      const u = byId.get(s.userId);
      // A deleted account: dropped from the mirror so ranks close up again.
      if (!u) void mirror?.forget(event, s.userId).catch(() => {});
      return u ? [{ ...s, userName: u.userName, image: u.image }] : [];
    });
  }
}

export type Leaderboard = ReturnType<typeof createLeaderboard>;

declare module 'fastify' {
  interface FastifyInstance {
    leaderboard: Leaderboard;
  }
}
