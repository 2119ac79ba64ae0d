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
 * A best is replaced only by a strictly better result, so `best_at` / `fastest_at` keep the first
 * time it was reached (the leaderboard's tiebreak: who got there first ranks higher). A Blocktris
 * speed counts only from a pass: speed means the grid was rebuilt at that fall speed.
 */

export interface Played {
  mode: string;
  score: number;
  max: number;
  passed: boolean;
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
const countedSpeed = (played: Played, blockSpeed: number | null) => (played.passed ? blockSpeed : null);

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
    bestAt: standard ? now : null,
    fastestSpeed: standard ? speed : null,
    fastestAt: standard && speed !== null ? now : null,
    practiceBestScore: practice ? played.score : null,
    practiceBestMax: practice ? played.max : null,
    practiceFastestSpeed: practice ? speed : null,
    lastPlayedAt: now,
  };
}

/** The upsert's SET for a further result: counters, the best of its own mode, last played. */
export function summaryUpdate(played: Played, blockSpeed: number | null, now: Date): Record<string, SQL> {
  const s = eventStats;
  const set: Record<string, SQL> = {
    trials: sql`${s.trials} + 1`,
    lastPlayedAt: sql`greatest(${s.lastPlayedAt}, ${now.toISOString()}::timestamptz)`,
  };
  const speed = countedSpeed(played, blockSpeed);
  if (played.mode === 'standard') {
    const higher = sql`(${s.bestScore} is null or ${played.score} > ${s.bestScore})`;
    set.standardPlayed = sql`${s.standardPlayed} + 1`;
    set.bestScore = sql`case when ${higher} then ${played.score} else ${s.bestScore} end`;
    set.bestMax = sql`case when ${higher} then ${played.max} else ${s.bestMax} end`;
    set.bestAt = sql`case when ${higher} then ${now.toISOString()}::timestamptz else ${s.bestAt} end`;
    if (speed !== null) {
      const faster = sql`(${s.fastestSpeed} is null or ${speed} < ${s.fastestSpeed})`;
      set.fastestSpeed = sql`case when ${faster} then ${speed} else ${s.fastestSpeed} end`;
      set.fastestAt = sql`case when ${faster} then ${now.toISOString()}::timestamptz else ${s.fastestAt} end`;
    }
  } else if (played.mode === 'practice') {
    const higher = sql`(${s.practiceBestScore} is null or ${played.score} > ${s.practiceBestScore})`;
    set.practicePlayed = sql`${s.practicePlayed} + 1`;
    set.practiceBestScore = sql`case when ${higher} then ${played.score} else ${s.practiceBestScore} end`;
    set.practiceBestMax = sql`case when ${higher} then ${played.max} else ${s.practiceBestMax} end`;
    if (speed !== null) {
      set.practiceFastestSpeed = sql`least(${s.practiceFastestSpeed}, ${speed})`;
    }
  }
  return set;
}
