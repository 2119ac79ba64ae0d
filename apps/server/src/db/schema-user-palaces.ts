import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** One stop of a user's own palace; `photo` is the stored photo's file name (never a URL). */
export interface UserPalaceLocation {
  id: string;
  title: string;
  note: string;
  photo: string | null;
}

/**
 * Palaces (journeys) a user builds from places they know. Locations are kept in order in one
 * JSON array: a reorder or an edit rewrites the array in one statement, and a location's `id`
 * stays the same through both, so walks and sessions keep pointing at it. Foreign keys to users
 * and bmevents (cascade) live in migration 0024 so the schema files do not import each other.
 */
export const userPalaces = pgTable(
  'user_palaces',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    locations: jsonb('locations').$type<UserPalaceLocation[]>().notNull().default([]),
    /** The uploaded walk-through video's file name, or null. */
    video: text('video'),
    videoBytes: integer('video_bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_palaces_user_idx').on(t.userId, t.createdAt)],
);

/** A walk through a palace: which locations the user marked as forgotten (ids), out of how many. */
export const palaceWalks = pgTable(
  'palace_walks',
  {
    id: text('id').primaryKey(),
    palaceId: text('palace_id').notNull(),
    walkedAt: timestamp('walked_at', { withTimezone: true }).notNull().defaultNow(),
    forgotten: jsonb('forgotten').$type<string[]>().notNull().default([]),
    remembered: jsonb('remembered').$type<string[]>().notNull().default([]),
  },
  (t) => [index('palace_walks_palace_idx').on(t.palaceId, t.walkedAt)],
);

/**
 * A training session that used a palace as its journey. `locations` is the palace's location ids
 * in order when the session started, so a later reorder does not move old mistakes around.
 */
export const palaceSessions = pgTable(
  'palace_sessions',
  {
    sessionId: text('session_id').notNull(),
    palaceId: text('palace_id').notNull(),
    locations: jsonb('locations').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId] }),
    index('palace_sessions_palace_idx').on(t.palaceId, t.createdAt),
  ],
);

export type UserPalaceRow = typeof userPalaces.$inferSelect;
export type PalaceWalkRow = typeof palaceWalks.$inferSelect;
