import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A monthly season of versus matches (docs/seasons.md). The id is the UTC month ('2026-11'), so
 * two processes creating the same season insert the same key and one of them does nothing.
 */
export const seasons = pgTable('seasons', {
  id: text('id').primaryKey(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  /** 'open' until the server closes it at `endsAt` (promotion and relegation written), then 'closed'. */
  status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
  /** Counted matches per player, fixed when the season is created. */
  matchesPerPlayer: integer('matches_per_player').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
});

/**
 * A player in a season: their division (fixed for the season), their counted games and points,
 * and once the season is closed their final place and the division it gives them next season.
 * Foreign keys (seasons, users; cascade) are declared in migration 0023.
 */
export const seasonEnrolments = pgTable(
  'season_enrolments',
  {
    seasonId: text('season_id').notNull(),
    userId: text('user_id').notNull(),
    division: integer('division').notNull(),
    /** Overall versus rating at enrolment (shown in the table). */
    rating: integer('rating').notNull(),
    played: integer('played').notNull().default(0),
    wins: integer('wins').notNull().default(0),
    draws: integer('draws').notNull().default(0),
    losses: integer('losses').notNull().default(0),
    points: integer('points').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the season closes. */
    finalRank: integer('final_rank'),
    zone: text('zone').$type<'promotion' | 'relegation'>(),
    nextDivision: integer('next_division'),
  },
  (t) => [
    primaryKey({ name: 'season_enrolments_pk', columns: [t.seasonId, t.userId] }),
    index('season_enrolments_table_idx').on(t.seasonId, t.division),
    index('season_enrolments_user_idx').on(t.userId, t.seasonId),
  ],
);

/**
 * A match played for a season: written with the match (at pairing) so the result knows to count
 * it, and marked `counted` once the result was applied (the same transaction that rates the match).
 * One row per match (the primary key), so a match never counts twice.
 */
export const seasonGames = pgTable(
  'season_games',
  {
    matchId: text('match_id').primaryKey(),
    seasonId: text('season_id').notNull(),
    division: integer('division').notNull(),
    counted: boolean('counted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('season_games_season_idx').on(t.seasonId)],
);

export type SeasonRow = typeof seasons.$inferSelect;
export type SeasonEnrolmentRow = typeof seasonEnrolments.$inferSelect;
