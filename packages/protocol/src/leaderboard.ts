import { EVENT_NAMES } from '@mnemoria/events';
import { z } from 'zod';

/** Rows of one leaderboard page. */
export const LEADERBOARD_PAGE_SIZE = 20;
/** Highest page number a request may name (far past any real board: 20 million ranked users). */
export const LEADERBOARD_MAX_PAGE = 1_000_000;

/**
 * GET /api/leaderboard/standardUsersData?event=&page=. The event defaults to the first one; the
 * page is 1-based, and a page past the last one answers the last page (the reply says which).
 */
export const leaderboardQuerySchema = z.object({
  event: z
    .enum(EVENT_NAMES, { error: `event must be one of ${EVENT_NAMES.join(', ')}` })
    .default(EVENT_NAMES[0]),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(LEADERBOARD_MAX_PAGE, `page must be at most ${LEADERBOARD_MAX_PAGE}`)
    .default(1),
});
export type LeaderboardQuery = z.input<typeof leaderboardQuerySchema>;

/**
 * One ranked user. `highestScore` is the standard best: points, or for Blocktris (headline
 * 'speed') the fastest fall speed in ms, where lower is better.
 */
export interface LeaderboardEntry {
  rank: number;
  userId: string;
  userName: string;
  image: string | null;
  highestScore: number;
  /**
   * Memorize time (ms, server clock) of the session that set the best: at an equal best the faster
   * one ranks higher. Null when it was not measured (bests from before it was kept; Blocktris).
   */
  memorizeMs: number | null;
}

export interface LeaderboardResponse {
  success: true;
  event: (typeof EVENT_NAMES)[number];
  headline: 'score' | 'speed';
  page: number;
  pageSize: number;
  /** Ranked users in this event, and the number of pages they fill (0 when nobody is ranked). */
  total: number;
  pages: number;
  leaderboard: LeaderboardEntry[];
  /** The caller's own place, also when it is on another page; rank null = not ranked (N/A). */
  me: { rank: number | null; highestScore: number | null; memorizeMs: number | null };
}

export interface LeaderboardFailure {
  success: false;
  message: string;
  error: string;
}

/** POST /api/user/settings/custom-profile-image and POST /api/v1/user/image (multipart `image`). */
export type ProfileImageResponse =
  | { success: true; message: string; image: string }
  | { success: false; message: string; error: string };
