import { randomUUID } from 'node:crypto';
import type { NamesData, ScoredItem } from '@mnemoria/events';
import { and, type Column, eq, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { nameOutcomesOf } from '../../../analytics/name-outcomes.ts';
import { missesOf } from '../../../analytics/outcomes.ts';
import { type Db, statementName } from '../../../db/client.ts';
import { type BmeventRow, bmevents, eventStats, results } from '../../../db/schema.ts';
import { countedSpeed, firstSummary, type Played, summaryUpdate } from './bests.ts';
import { type BmeventPatch, ByShape, moveWhere } from './statements.ts';

type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

const P = sql.placeholder;
const column = (table: PgTable, key: string) => (table as unknown as Record<string, Column>)[key] as Column;

/** The columns a first result's summary row sets (`firstSummary` always sets all of them). */
const SUMMARY_KEYS = Object.keys(
  firstSummary('', '', { mode: 'practice', score: 0, max: 0, passed: false, memMs: null }, null, new Date(0)),
);
const RESULT_KEYS = [
  'id',
  'userId',
  'bmeventId',
  'event',
  'mode',
  'level',
  'amount',
  'score',
  'max',
  'percent',
  'blockSpeed',
  'memMs',
  'format',
  'createdAt',
] as const;

/**
 * `insert into table (…) select … from moved`: one row when the session moved, else none. Every
 * value is a placeholder named `prefix + key`, cast to its column's type (a bare parameter in a
 * SELECT list has none).
 */
function insertFromMoved(
  table: PgTable,
  prefix: string,
  keys: readonly string[],
  computed: Record<string, SQL> = {},
) {
  const all = [...keys, ...Object.keys(computed)];
  const names = all.map((k) => sql.identifier(column(table, k).name));
  const exprs = all.map(
    (k) => computed[k] ?? sql`${P(prefix + k)}::${sql.raw(column(table, k).getSQLType())}`,
  );
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) select ${sql.join(exprs, sql`, `)} from moved`;
}

/** What changes the statement's text: the summary SET depends on the mode and a counted speed. */
interface Shape {
  mode: string;
  speed: boolean;
  /** Lands only if the stored answer is still the one scored (`answerSeq`). */
  guarded: boolean;
}

/**
 * The session leaves recall (a compare-and-set), the user's summary for the event counts the result
 * (the upsert's row lock orders two results of one user and event, so trial numbers never repeat)
 * and the result row takes the new trial number: one statement, all or nothing.
 */
function build(db: DbOrTx, shape: Shape) {
  const moved = db.$with('moved').as(
    db
      .update(bmevents)
      .set({
        stage: 'res',
        stagedAt: sql`${P('now')}::timestamptz`,
        deadline: null,
        running: false,
        recEndedAt: sql`${P('recEndedAt')}::timestamptz`,
        result: sql`${P('result')}::jsonb`,
        score: sql`${P('score')}::double precision`,
        percent: sql`${P('percent')}::double precision`,
        evaluation: sql`${P('evaluation')}::text`,
        rankChange: sql`${P('rankChange')}::jsonb`,
      })
      .where(
        and(
          moveWhere(undefined, undefined, undefined, true),
          shape.guarded ? eq(bmevents.answerSeq, P('answerSeq')) : undefined,
        ),
      )
      .returning({ id: bmevents.id }),
  );
  const bound = {
    score: P('score'),
    max: P('max'),
    speed: shape.speed ? P('speed') : null,
    memMs: P('memMs'),
    at: P('now'),
  };
  const set = Object.entries(summaryUpdate(shape.mode, bound)).map(
    ([k, v]) => sql`${sql.identifier(column(eventStats, k).name)} = ${v}`,
  );
  const stats = db.$with('stats', { trials: sql<number>`trials` }).as(
    sql`${insertFromMoved(eventStats, 's_', SUMMARY_KEYS)}
      on conflict (${sql.identifier(eventStats.userId.name)}, ${sql.identifier(eventStats.event.name)})
      do update set ${sql.join(set, sql`, `)} returning ${eventStats.trials}`,
  );
  const scored = db.$with('scored', {}).as(
    insertFromMoved(results, 'r_', RESULT_KEYS, {
      trialNumber: sql`(select ${sql.identifier(eventStats.trials.name)} from stats)`,
    }),
  );
  return db.with(moved, stats, scored).select({ id: moved.id }).from(moved);
}

export interface Scored {
  patch: BmeventPatch & { recEndedAt: Date; percent: number };
  played: Played;
}

/** The result write of every session on `db`, prepared once per shape. */
export class ResultWriter {
  private readonly shapes = new ByShape<ReturnType<ResultWriter['prepare']>>();

  constructor(private readonly db: Db) {}

  /**
   * Writes a scored result (in `tx` when given, else as one prepared statement); with `answerSeq`,
   * only if no answer was stored since the row was read. Returns the row as it now is, or
   * undefined when the session did not move.
   */
  async write(
    row: BmeventRow,
    scored: Scored,
    now: Date,
    opts: { answerSeq?: number; tx?: DbOrTx } = {},
  ): Promise<BmeventRow | undefined> {
    const { patch, played } = scored;
    const speed = countedSpeed(played, row.blockSpeed);
    const shape: Shape = {
      mode: row.mode,
      speed: speed !== null,
      guarded: opts.answerSeq !== undefined,
    };
    const values: Record<string, unknown> = {
      id: row.id,
      from: 'rec',
      answerSeq: opts.answerSeq,
      now: now.toISOString(),
      recEndedAt: patch.recEndedAt.toISOString(),
      // Without its per-item review, which the view recomputes from the content and answer; with
      // the items missed, which the per-item analytics read instead of scoring the answer again.
      result: JSON.stringify(withoutReview(patch.result, row)),
      score: played.score,
      max: played.max,
      speed,
      memMs: played.memMs,
      percent: patch.percent,
      evaluation: patch.evaluation,
      rankChange: patch.rankChange === null ? null : JSON.stringify(patch.rankChange),
    };
    const summary = firstSummary(row.userId, row.name, played, row.blockSpeed, now) as Record<
      string,
      unknown
    >;
    for (const k of SUMMARY_KEYS) values[`s_${k}`] = encode(summary[k]);
    const result: Record<(typeof RESULT_KEYS)[number], unknown> = {
      id: randomUUID(),
      userId: row.userId,
      bmeventId: row.id,
      event: row.name,
      mode: row.mode,
      level: row.level,
      amount: row.amount,
      score: played.score,
      max: played.max,
      percent: patch.percent,
      blockSpeed: row.blockSpeed,
      memMs: played.memMs,
      format: row.format ?? null,
      createdAt: now,
    };
    for (const k of RESULT_KEYS) values[`r_${k}`] = encode(result[k]);
    const out = opts.tx
      ? await build(opts.tx, shape).execute(values)
      : await this.prepared(shape).execute(values);
    if (out.length === 0) return undefined;
    // The row as the write left it; a finished session has no due time (it is not running).
    return { ...row, ...patch, dueAt: null } as BmeventRow;
  }

  private prepared(shape: Shape) {
    return this.shapes.get(`${shape.mode}|${shape.speed}|${shape.guarded}`, () => this.prepare(shape));
  }

  private prepare(shape: Shape) {
    return build(this.db, shape).prepare(statementName(this.db, 'result'));
  }
}

const withoutReview = (result: unknown, row: BmeventRow) => {
  if (!result || typeof result !== 'object' || Array.isArray(result)) return result;
  const { items: review, ...stored } = result as Record<string, unknown>;
  if (!Array.isArray(review)) return stored;
  const misses = missesOf(review);
  // Names also keep their per-item outcomes, so the analytics never load a Names session's content.
  return row.name === 'names'
    ? { ...stored, misses, names: nameOutcomesOf(row.data as unknown as NamesData, review as ScoredItem[]) }
    : { ...stored, misses };
};

const encode = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
