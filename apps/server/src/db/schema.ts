import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Per-event maps are stored as JSON keyed by event name; the protocol schema types them. */
type Json = Record<string, unknown>;

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    timeZone: text('time_zone').notNull().default('UTC'),
    eventsRanks: jsonb('events_ranks').$type<Json>().notNull().default({}),
    bests: jsonb('bests').$type<Json>().notNull().default({}),
    levels: jsonb('levels').$type<Json>().notNull().default({}),
    goals: jsonb('goals').$type<Json>().notNull().default({ standard: {} }),
    settings: jsonb('settings').$type<Json>().notNull(),
    eventSettings: jsonb('event_settings').$type<Json>().notNull().default({}),
    membership: jsonb('membership').$type<Json>().notNull().default({ premium: false, package: null }),
    favorite: jsonb('favorite').$type<Json>().notNull().default({ bmevents: [], palaces: [] }),
    fp: jsonb('fp').$type<Json>().notNull().default({}),
    /** The user's local calendar day the fp counters belong to (YYYY-MM-DD). */
    fpDay: text('fp_day'),
    /** `user`, or `moderator` / `admin` (may moderate chat); granted with the admin CLI. */
    role: text('role').$type<'user' | 'moderator' | 'admin'>().notNull().default('user'),
  },
  (t) => [
    // Uniqueness is case-insensitive, as users expect of names and email addresses.
    uniqueIndex('users_user_name_lower_idx').on(sql`lower(${t.userName})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

/** Sign-in sessions: only the SHA-256 of the cookie token is stored, so a database leak signs no one in. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** Password reset codes: HMAC of the 6 digits, expiry, wrong-try counter and single use. */
export const resetCodes = pgTable(
  'reset_codes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Hash of the ticket cookie handed out on verification (lets reset-password omit the code). */
    ticketHash: text('ticket_hash'),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('reset_codes_user_idx').on(t.userId)],
);

/**
 * One event session (a "bmevent"). The server owns it: the seed and full data (answer
 * key) live here, stage deadlines are stored so any process — or a restarted one — can enforce them,
 * and answers are written as they arrive.
 */
export const bmevents = pgTable(
  'bmevents',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mode: text('mode').notNull(),
    seed: text('seed').notNull(),
    /** Level the session was played at (standard), null in practice. */
    level: integer('level'),
    amount: integer('amount').notNull(),
    settings: jsonb('settings').$type<Json>().notNull(),
    data: jsonb('data').$type<Json>().notNull(),
    stage: text('stage').notNull(),
    stagedAt: timestamp('staged_at', { withTimezone: true }).notNull(),
    /** When the current timed stage ends on the server's clock; null for untimed stages. */
    deadline: timestamp('deadline', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    running: boolean('running').notNull().default(true),
    exited: boolean('exited').notNull().default(false),
    /** Limits in seconds; recTime is the recall time actually granted (incl. memorize time left over). */
    memTime: integer('mem_time').notNull(),
    recTime: integer('rec_time').notNull(),
    cdrTime: integer('cdr_time').notNull(),
    memStartedAt: timestamp('mem_started_at', { withTimezone: true }),
    memEndedAt: timestamp('mem_ended_at', { withTimezone: true }),
    recStartedAt: timestamp('rec_started_at', { withTimezone: true }),
    recEndedAt: timestamp('rec_ended_at', { withTimezone: true }),
    answer: jsonb('answer').$type<unknown>(),
    /** Client sequence number of the stored answer: older, reordered writes are ignored. */
    answerSeq: integer('answer_seq').notNull().default(-1),
    /** Live view state a viewer follows: current memorize / recall item and more. */
    view: jsonb('view').$type<Json>().notNull().default({}),
    /**
     * Memorize view changes as [epoch ms on the server's clock, item index], appended as they
     * arrive (migration 0021): the history's replay and the per-item analytics time items from it.
     */
    memViews: jsonb('mem_views').$type<[number, number][]>().notNull().default([]),
    result: jsonb('result').$type<Json>(),
    score: doublePrecision('score'),
    percent: doublePrecision('percent'),
    evaluation: text('evaluation'),
    blockSpeed: integer('block_speed'),
    /** Rank change this result caused, handed out once by POST /api/ranks/update-event-rank. */
    rankChange: jsonb('rank_change').$type<Json>(),
    rankSeen: boolean('rank_seen').notNull().default(false),
    /** The competition format a practice session plays (docs/formats.md); null otherwise. */
    format: text('format'),
    /** The versus match this session belongs to (migration 0003); null for solo sessions. */
    matchId: text('match_id'),
    /**
     * The page (tab id) that holds the session: answers and commands naming another page are
     * refused (bmevent/holder.ts). Null until a page takes it: then any page may act.
     */
    holder: text('holder'),
    /**
     * When the sweep must move this session on: the deadline, plus the answer lag in recall
     * (RECALL_LAG_MS in bmevent/stages.ts: keep the two equal). Null once the session is over. The SQL
     * function is created by migration 0002 (timestamptz + interval is only 'stable' to
     * PostgreSQL because of day/month intervals; with whole seconds it is immutable).
     */
    dueAt: timestamp('due_at', { withTimezone: true }).generatedAlwaysAs(
      sql`bmevents_due_at(deadline, stage, running)`,
    ),
  },
  (t) => [
    index('bmevents_user_idx').on(t.userId, t.createdAt),
    // One running session per user, enforced by the database rather than by timing.
    uniqueIndex('bmevents_one_running_idx').on(t.userId).where(sql`${t.running}`),
    // Only running sessions are in it, so the sweep's cost does not grow with history.
    index('bmevents_due_idx').on(t.dueAt).where(sql`${t.running}`),
  ],
);

/** One finished session's point on the progress chart and in the top-levels panel. */
export const results = pgTable(
  'results',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bmeventId: text('bmevent_id')
      .notNull()
      .references(() => bmevents.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    mode: text('mode').notNull(),
    level: integer('level'),
    amount: integer('amount').notNull(),
    score: doublePrecision('score').notNull(),
    max: doublePrecision('max').notNull(),
    percent: doublePrecision('percent').notNull(),
    blockSpeed: integer('block_speed'),
    /** How long memorize took on the server's clock, ms (null for results before it was kept). */
    memMs: integer('mem_ms'),
    /** The competition format played, or null: a format's board reads these rows. */
    format: text('format'),
    trialNumber: integer('trial_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('results_user_event_idx').on(t.userId, t.event, t.createdAt),
    // A format's leaderboard: best score, then memorize time, then who got there first.
    index('results_format_idx')
      .on(t.format, t.score.desc(), t.memMs, t.createdAt)
      .where(sql`${t.format} is not null`),
  ],
);

/**
 * Per user and event: how many results exist (the next trial number) and the best standard
 * score, kept in the result transaction so the dashboard never scans the results history.
 */
export const eventStats = pgTable(
  'event_stats',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    trials: integer('trials').notNull().default(0),
    standardPlayed: integer('standard_played').notNull().default(0),
    bestScore: doublePrecision('best_score'),
    bestMax: doublePrecision('best_max'),
    /** Blocktris: the fastest fall speed (ms) of a passed standard result. */
    fastestSpeed: integer('fastest_speed'),
    /**
     * Memorize time (ms) of the session that set the standard best: at an equal score the faster
     * memorizer ranks higher, and an equal score memorized faster replaces the best.
     */
    bestMemMs: integer('best_mem_ms'),
    /** When the standard best score was first reached: the leaderboard's tiebreak (earlier wins). */
    bestAt: timestamp('best_at', { withTimezone: true }),
    /** When the fastest standard Blocktris speed was first reached (tiebreak, earlier wins). */
    fastestAt: timestamp('fastest_at', { withTimezone: true }),
    /** Practice bests, kept apart: shown labelled on the profile, never ranked. */
    practicePlayed: integer('practice_played').notNull().default(0),
    practiceBestScore: doublePrecision('practice_best_score'),
    practiceBestMax: doublePrecision('practice_best_max'),
    practiceFastestSpeed: integer('practice_fastest_speed'),
    /** The latest finished session of the event, any mode. */
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.event] }),
    // Leaderboard order: standard best, then memorize time (unknown last), then who reached it
    // first (migration 0019). The expression must match pg-board.ts for the index to serve it.
    index('event_stats_best_idx')
      .on(t.event, t.bestScore.desc(), sql`coalesce(${t.bestMemMs}, 2147483647)`, t.bestAt, t.userId)
      .where(sql`${t.bestScore} is not null`),
    index('event_stats_fastest_idx')
      .on(t.event, t.fastestSpeed, t.fastestAt, t.userId)
      .where(sql`${t.fastestSpeed} is not null`),
  ],
);

export * from './schema-board.ts';
export * from './schema-chat.ts';
export * from './schema-palaces.ts';
export * from './schema-pay.ts';
export * from './schema-presets.ts';
export * from './schema-push.ts';
export * from './schema-seasons.ts';
export * from './schema-systems.ts';
export * from './schema-tournaments.ts';
export * from './schema-user-palaces.ts';
export * from './schema-versus.ts';

export type UserRow = typeof users.$inferSelect;
export type BmeventRow = typeof bmevents.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
