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

/** One player of a match as the match row keeps them (names copied at pairing time). */
export interface MatchPlayer {
  userId: string;
  userName: string;
  image: string | null;
  /** Overall rating when paired (matchmaking, and shown during choice). */
  rating: number;
  deviation: number;
  games: number;
  choice: string | null;
  ready: boolean;
  loaded: boolean;
  left: boolean;
  /** This player's versus session, once the match started. */
  bmeventId: string | null;
  /** The player has seen the result and left it (their versus state is back to none). */
  dismissed: boolean;
  /** Once the match is over: this player asked for a rematch (rematch.ts). */
  rematch?: boolean;
}

/** How a match ended; stored once, in the transaction that rates it. */
export interface MatchOutcome {
  /** null: a tie, or an aborted match. */
  winner: string | null;
  /** 'aborted': nobody answered or both left; not rated, no trial spent (docs/versus.md). */
  reason: 'score' | 'forfeit' | 'aborted';
  players: {
    userId: string;
    score: number | null;
    percent: number | null;
    event: { before: StoredRating; after: StoredRating };
    overall: { before: StoredRating; after: StoredRating };
  }[];
}

export interface StoredRating {
  rating: number;
  deviation: number;
  volatility: number;
  games: number;
}

/**
 * A versus match: the two players, their choices and ready flags, the settled event, the seed both
 * sessions are generated from, and the shared clock (`started_at`: both sessions' countdown began
 * together; every later deadline follows from it and the format). Stages: choice → loading →
 * playing → over.
 */
export const matches = pgTable(
  'matches',
  {
    id: text('id').primaryKey(),
    mode: text('mode').notNull(),
    stage: text('stage').notNull(),
    seed: text('seed').notNull(),
    event: text('event'),
    // Foreign keys to users (cascade) are declared in migration 0003; not here, so that this file
    // and schema.ts do not import each other.
    userA: text('user_a').notNull(),
    userB: text('user_b').notNull(),
    players: jsonb('players').$type<MatchPlayer[]>().notNull(),
    /** Loading: by when both must have loaded. Null in other stages. */
    deadline: timestamp('deadline', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The remaining recall of the later player was halved once already. */
    halvedAt: timestamp('halved_at', { withTimezone: true }),
    outcome: jsonb('outcome').$type<MatchOutcome>(),
    /** False for a match opened by an unrated challenge: deciding it rates nobody. */
    rated: boolean('rated').notNull().default(true),
  },
  (t) => [
    // "The match of this user" is looked up on every versus request: only open matches are indexed.
    index('matches_open_a_idx').on(t.userA).where(sql`${t.stage} <> 'over'`),
    index('matches_open_b_idx').on(t.userB).where(sql`${t.stage} <> 'over'`),
    // The latest finished match of a user (every versus state without an open match).
    index('matches_over_a_idx').on(t.userA, t.endedAt.desc()).where(sql`${t.stage} = 'over'`),
    index('matches_over_b_idx').on(t.userB, t.endedAt.desc()).where(sql`${t.stage} = 'over'`),
    index('matches_loading_idx').on(t.deadline).where(sql`${t.stage} = 'loading'`),
  ],
);

/**
 * A user's seat in a match that is not over: at most one per user (the primary key), so the
 * database itself refuses a second open match. Kept by triggers on `matches` (migration 0014: a
 * seat per player on insert, freed when the match reaches 'over'); code only reads it.
 */
export const matchSeats = pgTable(
  'match_seats',
  {
    userId: text('user_id').primaryKey(),
    matchId: text('match_id').notNull(),
  },
  (t) => [index('match_seats_match_idx').on(t.matchId)],
);

/** Glicko-2 versus ratings per user: one row per event played and one for 'overall'. */
export const ratings = pgTable(
  'ratings',
  {
    userId: text('user_id').notNull(),
    event: text('event').notNull(),
    rating: doublePrecision('rating').notNull(),
    deviation: doublePrecision('deviation').notNull(),
    volatility: doublePrecision('volatility').notNull(),
    games: integer('games').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.event] }),
    // The versus leaderboard: an event's ratings from the top, and the count above a player.
    index('ratings_event_rating_idx').on(t.event, t.rating.desc(), t.userId),
  ],
);

/**
 * A direct challenge of one user by another (challenges.ts). `status`: open, accepted, declined,
 * cancelled or expired; an open one past `expires_at` counts as expired wherever it is read.
 */
export const challenges = pgTable(
  'challenges',
  {
    id: text('id').primaryKey(),
    // Foreign keys to users (cascade) are declared in migration 0026, as for matches.
    fromUser: text('from_user').notNull(),
    toUser: text('to_user').notNull(),
    event: text('event').notNull(),
    rated: boolean('rated').notNull(),
    status: text('status').$type<'open' | 'accepted' | 'declined' | 'cancelled' | 'expired'>().notNull(),
    /** The match an accepted challenge opened. */
    matchId: text('match_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('challenges_open_pair_idx')
      .on(sql`least(${t.fromUser}, ${t.toUser})`, sql`greatest(${t.fromUser}, ${t.toUser})`)
      .where(sql`${t.status} = 'open'`),
    index('challenges_open_to_idx').on(t.toUser).where(sql`${t.status} = 'open'`),
    index('challenges_open_from_idx').on(t.fromUser).where(sql`${t.status} = 'open'`),
  ],
);

export type MatchRow = typeof matches.$inferSelect;
export type ChallengeRow = typeof challenges.$inferSelect;
export type RatingRow = typeof ratings.$inferSelect;
