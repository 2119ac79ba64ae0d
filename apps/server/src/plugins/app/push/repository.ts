import type { PushPlatform } from '@mnemoria/protocol';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { pushTokens } from '../../../db/schema-push.ts';

/**
 * Keeps a user's device token once, tied to the sign-in that sent it: a token sent again (every
 * app start registers anew) only refreshes its row. A device serves one account at a time, so the
 * same token under any other user is removed. True when the token was new for this user.
 */
export async function saveToken(
  db: Db,
  userId: string,
  token: string,
  platform: PushPlatform,
  sessionHash: string,
) {
  return db.transaction(async (tx) => {
    await tx.delete(pushTokens).where(and(eq(pushTokens.token, token), ne(pushTokens.userId, userId)));
    const rows = await tx
      .insert(pushTokens)
      .values({ userId, token, platform, sessionHash })
      .onConflictDoUpdate({
        target: [pushTokens.userId, pushTokens.token],
        set: { platform, sessionHash, updatedAt: sql`now()` },
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    return rows[0]?.inserted === true;
  });
}

export async function tokensOf(db: Db, userId: string) {
  return db
    .select({ token: pushTokens.token, platform: pushTokens.platform })
    .from(pushTokens)
    .where(eq(pushTokens.userId, userId));
}

/** A token the push service says is no longer valid (app removed, token rotated). */
export async function dropToken(db: Db, userId: string, token: string) {
  await db.delete(pushTokens).where(and(eq(pushTokens.userId, userId), eq(pushTokens.token, token)));
}
