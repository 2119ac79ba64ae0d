import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import { type ChallengeRow, challenges } from '../../../db/schema.ts';
import type { DbOrTx, Tx } from './repository.ts';

type Ended = Exclude<ChallengeRow['status'], 'open'>;

/** The `challenges` table: one open challenge per pair (a unique index), expiry read from the row. */
export class ChallengeStore {
  constructor(readonly db: DbOrTx) {}

  /** Open challenges of the pair that are past their time are expired first, so a new one fits. */
  async expirePair(a: string, b: string, now: Date, tx: Tx) {
    await tx
      .update(challenges)
      .set({ status: 'expired', endedAt: now })
      .where(
        and(
          eq(challenges.status, 'open'),
          lte(challenges.expiresAt, now),
          sql`least(${challenges.fromUser}, ${challenges.toUser}) = least(${a}::text, ${b}::text)`,
          sql`greatest(${challenges.fromUser}, ${challenges.toUser}) = greatest(${a}::text, ${b}::text)`,
        ),
      );
  }

  async insert(row: typeof challenges.$inferInsert, tx: Tx): Promise<ChallengeRow> {
    const [created] = await tx.insert(challenges).values(row).returning();
    if (!created) throw new Error('insert returned no challenge');
    return created;
  }

  async find(id: string, db: DbOrTx = this.db): Promise<ChallengeRow | undefined> {
    const [row] = await db.select().from(challenges).where(eq(challenges.id, id)).limit(1);
    return row;
  }

  async lock(id: string, tx: Tx): Promise<ChallengeRow | undefined> {
    const [row] = await tx.select().from(challenges).where(eq(challenges.id, id)).for('update');
    return row;
  }

  /** Ends an open challenge; undefined when it was not open any more (another answer won). */
  async end(id: string, status: Ended, now: Date, db: DbOrTx = this.db, matchId: string | null = null) {
    const [row] = await db
      .update(challenges)
      .set({ status, endedAt: now, matchId })
      .where(and(eq(challenges.id, id), eq(challenges.status, 'open')))
      .returning();
    return row;
  }

  /** A user's open challenges, sent and received, that have not expired. */
  async openOf(userId: string, now: Date): Promise<ChallengeRow[]> {
    return this.db
      .select()
      .from(challenges)
      .where(
        and(
          eq(challenges.status, 'open'),
          gt(challenges.expiresAt, now),
          or(eq(challenges.fromUser, userId), eq(challenges.toUser, userId)),
        ),
      )
      .orderBy(challenges.createdAt);
  }

  /** Open challenges sent by a user (they left: all are withdrawn). */
  async openFrom(userId: string): Promise<ChallengeRow[]> {
    return this.db
      .select()
      .from(challenges)
      .where(and(eq(challenges.status, 'open'), eq(challenges.fromUser, userId)));
  }
}
