import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
