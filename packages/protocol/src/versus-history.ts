import {
  EVENT_NAMES,
  type EventData,
  type EventName,
  type ScoreResult,
  type Settings,
} from '@mnemoria/events';
import { z } from 'zod';

/** Matches on one page of a player's versus history. */
export const VERSUS_HISTORY_PAGE_SIZE = 20;
/** The highest page a request may name (far past any real history). */
export const VERSUS_MAX_PAGE = 1_000_000;

const pageSchema = z.coerce
  .number({ error: 'page must be a number' })
  .int('page must be a whole number')
  .min(1, 'page must be at least 1')
  .max(VERSUS_MAX_PAGE, `page must be at most ${VERSUS_MAX_PAGE}`)
  .default(1);

/** GET /api/versus/history?page=N (1-based; a page past the last one is empty). */
export const versusHistoryQuerySchema = z.object({ page: pageSchema });
export type VersusHistoryQuery = z.input<typeof versusHistoryQuerySchema>;

/**
 * How a finished match ended for the asking player. `aborted`: the match ended before it was
 * really played (both gone, or nothing done) and nobody was rated.
 */
export const VERSUS_HISTORY_OUTCOMES = ['win', 'loss', 'draw', 'aborted'] as const;
export type VersusHistoryOutcome = (typeof VERSUS_HISTORY_OUTCOMES)[number];

/** One finished match in a player's history, seen from that player. */
export const versusHistoryEntrySchema = z.object({
  id: z.string(),
  event: z.enum(EVENT_NAMES),
  opponent: z.object({ userName: z.string() }),
  /** Null when that player left before their recall was scored. */
  myScore: z.number().nullable(),
  opponentScore: z.number().nullable(),
  outcome: z.enum(VERSUS_HISTORY_OUTCOMES),
  /** How it was decided: by the scores, a forfeit (a player left), or aborted. */
  reason: z.enum(['score', 'forfeit', 'aborted']),
  /** Whether the match moved the ratings. */
  rated: z.boolean(),
  /** The change of the player's rating in the match's event (shown rounded); null when unrated. */
  ratingChange: z.number().int().nullable(),
  /** ISO time the match was decided. */
  endedAt: z.string(),
});
export type VersusHistoryEntry = z.infer<typeof versusHistoryEntrySchema>;

/** GET /api/versus/history → newest first, `VERSUS_HISTORY_PAGE_SIZE` a page. */
export const versusHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    matches: z.array(versusHistoryEntrySchema),
    /** Finished matches of the player in all. */
    total: z.number().int(),
    page: z.number().int(),
  }),
});
export type VersusHistoryResponse = z.infer<typeof versusHistoryResponseSchema>;

/** One player's side of a match review. */
export interface VersusReviewPlayer {
  userName: string;
  /** The asking player. */
  you: boolean;
  /** Left (forfeited) before the end: their answers are shown, they were not scored. */
  left: boolean;
  score: number | null;
  percent: number | null;
  /** Their recall as stored (empty when they typed nothing). */
  answer: unknown[];
  /** Their answers checked against the key, item by item. */
  result: ScoreResult;
}

/**
 * GET /api/versus/review/:matchId → `{ success, review }`: a finished match read back, both
 * players' answers beside the key. Only the match's players may read it, and only once no session
 * of the match runs any more (403 before).
 */
export interface VersusReview {
  match: VersusHistoryEntry;
  eventName: EventName;
  /** The match's settings, the same for both players. */
  settings: Settings;
  /** The content both players memorized: the answer key. */
  data: EventData;
  /** Blocktris: the fall speed both played at (ms per row). */
  blockSpeed: number | null;
  /** The asking player first. */
  players: VersusReviewPlayer[];
}
