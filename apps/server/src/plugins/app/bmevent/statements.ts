import { and, eq, sql } from 'drizzle-orm';
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
  answerSeq: bmevents.answerSeq,
};
export type ControlRow = Pick<BmeventRow, keyof typeof control>;

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
    nameOf: db
      .select({ name: bmevents.name })
      .from(bmevents)
      .where(ofUser)
      .limit(1)
      .prepare(statementName(db, 'name_of')),
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

/** Stage moves outside a transaction, one prepared statement per shape (columns set, guard). */
export class PreparedMoves {
  private readonly shapes = new ByShape<ReturnType<PreparedMoves['build']>>();

  constructor(private readonly db: Db) {}

  get(keys: string[], expect?: Pick<ControlRow, 'deadline' | 'recTime'>) {
    const guard = !expect ? 'none' : expect.deadline ? 'deadline' : 'no-deadline';
    return this.shapes.get(`${keys.join(',')}|${guard}`, () => this.build(keys, expect));
  }

  private build(keys: string[], expect?: Pick<ControlRow, 'deadline' | 'recTime'>) {
    const set = Object.fromEntries(keys.map((k) => [k, sql.placeholder(k)])) as BmeventPatch;
    return this.db
      .update(bmevents)
      .set(set)
      .where(moveWhere(undefined, undefined, expect, true))
      .returning()
      .prepare(statementName(this.db, 'move'));
  }
}

/** The start of a session when none of its user's is running (one shape in practice). */
export function preparedInsert(db: Db, keys: string[]) {
  const values = Object.fromEntries(keys.map((k) => [k, sql.placeholder(k)]));
  return db
    .insert(bmevents)
    .values(values as unknown as typeof bmevents.$inferInsert)
    .onConflictDoNothing({ target: bmevents.userId, where: sql`running` })
    .returning()
    .prepare(statementName(db, 'start'));
}
