import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Db, statementName } from '../../../db/client.ts';
import { type BmeventRow, bmevents } from '../../../db/schema.ts';

/**
 * The bmevents statements of the hot path, built once. Building a statement with drizzle costs
 * about as much CPU as the rest of a stage or answer request, so these are prepared with
 * placeholders and only executed per request (named on PostgreSQL: `statementName`).
 */

export type BmeventPatch = Partial<Omit<typeof bmevents.$inferInsert, 'dueAt'>>;

/** The columns that decide a transition: never the answer key, answers or view state. */
export const control = {
  id: bmevents.id,
  userId: bmevents.userId,
  name: bmevents.name,
  mode: bmevents.mode,
  stage: bmevents.stage,
  running: bmevents.running,
  deadline: bmevents.deadline,
  memTime: bmevents.memTime,
  recTime: bmevents.recTime,
  cdrTime: bmevents.cdrTime,
  /** A format session keeps its official times: no memorize time left over goes to recall. */
  format: bmevents.format,
  answerSeq: bmevents.answerSeq,
  holder: bmevents.holder,
};
export type ControlRow = Pick<BmeventRow, keyof typeof control>;

/**
 * Every column but the content, for the start: its caller made the content, and sending it back
 * costs the database and this process a JSON round trip.
 */
const { data: _content, ...columnsButContent } = getTableColumns(bmevents);
export const withoutContent = columnsButContent;
type RowWithoutContent = Omit<BmeventRow, 'data'>;

/** The columns set when a session starts and never changed after it. */
const FIXED_AT_START = [
  'userId',
  'name',
  'mode',
  'seed',
  'level',
  'amount',
  'settings',
  'data',
  'createdAt',
  'memTime',
  'cdrTime',
  'blockSpeed',
  'matchId',
] as const;
type Fixed = (typeof FIXED_AT_START)[number];
/**
 * The columns a session's moves can change, for a move made from a row this process holds: the
 * rest of the row (the content, the settings…) is taken from that row rather than sent back.
 */
export const changing = Object.fromEntries(
  Object.entries(getTableColumns(bmevents)).filter(
    ([k]) => !(FIXED_AT_START as readonly string[]).includes(k),
  ),
) as Omit<ReturnType<typeof getTableColumns<typeof bmevents>>, Fixed>;

const userIdParam = sql.placeholder('userId');
const idParam = sql.placeholder('id');

/** The reads (and the lone answer write) that stage moves, answers and results make. */
export function preparedReads(db: Db) {
  const ofUser = and(eq(bmevents.id, idParam), eq(bmevents.userId, userIdParam));
  return {
    find: db
      .select()
      .from(bmevents)
      .where(eq(bmevents.id, idParam))
      .limit(1)
      .prepare(statementName(db, 'find')),
    control: db.select(control).from(bmevents).where(ofUser).limit(1).prepare(statementName(db, 'control')),
    kindOf: db
      .select({ name: bmevents.name, mode: bmevents.mode })
      .from(bmevents)
      .where(ofUser)
      .limit(1)
      .prepare(statementName(db, 'kind_of')),
    saveAnswer: db
      .update(bmevents)
      .set({ answer: sql`${sql.placeholder('answer')}::jsonb`, answerSeq: sql`${sql.placeholder('seq')}` })
      .where(
        and(
          ofUser,
          eq(bmevents.stage, 'rec'),
          eq(bmevents.running, true),
          sql`${sql.placeholder('at')}::timestamptz <= ${bmevents.dueAt}`,
          sql`${bmevents.answerSeq} < ${sql.placeholder('seq')}`,
          // Only the page holding the session (or any page before one takes it; or no page named).
          sql`(${sql.placeholder('tab')}::text is null or ${bmevents.holder} is null or ${bmevents.holder} = ${sql.placeholder('tab')}::text)`,
        ),
      )
      .returning({ id: bmevents.id })
      .prepare(statementName(db, 'save_answer')),
  };
}

/**
 * The compare-and-set of a stage move: still in `from` and running, and, for a patch computed from
 * a cached row, with the columns it used unchanged (milliseconds, as the row was read: a deadline
 * set in SQL may carry microseconds). Values are bound or placeholders (`expectRecTime`,
 * `expectDeadline`) for the prepared form.
 */
export function moveWhere(
  from: unknown,
  id: unknown,
  expect?: Pick<ControlRow, 'deadline' | 'recTime'>,
  prepared = false,
) {
  const bind = (name: string, value: unknown) => (prepared ? sql.placeholder(name) : value);
  return and(
    eq(bmevents.id, bind('id', id) as string),
    eq(bmevents.stage, bind('from', from) as string),
    eq(bmevents.running, true),
    expect &&
      and(
        eq(bmevents.recTime, bind('expectRecTime', expect.recTime) as number),
        expect.deadline
          ? sql`date_trunc('milliseconds', ${bmevents.deadline}) = ${bind('expectDeadline', expect.deadline.toISOString())}::timestamptz`
          : sql`${bmevents.deadline} is null`,
      ),
  );
}

/**
 * Statements whose text varies with a few things (the columns set, a guard, a mode): each shape is
 * built and prepared the first time it is asked for, then reused.
 */
export class ByShape<T> {
  private readonly built = new Map<string, T>();

  get(shape: string, build: () => T): T {
    let q = this.built.get(shape);
    if (q === undefined) {
      q = build();
      this.built.set(shape, q);
    }
    return q;
  }
}

/**
 * Stage moves outside a transaction, one prepared statement per shape (columns set, guard, and
 * whether the whole row comes back: not when the caller holds it).
 */
export class PreparedMoves {
  private readonly full = new ByShape<ReturnType<PreparedMoves['buildFull']>>();
  private readonly narrow = new ByShape<ReturnType<PreparedMoves['buildNarrow']>>();
  private readonly many = new ByShape<ReturnType<PreparedMoves['buildMany']>>();

  constructor(private readonly db: Db) {}

  /** The move alone, by its session's stage only (the caller read the row), returning all of it. */
  get(keys: string[]) {
    return this.full.get(shapeOf(keys), () => this.buildFull(keys));
  }

  /** The same move returning only the columns a move can change (`changing`). */
  getNarrow(keys: string[], expect?: Pick<ControlRow, 'deadline' | 'recTime'>) {
    return this.narrow.get(shapeOf(keys, expect), () => this.buildNarrow(keys, expect));
  }

  /**
   * Many moves of one shape in one statement, each from a held row: bound as `rows`, a JSON array
   * with one object per move (`id`, `from`, the set columns and the guard's values, by column
   * name). The same compare-and-set per row as `getNarrow`; a row is changed at most once.
   */
  getMany(keys: string[], expect?: Pick<ControlRow, 'deadline' | 'recTime'>) {
    return this.many.get(shapeOf(keys, expect), () => this.buildMany(keys, expect));
  }

  private buildMany(keys: string[], expect?: Pick<ControlRow, 'deadline' | 'recTime'>) {
    const v = (name: string) => sql`v.${sql.identifier(name)}`;
    const defs = [sql`"id" text`, sql`"from" text`, ...keys.map(recordsetColumn)];
    if (expect) defs.push(sql`"expect_rec_time" integer`, sql`"expect_deadline" timestamptz`);
    const set = Object.fromEntries(keys.map((k) => [k, v(columnOf(k).name)])) as BmeventPatch;
    return this.db
      .update(bmevents)
      .set(set)
      .from(sql`jsonb_to_recordset(${sql.placeholder('rows')}::jsonb) as v(${sql.join(defs, sql`, `)})`)
      .where(
        and(
          eq(bmevents.id, v('id')),
          eq(bmevents.stage, v('from')),
          eq(bmevents.running, true),
          expect &&
            and(
              eq(bmevents.recTime, v('expect_rec_time')),
              expect.deadline
                ? sql`date_trunc('milliseconds', ${bmevents.deadline}) = ${v('expect_deadline')}`
                : sql`${bmevents.deadline} is null`,
            ),
        ),
      )
      .returning(changing)
      .prepare(statementName(this.db, 'move_many'));
  }

  private update(keys: string[], expect?: Pick<ControlRow, 'deadline' | 'recTime'>) {
    const set = Object.fromEntries(keys.map((k) => [k, sql.placeholder(k)])) as BmeventPatch;
    return this.db
      .update(bmevents)
      .set(set)
      .where(moveWhere(undefined, undefined, expect, true));
  }

  private buildFull(keys: string[]) {
    return this.update(keys).returning().prepare(statementName(this.db, 'move'));
  }

  private buildNarrow(keys: string[], expect?: Pick<ControlRow, 'deadline' | 'recTime'>) {
    return this.update(keys, expect).returning(changing).prepare(statementName(this.db, 'move_known'));
  }
}

/** A bmevents column by its key in the schema. */
const columns = getTableColumns(bmevents) as Record<string, PgColumn>;
export const columnOf = (key: string) => columns[key] as PgColumn;

/** A column of a `jsonb_to_recordset(…) as v(…)` list: the bmevents column of `key`, typed as stored. */
const recordsetColumn = (key: string) =>
  sql`${sql.identifier(columnOf(key).name)} ${sql.raw(columnOf(key).getSQLType())}`;

/** The values of `keys` in `source`, by column name: one object of a recordset's JSON. */
export function byColumnName(keys: readonly string[], source: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of keys) out[columnOf(k).name] = (source as Record<string, unknown>)[k];
  return out;
}

/** What makes two moves the same statement: the columns set and the guard. */
export const shapeOf = (keys: string[], expect?: Pick<ControlRow, 'deadline'>) =>
  `${keys.join(',')}|${!expect ? 'none' : expect.deadline ? 'deadline' : 'no-deadline'}`;

/**
 * The start of a session when none of its user's is running (one shape in practice). The content
 * is not sent back: the caller made it.
 */
export function preparedInsert(db: Db, keys: string[]) {
  const values = Object.fromEntries(keys.map((k) => [k, sql.placeholder(k)]));
  return db
    .insert(bmevents)
    .values(values as unknown as typeof bmevents.$inferInsert)
    .onConflictDoNothing({ target: bmevents.userId, where: sql`running` })
    .returning(withoutContent)
    .prepare(statementName(db, 'start'));
}

/**
 * Many starts in one statement (group-commit.ts), each inserted only when its user has none
 * running: the rows as a JSON array (one object per start, by column name), `keys` the columns
 * they set. Not prepared: drizzle prepares no INSERT … SELECT of a chosen column list, and one
 * parse is shared by every start in the statement.
 */
export function insertManySql(keys: string[], rows: readonly Record<string, unknown>[]) {
  const names = sql.join(
    keys.map((k) => sql.identifier(columnOf(k).name)),
    sql`, `,
  );
  const defs = sql.join(keys.map(recordsetColumn), sql`, `);
  const json = rows.map((r) => byColumnName(keys, r));
  const back = sql.join(
    Object.values(withoutContent).map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  return sql`insert into ${bmevents} (${names})
    select ${names} from jsonb_to_recordset(${JSON.stringify(json)}::jsonb) as v(${defs})
    on conflict (${sql.identifier(bmevents.userId.name)}) where running do nothing
    returning ${back}`;
}

/** A row of `withoutContent` columns as the driver returned it (column names), as drizzle maps it. */
export function rowWithoutContent(raw: Record<string, unknown>): RowWithoutContent {
  const out: Record<string, unknown> = {};
  for (const [key, col] of Object.entries(withoutContent)) {
    const v = raw[col.name];
    out[key] = v === null || v === undefined ? null : col.mapFromDriverValue(v);
  }
  return out as RowWithoutContent;
}
