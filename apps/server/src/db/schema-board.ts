import { doublePrecision, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How many users hold each standard best, per event (the leaderboard's ranks and page starts are
 * sums over it). Kept by a trigger on event_stats in the same transaction as every best change
 * (migration 0005); never written by the application.
 */
export const leaderboardCounts = pgTable(
  'leaderboard_counts',
  {
    event: text('event').notNull(),
    /** The best: points, or for Blocktris the fall speed in ms. */
    value: doublePrecision('value').notNull(),
    users: integer('users').notNull(),
  },
  (t) => [primaryKey({ name: 'leaderboard_counts_pk', columns: [t.event, t.value] })],
);
