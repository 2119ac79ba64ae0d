import { randomBytes, randomUUID } from 'node:crypto';
import {
  blocktrisSpeed,
  type ContentPack,
  type EventName,
  eventByName,
  formatById,
  levelRules,
  type Mode,
  officialDigitLayout,
  officialSettings,
  practiceRules,
  resolveSettings,
  type Settings,
  type SettingsInput,
} from '@mnemoria/events';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { type Db, statementName } from '../../../db/client.ts';
import type { bmevents, UserRow } from '../../../db/schema.ts';
import { users } from '../../../db/schema.ts';
import type { DbOrTx } from './repository.ts';
import { COUNTDOWN_SECONDS } from './stages.ts';
import { ByShape } from './statements.ts';
import { FREE_TRIALS_PER_DAY, localDay, TRIAL_MODES } from './trials.ts';

export interface PracticeRequest {
  amount?: number;
  memorize?: number;
  recall?: number;
  /** A built-in format's id: its amount and times win over the three above. */
  format?: string;
}

/**
 * A new session's row: the rules of the user's level (standard) or of their choice clamped to the
 * event's bounds (practice), their event settings, and content generated from a fresh seed.
 */
export function newSessionValues(
  user: UserRow,
  event: EventName,
  mode: Mode,
  practice: PracticeRequest,
  content: () => ContentPack,
  now: Date,
): typeof bmevents.$inferInsert {
  const def = eventByName(event);
  const level = (user.levels as Record<string, number>)[event] ?? 1;
  const atLevel = levelRules(event, level);
  const format = mode === 'practice' && practice.format ? formatById(practice.format) : undefined;
  if (format) practice = { amount: format.amount, memorize: format.memorize, recall: format.recall };
  const rules =
    mode === 'standard'
      ? atLevel
      : practiceRules(event, {
          amount: practice.amount ?? atLevel.amount,
          memorizeSeconds: practice.memorize ?? atLevel.memorizeSeconds,
          recallSeconds: practice.recall ?? atLevel.recallSeconds,
        });
  const own = resolveSettings(
    ((user.eventSettings as Record<string, unknown>)[event] ?? {}) as SettingsInput,
  );
  // A format session is laid out as the official sheet (rows, columns, pages) whatever the user's own layout.
  const settings = format ? officialSettings(format, own) : own;
  const seed = randomBytes(16).toString('hex');
  const generated = def.generate(
    { amount: rules.amount, settings },
    seed,
    def.needsContent ? content() : undefined,
  );
  const data = format
    ? officialDigitLayout(format, generated, digitRowsPerBlock(settings, event))
    : generated;
  return {
    id: randomUUID(),
    userId: user.id,
    name: event,
    mode,
    seed,
    level: mode === 'standard' ? level : null,
    amount: rules.amount,
    settings: settings as unknown as Record<string, unknown>,
    data: data as unknown as Record<string, unknown>,
    stage: 'init',
    stagedAt: now,
    memTime: rules.memorizeSeconds,
    recTime: rules.recallSeconds,
    cdrTime: COUNTDOWN_SECONDS,
    blockSpeed: event === 'tetris' ? blocktrisSpeed(level) : null,
    format: format?.id ?? null,
  };
}

/**
 * The day's trial is counted when the session starts (ready), in the caller's transaction: one
 * statement, computed from the row as it is when written, so two counts at once both land. It is
 * `countersFor` (trials.ts) in SQL: every mode's chance kept, the played counts reset on a new day
 * in the user's time zone, this mode's played count up by one.
 */
export async function countTrial(
  tx: DbOrTx,
  user: { id: string; timeZone: string },
  mode: string,
  now: Date,
) {
  await tx
    .update(users)
    .set(trialCounted(localDay(user.timeZone, now), mode))
    .where(eq(users.id, user.id));
}

/**
 * `countTrial` for several users of one mode (at most one count each), in the caller's transaction
 * and one statement: the grouped form the sign-in caches read the ids of, so only these are dropped.
 */
export async function countTrials(
  tx: DbOrTx,
  list: readonly { id: string; timeZone: string }[],
  mode: string,
  now: Date,
) {
  if (list.length === 0) return;
  const rows = list.map((u) => ({ id: u.id, today: localDay(u.timeZone, now) }));
  await tx
    .update(users)
    .set(trialCounted(sql`v."today"`, mode))
    .from(sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v("id" text, "today" text)`)
    .where(eq(users.id, sql`v."id"`));
}

/** One day's trial to count: `user` started a session of `mode` at `now`. */
export interface TrialCount {
  user: { id: string; timeZone: string };
  mode: string;
  now: Date;
}

/**
 * `countTrial` outside a transaction, prepared once per mode (the start of every solo session):
 * alone, or several users' counts of one mode in one statement (group-commit.ts). Both return the
 * users' rows as counted, for the sign-in cache to keep (a read fewer on the player's next request).
 */
export class TrialCounter {
  private readonly byMode = new ByShape<ReturnType<TrialCounter['build']>>();
  private readonly manyByMode = new ByShape<ReturnType<TrialCounter['buildMany']>>();

  constructor(private readonly db: Db) {}

  /** The user's row as the count left it (none if the user is gone). */
  async count({ user, mode, now }: TrialCount): Promise<UserRow[]> {
    const q = this.byMode.get(mode, () => this.build(mode));
    return q.execute({ today: localDay(user.timeZone, now), id: user.id });
  }

  /**
   * Counts of one mode, at most one per user (an UPDATE … FROM changes a row once). Its text is
   * the grouped form the sign-in caches read the ids of, so only these users are dropped.
   */
  async countMany(counts: readonly TrialCount[]): Promise<UserRow[]> {
    const mode = counts[0]?.mode;
    if (mode === undefined) return [];
    const rows = counts.map(({ user, now }) => ({ id: user.id, today: localDay(user.timeZone, now) }));
    return this.manyByMode.get(mode, () => this.buildMany(mode)).execute({ rows: JSON.stringify(rows) });
  }

  private build(mode: string) {
    return this.db
      .update(users)
      .set(trialCounted(sql.placeholder('today'), mode))
      .where(eq(users.id, sql.placeholder('id')))
      .returning()
      .prepare(statementName(this.db, `count_${mode}`));
  }

  private buildMany(mode: string) {
    return this.db
      .update(users)
      .set(trialCounted(sql`v."today"`, mode))
      .from(sql`jsonb_to_recordset(${sql.placeholder('rows')}::jsonb) as v("id" text, "today" text)`)
      .where(eq(users.id, sql`v."id"`))
      .returning(getTableColumns(users))
      .prepare(statementName(this.db, `count_many_${mode}`));
  }
}

/**
 * The `set` of the counting update for `today` (the user's local date, or a placeholder for it).
 * Written per mode rather than over a subquery: a statement on users reading another table makes
 * the sign-in caches drop every user, not just the ones it counts.
 */
export function trialCounted(today: unknown, mode: string) {
  const counter = (m: string) =>
    sql`jsonb_build_object(
      'chance', coalesce((${users.fp} -> ${m} ->> 'chance')::int, ${FREE_TRIALS_PER_DAY}),
      'played', case when ${users.fpDay} = ${today}
        then coalesce((${users.fp} -> ${m} ->> 'played')::int, 0) else 0 end + ${m === mode ? 1 : 0})`;
  const pairs = TRIAL_MODES.map((m) => sql`${m}::text, ${counter(m)}`);
  return { fpDay: today as string, fp: sql`jsonb_build_object(${sql.join(pairs, sql`, `)})` };
}

/** Rows per recall block of a digit event (the user's `{event}_format.vs`); 1 for other events. */
function digitRowsPerBlock(settings: Settings, event: EventName): number {
  const spacing = (settings as unknown as Record<string, { vs?: number } | undefined>)[`${event}_format`];
  return spacing?.vs ?? 1;
}
