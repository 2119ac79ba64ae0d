import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { resetCodes } from '../../../db/schema.ts';

export const RESET_CODE_TTL_MS = 10 * 60_000;
export const RESET_CODE_MAX_ATTEMPTS = 5;

export type ResetCodeRow = typeof resetCodes.$inferSelect;

export class ResetCodesRepository {
  constructor(private readonly db: Db) {}

  /** A new code replaces every earlier one: only the newest email's code works. */
  async replace(userId: string, codeHash: string, now = new Date()) {
    await this.db.transaction(async (tx) => {
      await tx.delete(resetCodes).where(eq(resetCodes.userId, userId));
      await tx.insert(resetCodes).values({
        id: randomUUID(),
        userId,
        codeHash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MS),
      });
    });
  }

  /** The user's code that can still be tried: unused, unexpired, tries left. */
  async active(userId: string, now = new Date()): Promise<ResetCodeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(resetCodes)
      .where(
        and(
          eq(resetCodes.userId, userId),
          isNull(resetCodes.usedAt),
          gt(resetCodes.expiresAt, now),
          sql`${resetCodes.attempts} < ${RESET_CODE_MAX_ATTEMPTS}`,
        ),
      )
      .orderBy(desc(resetCodes.createdAt))
      .limit(1);
    return row;
  }

  /** The newest code whatever its state, to tell the user why it no longer works. */
  async latest(userId: string): Promise<ResetCodeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(resetCodes)
      .where(eq(resetCodes.userId, userId))
      .orderBy(desc(resetCodes.createdAt))
      .limit(1);
    return row;
  }

  /**
   * Takes one of the code's tries before it is compared, in one conditional update, so that
   * parallel guesses are counted exactly. Returns the tries used including this one, or undefined
   * when the code can no longer be tried (used, expired, or out of tries).
   */
  async reserveTry(id: string, now = new Date()): Promise<number | undefined> {
    const [row] = await this.db
      .update(resetCodes)
      .set({ attempts: sql`${resetCodes.attempts} + 1` })
      .where(
        and(
          eq(resetCodes.id, id),
          isNull(resetCodes.usedAt),
          gt(resetCodes.expiresAt, now),
          sql`${resetCodes.attempts} < ${RESET_CODE_MAX_ATTEMPTS}`,
        ),
      )
      .returning({ attempts: resetCodes.attempts });
    return row?.attempts;
  }

  /** A right code gives its try back: only wrong tries use the code up. */
  async refundTry(id: string) {
    await this.db
      .update(resetCodes)
      .set({ attempts: sql`${resetCodes.attempts} - 1` })
      .where(and(eq(resetCodes.id, id), sql`${resetCodes.attempts} > 0`));
  }

  async markVerified(id: string, ticketHash: string, now = new Date()) {
    await this.db.update(resetCodes).set({ verifiedAt: now, ticketHash }).where(eq(resetCodes.id, id));
  }

  /** Single use: succeeds only for the first caller, so two racing resets cannot both win. */
  async consume(id: string, now = new Date()): Promise<boolean> {
    const rows = await this.db
      .update(resetCodes)
      .set({ usedAt: now })
      .where(and(eq(resetCodes.id, id), isNull(resetCodes.usedAt)))
      .returning({ id: resetCodes.id });
    return rows.length === 1;
  }
}
