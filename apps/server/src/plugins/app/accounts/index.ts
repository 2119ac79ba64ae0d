import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { UserRow } from '../../../db/schema.ts';
import type { CounterStore } from '../../../lib/counter-store.ts';
import type { Mailer } from '../../../lib/mailer.ts';
import type { RateLimits } from '../../../lib/rate-limits.ts';
import { AccountsService } from './accounts-service.ts';
import { PasswordResetService } from './password-reset-service.ts';
import { ResetCodesRepository } from './reset-codes-repository.ts';
import { sessionToken } from './session-cookie.ts';
import { SessionsRepository } from './sessions-repository.ts';
import { withTokenCache } from './token-cache.ts';
import { UsersRepository } from './users-repository.ts';

export interface Accounts {
  users: UsersRepository;
  sessions: SessionsRepository;
  service: AccountsService;
  reset: PasswordResetService;
  /** The signed-in user of a request, or undefined. */
  currentUser(request: FastifyRequest): Promise<UserRow | undefined>;
  /** The user a raw session token belongs to (socket handshakes). */
  userForToken(token: string | undefined): Promise<UserRow | undefined>;
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
}): Accounts {
  const users = new UsersRepository(deps.db);
  const sessions = withTokenCache(new SessionsRepository(deps.db));
  const codes = new ResetCodesRepository(deps.db);
  const userForToken = async (token: string | undefined) => {
    if (!token) return undefined;
    const userId = await sessions.userIdFor(token);
    return userId ? users.findById(userId) : undefined;
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
  };
}

export function accountsPlugin(app: FastifyInstance, accounts: Accounts) {
  app.decorate('accounts', accounts);
}
