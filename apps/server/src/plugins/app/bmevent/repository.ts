import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type BmeventRow, bmevents } from '../../../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
export type BmeventPatch = Partial<typeof bmevents.$inferInsert>;

export const TIMED_STAGES = ['cdm', 'mem', 'cdr', 'rec'] as const;

/** Only this file reads or writes the bmevents table. */
export class BmeventsRepository {
  constructor(readonly db: Db) {}

  async insert(row: typeof bmevents.$inferInsert): Promise<BmeventRow> {
    const [created] = await this.db.insert(bmevents).values(row).returning();
    if (!created) throw new Error('insert returned no row');
    return created;
  }

  async find(id: string, db: DbOrTx = this.db): Promise<BmeventRow | undefined> {
    const [row] = await db.select().from(bmevents).where(eq(bmevents.id, id)).limit(1);
    return row;
  }

  /**
   * Compare-and-set on the stage: the write happens only if the session is still in `from`, so a
   * client's Done, a timer in this process and a sweep in another process can race safely.
   */
  async moveStage(id: string, from: string, patch: BmeventPatch, db: DbOrTx = this.db) {
    const [row] = await db
      .update(bmevents)
      .set(patch)
      .where(and(eq(bmevents.id, id), eq(bmevents.stage, from), eq(bmevents.running, true)))
      .returning();
    return row;
  }

  /** Stores an answer unless a newer one (higher client sequence) is already there. */
  async saveAnswer(id: string, answer: unknown, seq: number): Promise<boolean> {
    const rows = await this.db
      .update(bmevents)
      .set({ answer: sql`${JSON.stringify(answer)}::jsonb`, answerSeq: seq })
      .where(and(eq(bmevents.id, id), eq(bmevents.stage, 'rec'), sql`${bmevents.answerSeq} < ${seq}`))
      .returning({ id: bmevents.id });
    return rows.length === 1;
  }

  async setView(id: string, field: string, value: unknown) {
    await this.db
      .update(bmevents)
      .set({
        view: sql`${bmevents.view} || jsonb_build_object(${field}::text, ${JSON.stringify(value)}::jsonb)`,
      })
      .where(eq(bmevents.id, id));
  }

  async markExited(id: string) {
    const [row] = await this.db
      .update(bmevents)
      .set({ running: false, exited: true, deadline: null })
      .where(and(eq(bmevents.id, id), eq(bmevents.running, true)))
      .returning();
    return row;
  }

  /** A new session abandons the user's unfinished ones (one session at a time per user). */
  async exitRunningOf(userId: string) {
    await this.db
      .update(bmevents)
      .set({ running: false, exited: true, deadline: null })
      .where(
        and(
          eq(bmevents.userId, userId),
          eq(bmevents.running, true),
          inArray(bmevents.stage, ['init', 'load', 'cdm', 'mem', 'cdr']),
        ),
      );
  }

  /** Sessions whose timed stage is over on the server's clock (incl. the recall lag allowance). */
  async overdue(now: Date, recallLagMs: number, limit = 100): Promise<Pick<BmeventRow, 'id'>[]> {
    const lagged = new Date(now.getTime() - recallLagMs);
    return this.db
      .select({ id: bmevents.id })
      .from(bmevents)
      .where(
        and(
          eq(bmevents.running, true),
          inArray(bmevents.stage, [...TIMED_STAGES]),
          sql`${bmevents.deadline} <= case when ${bmevents.stage} = 'rec' then ${lagged.toISOString()}::timestamptz else ${now.toISOString()}::timestamptz end`,
        ),
      )
      .limit(limit);
  }

  async latestFinished(userId: string, event: string) {
    const [row] = await this.db
      .select()
      .from(bmevents)
      .where(and(eq(bmevents.userId, userId), eq(bmevents.name, event), eq(bmevents.stage, 'res')))
      .orderBy(desc(bmevents.createdAt))
      .limit(1);
    return row;
  }

  async markRankSeen(id: string) {
    await this.db.update(bmevents).set({ rankSeen: true }).where(eq(bmevents.id, id));
  }
}
