import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { Db } from '../../../db/client.ts';
import type { UserRow } from '../../../db/schema.ts';
import type { CounterStore } from '../../../lib/counter-store.ts';
import type { Mailer } from '../../../lib/mailer.ts';
import type { RateLimits } from '../../../lib/rate-limits.ts';
import { AccountsService } from './accounts-service.ts';
import { CacheBus } from './cache-bus.ts';
import { PasswordResetService } from './password-reset-service.ts';
import { ResetCodesRepository } from './reset-codes-repository.ts';
import { sessionToken } from './session-cookie.ts';
import { SessionsRepository } from './sessions-repository.ts';
import { TokenCache, withTokenCache } from './token-cache.ts';
import { UserCache } from './user-cache.ts';
import { UsersRepository } from './users-repository.ts';
import { type Change, merged, watchWrites } from './write-watch.ts';

export interface Accounts {
  users: UsersRepository;
  sessions: SessionsRepository;
  service: AccountsService;
  reset: PasswordResetService;
  /** The signed-in user of a request, or undefined. The row is shared and frozen: never edit it. */
  currentUser(request: FastifyRequest): Promise<UserRow | undefined>;
  /** The user a raw session token belongs to (socket handshakes). */
  userForToken(token: string | undefined): Promise<UserRow | undefined>;
  /** A user by id through the exact user cache (no read while the row is cached and unchanged). */
  userById(id: string): Promise<UserRow | undefined>;
  /**
   * Runs `write` (one statement changing users `ids`, returning their rows) and keeps the rows in
   * the user cache when nothing else changed them meanwhile (user-cache.ts `fillFrom`).
   */
  fillUsers(ids: readonly string[], write: () => Promise<UserRow[]>): Promise<UserRow[]>;
  /** GET /api/user's body for a row from `currentUser`, serialised once per change and day. */
  publicJson(row: UserRow): string;
  /** Resolves once invalidations from other processes are being received (at once without Redis). */
  ready: Promise<void>;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts;
  }
}

export function createAccounts(deps: {
  db: Db;
  counters: CounterStore;
  limits: RateLimits;
  mailer: Mailer;
  secret: string;
  /** With several processes on one database, carries cache invalidations between them. */
  redis?: Redis;
  redisPrefix?: string;
}): Accounts {
  const users = new UsersRepository(deps.db);
  const tokens = new TokenCache();
  const sessions = withTokenCache(new SessionsRepository(deps.db), tokens);
  const codes = new ResetCodesRepository(deps.db);
  const cache = new UserCache();

  const apply = (change: Change) => {
    if (change.sessions) tokens.clear();
  };
  const bus = deps.redis
    ? new CacheBus(deps.redis, `${deps.redisPrefix ?? 'mn:'}cache-invalidate`, {
        onChange: (change) => {
          cache.forget(change);
          apply(change);
        },
        onOnline: (online) => {
          cache.setOnline(online);
          tokens.setEnabled(online);
        },
      })
    : undefined;
  if (bus) {
    // Nothing is cached until other processes' changes can be heard.
    cache.setOnline(false);
    tokens.setEnabled(false);
  }
  watchWrites((deps.db as unknown as { $client: pg.Pool }).$client, {
    begun: (change) => {
      cache.begun(change);
      apply(change);
    },
    settled: async (changes) => {
      cache.settledHere(changes);
      const change = merged(changes);
      apply(change);
      // Redis refusing the publish is down for the subscribers too: each of them empties its
      // caches and caches nothing until its subscription is back (CacheBus).
      await bus?.publish(change).catch(() => {});
    },
  });

  const userForToken = async (token: string | undefined) => {
    if (!token) return undefined;
    const userId = await sessions.userIdFor(token);
    return userId ? cache.row(userId, (id) => users.findById(id)) : undefined;
  };
  return {
    users,
    sessions,
    service: new AccountsService(users, sessions, deps.counters, deps.limits),
    reset: new PasswordResetService(
      users,
      sessions,
      codes,
      deps.mailer,
      deps.counters,
      deps.limits,
      deps.secret,
    ),
    currentUser: (request) => userForToken(sessionToken(request)),
    userForToken,
    userById: (id) => cache.row(id, (i) => users.findById(i)),
    fillUsers: (ids, write) => cache.fillFrom(ids, write),
    publicJson: (row) => cache.publicJson(row),
    ready: bus?.ready ?? Promise.resolve(),
    close: async () => bus?.close(),
  };
}

export function accountsPlugin(app: FastifyInstance, accounts: Accounts) {
  app.decorate('accounts', accounts);
  app.addHook('onReady', async () => accounts.ready);
  app.addHook('onClose', async () => accounts.close());
}
