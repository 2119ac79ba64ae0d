import { createHash } from 'node:crypto';
import {
  blocktrisSpeed,
  type EventName,
  type LevelRules,
  practiceRules,
  resolveSettings,
  type Settings,
  tetrisBlockCount,
} from '@mnemoria/events';

/**
 * The pure rules of a versus match: the fixed format of each event, how two different choices
 * settle, and who won. No I/O.
 */

/**
 * Both players of a match play the same settings, never their own: a setting can shape what the
 * recall shows (how items are grouped and ordered), and an opponent must not get a different, or an
 * easier, sheet. These are the events' defaults (images in the official rows of five).
 */
export const MATCH_SETTINGS: Settings = resolveSettings();

/** Blocktris in versus always falls at the speed of this level, for both players. */
export const VERSUS_TETRIS_LEVEL = 10;
export const versusBlockSpeed = () => blocktrisSpeed(VERSUS_TETRIS_LEVEL);

/**
 * Versus formats are fixed per event, as Memory League's are (one minute to memorize for most
 * disciplines, a few minutes to recall), so that ratings compare like with like and no player's
 * level changes the contest. Amounts are what a strong club athlete can nearly finish in the time.
 */
export const VERSUS_FORMATS: Record<EventName, LevelRules> = {
  binary: { amount: 240, memorizeSeconds: 60, recallSeconds: 180 },
  decimal: { amount: 80, memorizeSeconds: 60, recallSeconds: 180 },
  alphabet: { amount: 60, memorizeSeconds: 60, recallSeconds: 180 },
  names: { amount: 30, memorizeSeconds: 60, recallSeconds: 180 },
  biography: { amount: 3, memorizeSeconds: 120, recallSeconds: 240 },
  cards: { amount: 52, memorizeSeconds: 60, recallSeconds: 240 },
  echopic: { amount: 20, memorizeSeconds: 60, recallSeconds: 180 },
  sounds: { amount: 20, memorizeSeconds: 60, recallSeconds: 180 },
  images: { amount: 30, memorizeSeconds: 60, recallSeconds: 180 },
  animals: { amount: 20, memorizeSeconds: 60, recallSeconds: 180 },
  tetris: { amount: tetrisBlockCount(VERSUS_TETRIS_LEVEL), memorizeSeconds: 60, recallSeconds: 180 },
  words: { amount: 50, memorizeSeconds: 60, recallSeconds: 180 },
  dates: { amount: 20, memorizeSeconds: 60, recallSeconds: 180 },
};

/**
 * The event's format, within the event's bounds. A configured override (tests play matches of a
 * few seconds) keeps its times and only has its amount bounded.
 */
export function versusFormat(event: EventName, override?: (e: EventName) => LevelRules): LevelRules {
  if (!override) return practiceRules(event, VERSUS_FORMATS[event]);
  const o = override(event);
  return { ...o, amount: practiceRules(event, o).amount };
}

/**
 * Both choices locked: the same event is played; two different events are settled by a fair coin
 * drawn from the match's seed (both players see the outcome, and anyone can recompute it).
 */
export function settleChoice(
  seed: string,
  a: EventName,
  b: EventName,
): { event: EventName; matched: boolean } {
  if (a === b) return { event: a, matched: true };
  const coin = createHash('sha256').update(`choice:${seed}`).digest()[0] ?? 0;
  return { event: coin % 2 === 0 ? a : b, matched: false };
}

export interface Played {
  userId: string;
  /** Left or disconnected past the grace period: loses whatever the score. */
  forfeited: boolean;
  /** The player's stored recall holds any answer at all (`gaveAnswer`). */
  answered: boolean;
  score: number | null;
  percent: number | null;
  /** Memorize time on the server's clock (ms), the tiebreak of equal scores; null when unknown. */
  memMs: number | null;
}

export type Outcome =
  | { reason: 'score'; winner: string | null }
  | { reason: 'forfeit'; winner: string }
  | { reason: 'aborted'; winner: null };

/**
 * Who won. As on lichess, a match that ends before the players have done anything is aborted,
 * not lost: when neither typed a single answer, or both are gone. An aborted match is not rated
 * and costs no trial. Otherwise a player who forfeited loses, and else the higher score wins; at
 * equal scores the shorter memorize time (server-measured, ms) wins, and equal times tie.
 * Blocktris is decided the same way on its score, the cells of the rebuilt grid that are right,
 * because both players play the same blocks at the same speed (its solo headline, the fall speed,
 * is equal by construction in versus).
 */
export function decide(a: Played, b: Played): Outcome {
  if ((a.forfeited && b.forfeited) || (!a.answered && !b.answered))
    return { reason: 'aborted', winner: null };
  if (a.forfeited) return { reason: 'forfeit', winner: b.userId };
  if (b.forfeited) return { reason: 'forfeit', winner: a.userId };
  const sa = a.score ?? 0;
  const sb = b.score ?? 0;
  if (sa !== sb) return { reason: 'score', winner: sa > sb ? a.userId : b.userId };
  // Equal scores: the faster memorizer wins, as on the leaderboards; equal or unknown times tie.
  if (a.memMs === null || b.memMs === null || a.memMs === b.memMs) return { reason: 'score', winner: null };
  return { reason: 'score', winner: a.memMs < b.memMs ? a.userId : b.userId };
}

/** The evaluation a session shows for an outcome. */
export const evaluationFor = (
  o: Pick<Outcome, 'winner' | 'reason'>,
  userId: string,
): 'win' | 'lose' | 'tie' | 'aborted' =>
  o.reason === 'aborted' ? 'aborted' : o.winner === null ? 'tie' : o.winner === userId ? 'win' : 'lose';

/**
 * Whether a stored answer holds anything the player gave: every event's blank is null (or an
 * empty string), so any other leaf — a typed word or digit, a placed card, image or block — counts.
 */
export function gaveAnswer(answer: unknown): boolean {
  if (answer === null || answer === undefined || typeof answer === 'boolean') return false;
  if (typeof answer === 'string') return answer.trim() !== '';
  if (typeof answer === 'number') return Number.isFinite(answer);
  if (Array.isArray(answer)) return answer.some(gaveAnswer);
  if (typeof answer === 'object') return Object.values(answer).some(gaveAnswer);
  return false;
}
