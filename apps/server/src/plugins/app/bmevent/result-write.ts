import { randomUUID } from 'node:crypto';
import { and, type Column, eq, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type BmeventRow, bmevents, eventStats, results } from '../../../db/schema.ts';
import { firstSummary, type Played, summaryUpdate } from './bests.ts';
import type { BmeventPatch, DbOrTx } from './repository.ts';
import { moveWhere } from './statements.ts';

const column = (table: PgTable, key: string) => (table as unknown as Record<string, Column>)[key] as Column;

/** A bound value in a SELECT list: it has no type there until cast to its column's. */
const typed = (col: Column, value: unknown) =>
  sql`${value === null ? null : col.mapToDriverValue(value)}::${sql.raw(col.getSQLType())}`;

/** `insert into table (…) select <values> from moved`: one row when the session moved, else none. */
function insertFromMoved(
  table: PgTable,
  values: Record<string, unknown>,
  computed: Record<string, SQL> = {},
) {
  const keys = [...Object.keys(values).filter((k) => values[k] !== undefined), ...Object.keys(computed)];
  const names = keys.map((k) => sql.identifier(column(table, k).name));
  const exprs = keys.map((k) => computed[k] ?? typed(column(table, k), values[k]));
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) select ${sql.join(exprs, sql`, `)} from moved`;
}

export interface Scored {
  patch: BmeventPatch;
  played: Played;
}

/**
 * The write of a result as one statement: the session leaves recall (a compare-and-set, and, when
 * `answerSeq` is given, only if no answer was stored since the row was read), the user's summary
 * for the event counts it (the upsert's row lock orders two results of one user and event, so trial
 * numbers never repeat) and the result row takes the new trial number. All or nothing: when the
 * session did not move, neither insert has a row to write. Returns the row as it now is, or
 * undefined when it did not move.
 */
export async function writeResult(
  db: DbOrTx,
  row: BmeventRow,
  { patch, played }: Scored,
  now: Date,
  answerSeq?: number,
): Promise<BmeventRow | undefined> {
  const moved = db
    .update(bmevents)
    .set(patch)
    .where(
      and(moveWhere('rec', row.id), answerSeq === undefined ? undefined : eq(bmevents.answerSeq, answerSeq)),
    )
    .returning({ id: bmevents.id })
    .getSQL();
  const set = Object.entries(summaryUpdate(played, row.blockSpeed, now)).map(
    ([k, v]) => sql`${sql.identifier(column(eventStats, k).name)} = ${v}`,
  );
  const summary = firstSummary(row.userId, row.name, played, row.blockSpeed, now);
  const stats = sql`${insertFromMoved(eventStats, summary as Record<string, unknown>)}
    on conflict (${sql.identifier(eventStats.userId.name)}, ${sql.identifier(eventStats.event.name)})
    do update set ${sql.join(set, sql`, `)} returning ${eventStats.trials}`;
  const result = insertFromMoved(
    results,
    {
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
      createdAt: now,
    },
    { trialNumber: sql`(select ${sql.identifier(eventStats.trials.name)} from stats)` },
  );
  const out = await db.execute(
    sql`with moved as (${moved}), stats as (${stats}), scored as (${result}) select id from moved`,
  );
  if ((out as unknown as { rows: unknown[] }).rows.length === 0) return undefined;
  // The row as the write left it; a finished session has no due time (it is not running).
  return { ...row, ...patch, dueAt: null } as BmeventRow;
}
