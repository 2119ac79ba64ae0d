import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Memory palaces. `videoUrl` is an operator's absolute URL, or null for a built-in palace whose
 * clip the server generates and serves itself. `builtin` marks the sample catalogue, which is
 * seeded when absent but never overwrites what an operator edited.
 */
export const palaces = pgTable(
  'palaces',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    videoUrl: text('video_url'),
    locations: jsonb('locations').$type<string[]>().notNull(),
    premium: boolean('premium').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    builtin: boolean('builtin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('palaces_sort_idx').on(t.sort, t.id)],
);

/**
 * A premium user's named playlists; `palaces` keeps palace ids in the order added. Foreign keys
 * to users (cascade) live in migration 0009 so this file and schema.ts do not import each other.
 */
export const playlists = pgTable(
  'playlists',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    palaces: jsonb('palaces').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('playlists_user_idx').on(t.userId, t.createdAt)],
);

export type PalaceRow = typeof palaces.$inferSelect;
export type PlaylistRow = typeof playlists.$inferSelect;
