import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type BmeventRow, bmevents } from '../../../db/schema.ts';
import type { AnswerWrite } from './answer-batcher.ts';
import { type KnownMove, patchKeys } from './group-commit.ts';
import { ResultWriter } from './result-write.ts';
import {
  type BmeventPatch,
  ByShape,
  byColumnName,
  type ControlRow,
  control,
  insertManySql,
  moveWhere,
  PreparedMoves,
  preparedInsert,
  preparedReads,
  rowWithoutContent,
} from './statements.ts';
import { MEM_VIEWS_MAX, type MemView } from './view-buffer.ts';

export type { BmeventPatch, ControlRow } from './statements.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
/** Why an answer write matched no row, read only after a miss. */
export type AnswerMiss = Pick<BmeventRow, 'stage' | 'running' | 'answerSeq' | 'dueAt' | 'holder'>;

/** Only this file (with statements.ts) reads or writes the bmevents table. */
export class BmeventsRepository {
  private readonly reads: ReturnType<typeof preparedReads>;
  private readonly moves: PreparedMoves;
  /** The write of a scored result (result-write.ts). */
  readonly results: ResultWriter;
  /** insertUnlessRunning, prepared once per set of columns (one in practice). */
  private readonly inserts = new ByShape<ReturnType<typeof preparedInsert>>();

  constructor(readonly db: Db) {
    this.reads = preparedReads(db);
    this.moves = new PreparedMoves(db);
    this.results = new ResultWriter(db);
  }

  async insert(row: typeof bmevents.$inferInsert, db: DbOrTx = this.db): Promise<BmeventRow> {
    const [created] = await db.insert(bmevents).values(row).returning();
    if (!created) throw new Error('insert returned no row');
    return created;
  }

  async find(id: string, db: DbOrTx = this.db): Promise<BmeventRow | undefined> {
    const [row] =
      db === this.db
        ? await this.reads.find.execute({ id })
        : await db.select().from(bmevents).where(eq(bmevents.id, id)).limit(1);
    return row;
  }

  /** The transition columns of a user's own session (owner checks, handshakes, stage moves). */
  async control(userId: string, id: string, db: DbOrTx = this.db): Promise<ControlRow | undefined> {
    if (db === this.db) return (await this.reads.control.execute({ id, userId }))[0];
    const [row] = await db
      .select(control)
      .from(bmevents)
      .where(and(eq(bmevents.id, id), eq(bmevents.userId, userId)))
      .limit(1);
    return row;
  }

  /** The whole row, locked until the transaction ends: nothing can change it while it is scored. */
  async lock(id: string, tx: Tx): Promise<BmeventRow | undefined> {
    const [row] = await tx.select().from(bmevents).where(eq(bmevents.id, id)).for('update');
    return row;
  }

  /** The user's running session (at most one, by the unique index), locked for the transaction. */
  async lockRunningOf(userId: string, tx: Tx): Promise<ControlRow | undefined> {
    const [row] = await tx
      .select(control)
      .from(bmevents)
      .where(and(eq(bmevents.userId, userId), eq(bmevents.running, true)))
      .for('update');
    return row;
  }

  /**
   * Compare-and-set on the stage: the write happens only if the session is still in `from`, so a
   * client's Done, a timer in this process and a sweep in another process can race safely.
   */
  async moveStage(id: string, from: string, patch: BmeventPatch, db: DbOrTx = this.db) {
    if (db === this.db) {
      const { keys, values } = moveValues(id, from, patch);
      const [row] = await this.moves.get(keys).execute(values);
      return row;
    }
    const [row] = await db.update(bmevents).set(patch).where(moveWhere(from, id)).returning();
    return row;
  }

  /**
   * `moveStage` from a row this process holds: the same compare-and-set, but only the columns a
   * move can change come back; the rest (the content, the settings) is the held row's. With
   * `guarded`, also only if the columns the patch was computed from (deadline, recall time) are
   * unchanged.
   */
  async moveKnown(known: BmeventRow, patch: BmeventPatch, guarded: boolean): Promise<BmeventRow | undefined> {
    const expect = guarded ? known : undefined;
    const { keys, values } = moveValues(known.id, known.stage, patch, expect);
    const [row] = await this.moves.getNarrow(keys, expect).execute(values);
    return row && { ...known, ...row };
  }

  /**
   * Several `moveKnown`s of one shape (the same columns set, the same guard), at most one per
   * session, in one statement and one commit (group-commit.ts). Per move, in order, the row as
   * moved, or undefined when its compare-and-set failed.
   */
  async moveKnownMany(moves: readonly KnownMove[]): Promise<(BmeventRow | undefined)[]> {
    const first = moves[0];
    if (!first) return [];
    const keys = patchKeys(first.patch);
    const rows = moves.map(({ known, patch, guarded }) => {
      const r = byColumnName(keys, patch);
      r.id = known.id;
      r.from = known.stage;
      if (guarded) {
        r.expect_rec_time = known.recTime;
        r.expect_deadline = known.deadline?.toISOString() ?? null;
      }
      return r;
    });
    const out = await this.moves
      .getMany(keys, first.guarded ? first.known : undefined)
      .execute({ rows: JSON.stringify(rows) });
    const byId = new Map(out.map((row) => [row.id, row]));
    return moves.map(({ known }) => {
      const row = byId.get(known.id);
      return row && { ...known, ...row };
    });
  }

  /**
   * Starts a session when its user has none running: one statement and one commit. Undefined when
   * one is running (the partial unique index decides), for the caller to end it first.
   */
  async insertUnlessRunning(row: typeof bmevents.$inferInsert): Promise<BmeventRow | undefined> {
    const keys = insertKeys(row);
    const q = this.inserts.get(keys.join(','), () => preparedInsert(this.db, keys));
    const [created] = await q.execute(row);
    return created && { ...created, data: row.data };
  }

  /**
   * Several `insertUnlessRunning`s of the same columns, at most one per user, in one statement and
   * one commit (group-commit.ts). Per start, in order, the row, or undefined when its user has a
   * session running.
   */
  async insertManyUnlessRunning(
    rows: readonly (typeof bmevents.$inferInsert)[],
  ): Promise<(BmeventRow | undefined)[]> {
    const first = rows[0];
    if (!first) return [];
    const out = await this.db.execute(insertManySql(insertKeys(first), rows));
    const made = (out as unknown as { rows: Record<string, unknown>[] }).rows.map(rowWithoutContent);
    const byUser = new Map(made.map((row) => [row.userId, row]));
    return rows.map((r) => {
      const row = byUser.get(r.userId);
      return row && row.id === r.id ? { ...row, data: r.data } : undefined;
    });
  }

  /**
   * The answer hot path: one conditional write, no read. It stores only while the session is its
   * owner's, in recall, running, before deadline + lag (`due_at`) and newer than the stored answer.
   */
  async saveAnswer(
    userId: string,
    id: string,
    answer: unknown,
    seq: number,
    now: Date,
    tab?: string,
  ): Promise<boolean> {
    const rows = await this.reads.saveAnswer.execute({
      id,
      userId,
      seq,
      answer: JSON.stringify(answer),
      at: now.toISOString(),
      tab: tab ?? null,
    });
    return rows.length === 1;
  }

  /**
   * Many answer writes in one statement (one commit), under exactly the rule of `saveAnswer`, each
   * with its own clock. At most one write per session: an UPDATE … FROM changes a row once.
   */
  async saveAnswers(writes: AnswerWrite[]): Promise<{ id: string; userId: string }[]> {
    // The answer goes in as JSON inside the JSON, not as a string of JSON: parsed once, unescaped.
    const rows = writes.map((w) => ({
      id: w.id,
      user_id: w.userId,
      seq: w.seq,
      answer: w.answer,
      at: w.now.toISOString(),
      tab: w.tab ?? null,
    }));
    const out = await this.db.execute(sql`
      update ${bmevents} as b set answer = v.answer, answer_seq = v.seq
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as v(id text, user_id text, seq integer, answer jsonb, at timestamptz, tab text)
      where b.id = v.id and b.user_id = v.user_id and b.stage = 'rec' and b.running
        and v.at <= b.due_at and b.answer_seq < v.seq
        and (v.tab is null or b.holder is null or b.holder = v.tab)
      returning b.id, b.user_id`);
    return (out as unknown as { rows: { id: string; user_id: string }[] }).rows.map((r) => ({
      id: r.id,
      userId: r.user_id,
    }));
  }

  /** After a refused answer write: just enough to say why. */
  async answerMiss(userId: string, id: string): Promise<AnswerMiss | undefined> {
    const [row] = await this.db
      .select({
        stage: bmevents.stage,
        running: bmevents.running,
        answerSeq: bmevents.answerSeq,
        dueAt: bmevents.dueAt,
        holder: bmevents.holder,
      })
      .from(bmevents)
      .where(and(eq(bmevents.id, id), eq(bmevents.userId, userId)))
      .limit(1);
    return row;
  }

  /** The event and mode of a user's session (answer validation and relay on the HTTP path). */
  async kindOf(userId: string, id: string): Promise<{ name: string; mode: string } | undefined> {
    return (await this.reads.kindOf.execute({ id, userId }))[0];
  }

  /**
   * `tab` takes a user's running session over (the tab id it is held by); the row, or undefined
   * when it is not the user's or no longer runs.
   */
  async hold(userId: string, id: string, tab: string): Promise<BmeventRow | undefined> {
    const [row] = await this.db
      .update(bmevents)
      .set({ holder: tab })
      .where(and(eq(bmevents.id, id), eq(bmevents.userId, userId), eq(bmevents.running, true)))
      .returning();
    return row;
  }

  /** Merges coalesced view fields into the stored view of a user's running session. */
  /** Lays `fields` over the stored view and appends memorize changes to the log, up to its cap. */
  async mergeView(userId: string, id: string, fields: Record<string, unknown>, log: MemView[] = []) {
    const memViews = log.length
      ? sql`case when jsonb_array_length(${bmevents.memViews}) < ${MEM_VIEWS_MAX} then ${bmevents.memViews} || ${JSON.stringify(log)}::jsonb else ${bmevents.memViews} end`
      : undefined;
    await this.db
      .update(bmevents)
      .set({ view: sql`${bmevents.view} || ${JSON.stringify(fields)}::jsonb`, ...(memViews && { memViews }) })
      .where(and(eq(bmevents.id, id), eq(bmevents.userId, userId)));
  }

  async markExited(id: string, db: DbOrTx = this.db) {
    const [row] = await db
      .update(bmevents)
      .set({ running: false, exited: true, deadline: null })
      .where(and(eq(bmevents.id, id), eq(bmevents.running, true)))
      .returning();
    return row;
  }

  /**
   * Claims due sessions for this sweep: the row locks last until `tx` ends and other sweepers skip
   * them. The partial index on running sessions keeps this independent of the finished history.
   */
  async claimDue(now: Date, tx: Tx, limit = 50): Promise<ControlRow[]> {
    return tx
      .select(control)
      .from(bmevents)
      .where(and(eq(bmevents.running, true), lte(bmevents.dueAt, now)))
      .orderBy(asc(bmevents.dueAt))
      .limit(limit)
      .for('update', { skipLocked: true });
  }

  async latestFinished(userId: string, event: string) {
    const [row] = await this.db
      .select({ id: bmevents.id, rankChange: bmevents.rankChange, rankSeen: bmevents.rankSeen })
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

/** The bound values of a prepared move (statements.ts `moveWhere`) and the columns it sets. */
function moveValues(
  id: string,
  from: string,
  patch: BmeventPatch,
  expect?: Pick<ControlRow, 'deadline' | 'recTime'>,
) {
  const values: Record<string, unknown> = { ...patch, id, from };
  if (expect) {
    values.expectRecTime = expect.recTime;
    if (expect.deadline) values.expectDeadline = expect.deadline.toISOString();
  }
  return { keys: patchKeys(patch), values };
}

/** The columns a start sets. */
export const insertKeys = (row: typeof bmevents.$inferInsert) =>
  Object.keys(row).filter((k) => row[k as keyof typeof row] !== undefined);
