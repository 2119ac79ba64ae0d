import { EVENT_NAMES } from '@mnemoria/events';
import { z } from 'zod';
import { VERSUS_MAX_PAGE } from './versus-history.ts';

/** The versus ratings a player has: the overall one and one per event. */
export const VERSUS_RATING_KEYS = ['overall', ...EVENT_NAMES] as const;
export type VersusRatingKey = (typeof VERSUS_RATING_KEYS)[number];

const ratingKeySchema = z
  .enum(VERSUS_RATING_KEYS, { error: `event must be one of ${VERSUS_RATING_KEYS.join(', ')}` })
  .default('overall');

/** Rows of one versus leaderboard page. */
export const VERSUS_BOARD_PAGE_SIZE = 20;

/**
 * GET /api/leaderboard/versus?event=&page=: `event` is 'overall' (the default) or an event name;
 * the page is 1-based, and a page past the last one answers the last page (the reply says which).
 */
export const versusBoardQuerySchema = z.object({
  event: ratingKeySchema,
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(VERSUS_MAX_PAGE, `page must be at most ${VERSUS_MAX_PAGE}`)
    .default(1),
});
export type VersusBoardQuery = z.input<typeof versusBoardQuerySchema>;

/** One rated player: Glicko-2 rating and deviation rounded, provisional ('?') while uncertain. */
export interface VersusBoardEntry {
  rank: number;
  userId: string;
  userName: string;
  image: string | null;
  rating: number;
  deviation: number;
  games: number;
  provisional: boolean;
}

export interface VersusBoardResponse {
  success: true;
  event: VersusRatingKey;
  page: number;
  pageSize: number;
  /** Rated players in this board, and the pages they fill (0 when nobody has played). */
  total: number;
  pages: number;
  leaderboard: VersusBoardEntry[];
  /** The caller's own place, also when it is on another page; null before their first rated match. */
  me: { rank: number; rating: number; games: number; provisional: boolean } | null;
}

/** GET /api/versus/rating-history?event=: 'overall' (the default) or an event name. */
export const ratingHistoryQuerySchema = z.object({ event: ratingKeySchema });

/** A rating at a moment: where the player started, then after each rated match. */
export interface RatingPoint {
  /** ISO time: the first point is the first rated match's start, the others when each ended. */
  at: string;
  rating: number;
  deviation: number;
  provisional: boolean;
}

export interface RatingHistoryResponse {
  success: true;
  event: VersusRatingKey;
  /** Oldest first; empty before the first rated match. At most `RATING_HISTORY_MAX` matches. */
  points: RatingPoint[];
}

/** The rating graph follows at most this many of the latest rated matches. */
export const RATING_HISTORY_MAX = 500;
