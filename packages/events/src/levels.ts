/**
 * Standard-mode level rules and practice bounds. Amount per level comes from the expected
 * event length (`expectedEventLength`); time limits grow with the amount at a per-event pace, so both grow without bound.
 */
import { blocktrisSpeed, expectedEventLength } from './constants.ts';
import type { EventName, Mode } from './names.ts';
import { IMAGES_ROW } from './settings.ts';

/** Amount and time limits (seconds) of one session. */
export interface LevelRules {
  readonly amount: number;
  readonly memorizeSeconds: number;
  readonly recallSeconds: number;
}

/**
 * Memorize seconds per item at standard levels: roughly twice a club athlete's pace (Memory League
 * 60 s events, WMSC 5-minute disciplines), so a newcomer can pass level 1 and the level,
 * not the clock, is what tightens.
 */
export const MEMORIZE_SECONDS_PER_ITEM: Record<EventName, number> = {
  binary: 0.75,
  decimal: 2,
  alphabet: 2.5,
  names: 8,
  biography: 60,
  cards: 3,
  echopic: 5,
  sounds: 5,
  images: 3,
  animals: 6,
  tetris: 0,
  words: 4,
  dates: 5,
};

export const MIN_MEMORIZE_SECONDS = 30;
export const MIN_RECALL_SECONDS = 60;
/** Recall gets twice the memorize time, as in most WMSC disciplines (5 min / 15 min is 3×; ML is 1×). */
export const RECALL_FACTOR = 2;
/** Blocks that fit a 20×10 grid with no full row and a free spawn area (see tetris/simulate.ts). */
export const TETRIS_MAX_BLOCKS = 24;
/** Seconds to study the landed grid after the last block has fallen. */
const TETRIS_STUDY_SECONDS = 15;

const roundUp5 = (seconds: number) => Math.ceil(seconds / 5) * 5;

/** Levels start at 1; anything else is clamped so a corrupt stored level still plays. */
export function normalizeLevel(level: number): number {
  return Number.isFinite(level) ? Math.max(1, Math.floor(level)) : 1;
}

/** Blocktris difficulty lives in the speed; the block count grows slowly to a cap: 4 at level 1. */
export function tetrisBlockCount(level: number): number {
  return Math.min(TETRIS_MAX_BLOCKS, 3 + Math.ceil(normalizeLevel(level) / 3));
}

export function amountForLevel(event: EventName, level: number): number {
  const l = normalizeLevel(level);
  return event === 'tetris' ? tetrisBlockCount(l) : expectedEventLength(event, l);
}

/** Memorize time: per-item pace rounded up to 5 s; tetris: the fall of every block across 20 rows. */
export function memorizeSeconds(event: EventName, amount: number, level = 1): number {
  if (event === 'tetris') {
    const fall = (amount * 20 * blocktrisSpeed(normalizeLevel(level))) / 1000;
    return roundUp5(Math.max(MIN_MEMORIZE_SECONDS, fall + TETRIS_STUDY_SECONDS));
  }
  return roundUp5(Math.max(MIN_MEMORIZE_SECONDS, amount * MEMORIZE_SECONDS_PER_ITEM[event]));
}

export function recallSeconds(memorize: number): number {
  return roundUp5(Math.max(MIN_RECALL_SECONDS, memorize * RECALL_FACTOR));
}

/** Everything a standard session at `level` needs. */
export function levelRules(event: EventName, level: number): LevelRules {
  const amount = amountForLevel(event, level);
  const memorize = memorizeSeconds(event, amount, level);
  return { amount, memorizeSeconds: memorize, recallSeconds: recallSeconds(memorize) };
}

/** Inclusive range. */
export interface Bounds {
  readonly min: number;
  readonly max: number;
}

/** What a practice-mode user may choose. */
export interface PracticeBounds {
  readonly amount: Bounds;
  readonly memorizeSeconds: Bounds;
  readonly recallSeconds: Bounds;
}

/** Largest practice amount: a long session of the event, or the shipped pool size where it is small. */
export const PRACTICE_MAX_AMOUNT: Record<EventName, number> = {
  binary: 3000,
  decimal: 2000,
  alphabet: 1000,
  names: 200,
  biography: 20,
  cards: 520,
  echopic: 100,
  sounds: 100,
  images: 500,
  animals: 130,
  tetris: TETRIS_MAX_BLOCKS,
  words: 500,
  dates: 200,
};

/** Smallest practice amount: one item, or one full row where the recall orders rows (images). */
const PRACTICE_MIN_AMOUNT: Partial<Record<EventName, number>> = { images: IMAGES_ROW };

export function practiceBounds(event: EventName): PracticeBounds {
  return {
    amount: { min: PRACTICE_MIN_AMOUNT[event] ?? 1, max: PRACTICE_MAX_AMOUNT[event] },
    memorizeSeconds: { min: 10, max: 3600 },
    recallSeconds: { min: 10, max: 7200 },
  };
}

const clamp = (value: number, { min, max }: Bounds) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : min;

/** A practice request brought within bounds (never rejected: the user gets the nearest sane session). */
export function practiceRules(event: EventName, request: LevelRules): LevelRules {
  const b = practiceBounds(event);
  return {
    amount: clamp(request.amount, b.amount),
    memorizeSeconds: clamp(request.memorizeSeconds, b.memorizeSeconds),
    recallSeconds: clamp(request.recallSeconds, b.recallSeconds),
  };
}

/**
 * Rules of a new session: standard and versus play the given level (for versus the server picks the
 * level both players share); practice starts from that level's rules and applies the user's choices
 * within `practiceBounds`.
 */
export function sessionRules(
  event: EventName,
  mode: Mode,
  level: number,
  request: Partial<LevelRules> = {},
): LevelRules {
  const rules = levelRules(event, level);
  if (mode !== 'practice') return rules;
  return practiceRules(event, {
    amount: request.amount ?? rules.amount,
    memorizeSeconds: request.memorizeSeconds ?? rules.memorizeSeconds,
    recallSeconds: request.recallSeconds ?? rules.recallSeconds,
  });
}
