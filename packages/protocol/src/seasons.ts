import { z } from 'zod';

/**
 * Monthly versus seasons (docs/seasons.md): GET /api/seasons, GET /api/seasons/{id} and
 * POST /api/seasons/{id}/join. A season's id is its UTC month.
 */
export const seasonParamsSchema = z.object({
  id: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'id must be a season id such as 2026-11'),
});
export type SeasonParams = z.infer<typeof seasonParamsSchema>;

export type SeasonStatus = 'open' | 'closed';
/** Where a place in the table sends the player next season (null: stays). */
export type SeasonZone = 'promotion' | 'relegation' | null;

/** The signed-in player's place in a season. */
export interface SeasonMe {
  division: number;
  divisionName: string;
  rank: number;
  played: number;
  points: number;
  /** Counted matches still to play (0: later games do not count). */
  matchesLeft: number;
  zone: SeasonZone;
  /** Once the season is closed: the division it gives the player next season. */
  nextDivision: number | null;
}

export interface SeasonWinner {
  division: number;
  divisionName: string;
  userId: string;
  userName: string;
  points: number;
}

export interface SeasonSummary {
  id: string;
  /** 'November 2026'. */
  name: string;
  status: SeasonStatus;
  startsAt: string;
  endsAt: string;
  matchesPerPlayer: number;
  players: number;
  /** The first of each division, once the season is closed (empty before). */
  winners: SeasonWinner[];
  /** Null when signed out or not enrolled. */
  me: SeasonMe | null;
}

export interface SeasonTableRow {
  rank: number;
  userId: string;
  userName: string;
  image: string | null;
  /** Overall versus rating at enrolment. */
  rating: number;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  points: number;
  zone: SeasonZone;
}

export interface SeasonDivision {
  division: number;
  name: string;
  /** How many go up and down from this division (its zones). */
  promote: number;
  relegate: number;
  table: SeasonTableRow[];
}

/** GET /api/seasons: the current season and the past ones, newest first. */
export interface SeasonsResponse {
  success: true;
  current: SeasonSummary;
  past: SeasonSummary[];
}

/** GET /api/seasons/{id}: the season with each division's table. */
export interface SeasonResponse {
  success: true;
  season: SeasonSummary;
  divisions: SeasonDivision[];
}

/** POST /api/seasons/{id}/join (premium): the season with the player's place in it. */
export interface SeasonJoinResponse {
  success: true;
  season: SeasonSummary;
}

/** Socket `season-watch` / `season-unwatch` (main channel): the season whose room to join. */
export const seasonWatchSchema = seasonParamsSchema.shape.id;

/**
 * Pushed to a season's room (`season-changed`) when a season match is counted in its tables: the
 * page refetches GET /api/seasons/{id} (the tables are per viewer, so the push carries none).
 */
export interface SeasonChangedSignal {
  id: string;
}
