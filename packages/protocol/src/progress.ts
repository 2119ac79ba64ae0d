import { EVENT_NAMES } from '@mnemoria/events';
import { z } from 'zod';

/**
 * Progress screens: the dashboard's Top Levels panel, the progress chart, the profile's bests and
 * goals. Bodies are validated with these at the edge; the response shapes type the web client.
 */

const eventName = z.enum(EVENT_NAMES);

/** PUT /api/chart/changeXAxis: whether the chart's X axis shows dates instead of trial numbers. */
export const changeXAxisBodySchema = z.object({
  value: z.boolean({ error: 'value must be true or false' }),
});

/** Largest goal a user may set: far above any score or speed the events can produce. */
export const GOAL_MAX = 1_000_000;

/** One goal: a score to reach (or, for Blocktris, a fall speed in ms to get down to). 0 = no goal. */
export const goalValueSchema = z
  .number({ error: 'a goal must be a number' })
  .finite('a goal must be a finite number')
  .min(0, 'a goal must be 0 or more')
  .max(GOAL_MAX, `a goal must be at most ${GOAL_MAX}`);

/**
 * PUT /api/user/profile/updateStandardGoals: the goals to change, by event. Events left out keep
 * their goal; a goal of 0 clears it.
 */
export const updateStandardGoalsBodySchema = z.object({
  goals: z.object({
    standard: z.partialRecord(eventName, z.object({ goal: goalValueSchema }), {
      error: 'goals.standard must map event names to { goal }',
    }),
  }),
});
export type UpdateStandardGoalsBody = z.infer<typeof updateStandardGoalsBodySchema>;

/**
 * GET /api/event/results/topEventsLevels, one entry per event. `level` is the standard level once
 * a standard session was played (else null); `amount` is the standard best (Blocktris: its fastest
 * passed fall speed in ms) and `totalMark` the maximum of the session that set it (null for
 * Blocktris and when nothing was played).
 */
export const topLevelEntrySchema = z.object({
  event: eventName,
  level: z.number().int().nullable(),
  amount: z.number().nullable(),
  totalMark: z.number().nullable(),
});
export type TopLevelEntry = z.infer<typeof topLevelEntrySchema>;

/**
 * GET /api/user/profile/standard-bests, one item per event. `best` is the STANDARD best (what
 * ranks and the leaderboard use); the practice best is shown beside it, labelled, and never ranks.
 */
export const standardBestItemSchema = z.object({
  name: eventName,
  displayName: z.string(),
  level: z.number().int(),
  best: z.number().nullable(),
  /** When the standard best was first reached (ISO), null without one. */
  bestAt: z.string().nullable(),
  bestMax: z.number().nullable(),
  practiceBest: z.number().nullable(),
  /** Sessions finished in any mode, and of them in standard and practice. */
  sessions: z.number().int(),
  standardSessions: z.number().int(),
  practiceSessions: z.number().int(),
  versusSessions: z.number().int(),
  /** The latest finished session (ISO), null when never played. */
  lastPlayedAt: z.string().nullable(),
});
export type StandardBestItem = z.infer<typeof standardBestItemSchema>;

/** One point of the progress chart (results in ascending time). */
export const chartPointSchema = z.object({
  createdAt: z.string(),
  trialNumber: z.number().int(),
  score: z.number(),
  percent: z.number(),
  mode: z.string(),
  block_speed: z.number().nullable(),
});
export type ChartPoint = z.infer<typeof chartPointSchema>;
