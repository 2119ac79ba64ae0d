import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { authSessions } from '../../../db/schema.ts';
import { randomToken, sha256 } from '../../../lib/crypto.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;

export class SessionsRepository {
  constructor(private readonly db: Db) {}

  /** Returns the raw token for the cookie; only its hash is kept. */
  async create(userId: string, meta: { userAgent?: string; ip?: string }): Promise<string> {
    const token = randomToken();
    await this.db.insert(authSessions).values({
      tokenHash: sha256(token),
      userId,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.ip ?? null,
    });
    return token;
  }

  /** The user a live session token belongs to, and when that session ends. */
  async lookup(token: string): Promise<{ userId: string; expiresAt?: Date } | undefined> {
    const [row] = await this.db
      .select({ userId: authSessions.userId, expiresAt: authSessions.expiresAt })
      .from(authSessions)
      .where(and(eq(authSessions.tokenHash, sha256(token)), gt(authSessions.expiresAt, new Date())))
      .limit(1);
    return row;
  }

  async userIdFor(token: string): Promise<string | undefined> {
    return (await this.lookup(token))?.userId;
  }

  async revoke(token: string) {
    await this.db.delete(authSessions).where(eq(authSessions.tokenHash, sha256(token)));
  }

  async revokeAllFor(userId: string) {
    await this.db.delete(authSessions).where(eq(authSessions.userId, userId));
  }

  async purgeExpired() {
    await this.db.delete(authSessions).where(lt(authSessions.expiresAt, new Date()));
  }
}
