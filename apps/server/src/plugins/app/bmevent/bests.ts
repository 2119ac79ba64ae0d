import { type EventName, eventByName } from '@mnemoria/events';
import { type SQL, sql } from 'drizzle-orm';
import { eventStats } from '../../../db/schema.ts';

/**
 * How a finished session changes the user's bests. Two bests per event, never mixed:
 *
 * - the STANDARD best (`best_score`, Blocktris `fastest_speed`), set by standard sessions only;
 *   it is what ranks, the leaderboard, the profile and Top Levels show;
 * - the PRACTICE best (`practice_best_score`, `practice_fastest_speed`), shown labelled, never ranked.
 *
 * A best is replaced only by a strictly better result: a higher score, or the same score memorized
 * faster (`best_mem_ms`, the first tiebreak). So `best_at` / `fastest_at` keep the first time it was
 * reached (the next tiebreak: who got there first ranks higher). A Blocktris
 * speed counts only from a pass: speed means the grid was rebuilt at that fall speed.
 */

export interface Played {
  mode: string;
  score: number;
  max: number;
  passed: boolean;
  /** How long memorize took on the server's clock (ms), or null when it never ran. */
  memMs: number | null;
}

/** A best's memorize time when none was measured: ranks after every measured one (migration 0019). */
export const UNKNOWN_MEM_MS = 2_147_483_647;

/**
 * Memorize time of a session in ms: from the move into memorize to the move out (the Done or the
 * timer), capped at the stage's limit because the sweep may end it up to a second late.
 */
export function memorizeMs(row: {
  memStartedAt: Date | null;
  memEndedAt: Date | null;
  memTime: number;
}): number | null {
  if (!row.memStartedAt || !row.memEndedAt) return null;
  const ms = row.memEndedAt.getTime() - row.memStartedAt.getTime();
  return Math.max(0, Math.min(ms, row.memTime * 1000));
}

const isSpeedEvent = (event: EventName) => eventByName(event).headline === 'speed';

/**
 * The user's `bests[event]` after a standard result, or undefined when it does not change.
 * Score events: a higher score (0 counts as a first best). Blocktris: a lower passed speed.
 */
export function betterStandardBest(
  event: EventName,
  current: number | undefined,
  score: number,
  blockSpeed: number | null,
  evaluation: 'passed' | 'failed',
): number | undefined {
  if (isSpeedEvent(event)) {
    if (evaluation !== 'passed' || blockSpeed === null) return undefined;
    return current === undefined || blockSpeed < current ? blockSpeed : undefined;
  }
  return current === undefined || score > current ? score : undefined;
}

/** A speed that counts as a best: Blocktris-style sessions that passed. */
export const countedSpeed = (played: Played, blockSpeed: number | null) =>
  played.passed ? blockSpeed : null;

/** The summary row of a user's first result in an event. */
export function firstSummary(
  userId: string,
  event: string,
  played: Played,
  blockSpeed: number | null,
  now: Date,
): typeof eventStats.$inferInsert {
  const standard = played.mode === 'standard';
  const practice = played.mode === 'practice';
  const speed = countedSpeed(played, blockSpeed);
  return {
    userId,
    event,
    trials: 1,
    standardPlayed: standard ? 1 : 0,
    practicePlayed: practice ? 1 : 0,
    bestScore: standard ? played.score : null,
    bestMax: standard ? played.max : null,
    bestMemMs: standard ? played.memMs : null,
    bestAt: standard ? now : null,
    fastestSpeed: standard ? speed : null,
    fastestAt: standard && speed !== null ? now : null,
    practiceBestScore: practice ? played.score : null,
    practiceBestMax: practice ? played.max : null,
    practiceFastestSpeed: practice ? speed : null,
    lastPlayedAt: now,
  };
}

/**
 * A result's figures as the summary upsert binds them: plain values, or placeholders of a prepared
 * statement. `speed` is null when the result has no counted speed (that changes the SET).
 */
export interface Bound {
  score: unknown;
  max: unknown;
  speed: unknown;
  /** Memorize time in ms (null when not measured). */
  memMs: unknown;
  /** When it was played, as an ISO timestamp. */
  at: unknown;
}

/** The upsert's SET for a further result: counters, the best of its own mode, last played. */
export function summaryUpdate(mode: string, v: Bound): Record<string, SQL> {
  const s = eventStats;
  const score = sql`${v.score}::double precision`;
  const max = sql`${v.max}::double precision`;
  const speed = sql`${v.speed}::integer`;
  const at = sql`${v.at}::timestamptz`;
  const memMs = sql`coalesce(${v.memMs}::integer, ${UNKNOWN_MEM_MS})`;
  const set: Record<string, SQL> = {
    trials: sql`${s.trials} + 1`,
    lastPlayedAt: sql`greatest(${s.lastPlayedAt}, ${at})`,
  };
  if (mode === 'standard') {
    const higher = sql`(${s.bestScore} is null or ${score} > ${s.bestScore}
      or (${score} = ${s.bestScore} and ${memMs} < coalesce(${s.bestMemMs}, ${UNKNOWN_MEM_MS})))`;
    set.standardPlayed = sql`${s.standardPlayed} + 1`;
    set.bestMemMs = sql`case when ${higher} then ${v.memMs}::integer else ${s.bestMemMs} end`;
    set.bestScore = sql`case when ${higher} then ${score} else ${s.bestScore} end`;
    set.bestMax = sql`case when ${higher} then ${max} else ${s.bestMax} end`;
    set.bestAt = sql`case when ${higher} then ${at} else ${s.bestAt} end`;
    if (v.speed !== null) {
      const faster = sql`(${s.fastestSpeed} is null or ${speed} < ${s.fastestSpeed})`;
      set.fastestSpeed = sql`case when ${faster} then ${speed} else ${s.fastestSpeed} end`;
      set.fastestAt = sql`case when ${faster} then ${at} else ${s.fastestAt} end`;
    }
  } else if (mode === 'practice') {
    const higher = sql`(${s.practiceBestScore} is null or ${score} > ${s.practiceBestScore})`;
    set.practicePlayed = sql`${s.practicePlayed} + 1`;
    set.practiceBestScore = sql`case when ${higher} then ${score} else ${s.practiceBestScore} end`;
    set.practiceBestMax = sql`case when ${higher} then ${max} else ${s.practiceBestMax} end`;
    if (v.speed !== null) set.practiceFastestSpeed = sql`least(${s.practiceFastestSpeed}, ${speed})`;
  }
  return set;
}
