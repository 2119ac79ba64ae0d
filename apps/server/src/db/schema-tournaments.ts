import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Arenas: time-boxed tournaments on one event, players paired automatically while it runs.
 * Foreign keys (users, matches; cascade or set null) are declared in migration 0022, not here,
 * so that this file and schema.ts do not import each other.
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    event: text('event').notNull(),
    /** A named format when the arena is not played in the event's versus format; null: that one. */
    format: text('format'),
    status: text('status').$type<'created' | 'started' | 'finished'>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Null for the scheduled arenas the server opens itself. */
    createdBy: text('created_by'),
    /** 'link': not listed, reachable by its address only. */
    visibility: text('visibility').$type<'public' | 'link'>().notNull().default('public'),
    /** The schedule's slot ('hourly:<start>'): unique, so several processes create it once. */
    scheduleSlot: text('schedule_slot'),
    winnerId: text('winner_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tournaments_schedule_slot_idx').on(t.scheduleSlot),
    index('tournaments_open_idx').on(t.status, t.startsAt).where(sql`${t.status} <> 'finished'`),
    index('tournaments_ends_idx').on(t.endsAt.desc()),
  ],
);

/** A player of an arena and their running score. */
export const tournamentPlayers = pgTable(
  'tournament_players',
  {
    tournamentId: text('tournament_id').notNull(),
    userId: text('user_id').notNull(),
    /** 'active': paired when free; 'paused': kept in the standings, not paired; 'withdrawn': left. */
    status: text('status').$type<'active' | 'paused' | 'withdrawn'>().notNull().default('active'),
    points: integer('points').notNull().default(0),
    /** Wins in a row: from two on, the next game scores double. */
    streak: integer('streak').notNull().default(0),
    games: integer('games').notNull().default(0),
    wins: integer('wins').notNull().default(0),
    lastOpponent: text('last_opponent'),
    /** When the player last gained points (a standings tie-break). */
    reachedAt: timestamp('reached_at', { withTimezone: true }),
    /** Since when the player waits for a pairing (joined, back from a game or a pause). */
    waitingSince: timestamp('waiting_since', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'tournament_players_pk', columns: [t.tournamentId, t.userId] }),
    index('tournament_players_user_idx').on(t.userId),
  ],
);

/** The versus matches an arena paired, and whether their result was added to the standings. */
export const arenaGames = pgTable(
  'arena_games',
  {
    matchId: text('match_id').primaryKey(),
    tournamentId: text('tournament_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    scoredAt: timestamp('scored_at', { withTimezone: true }),
  },
  (t) => [index('arena_games_unscored_idx').on(t.tournamentId).where(sql`${t.scoredAt} is null`)],
);

export type TournamentRow = typeof tournaments.$inferSelect;
export type TournamentPlayerRow = typeof tournamentPlayers.$inferSelect;
