import type { ContentPack } from '../content/types.ts';
import type { EventName } from '../names.ts';
import type { Settings } from '../settings.ts';
import type { Seed } from './rng.ts';

/** Session stages, in order. `init`/`load` come before the memorize countdown. */
export const STAGES = ['init', 'load', 'cdm', 'mem', 'cdr', 'rec', 'res'] as const;
export type Stage = (typeof STAGES)[number];

/**
 * Generated content of a session (its "data"). `raw` is the answer key in memorize order,
 * `formatted` the memorize view's grouping (rows, blocks, groups), `shuffle1`/`shuffle2` what the
 * recall pickers show.
 */
export interface EventData<Raw = unknown, Formatted = unknown, S1 = unknown, S2 = unknown> {
  readonly raw: Raw[];
  readonly formatted: Formatted[];
  readonly shuffle1: S1[];
  readonly shuffle2: S2[];
}

/** What a result screen paints per item: green, red, or an empty slot. */
export type Verdict = 'right' | 'wrong' | 'empty';

/** One scored item. `group`/`field` locate it inside a row, a person or a deck. */
export interface ScoredItem {
  /** Position in recall order (the order the answer array uses). */
  readonly index: number;
  readonly verdict: Verdict;
  /** Points this item contributed; may be fractional (dates −0.5, names 0.5) or 0 under a row rule. */
  readonly points: number;
  /** The right value as text, for the result screen. */
  readonly expected: string;
  /** What the athlete gave, or null for nothing. */
  readonly given: string | null;
  readonly group?: number;
  readonly field?: string;
}

/** A row (digits) scored as a whole under the WMSC half-row rule. */
export interface ScoredRow {
  readonly index: number;
  readonly points: number;
  readonly max: number;
  readonly errors: number;
}

/** Outcome of `score`: `percent` = score / max × 100, rounded to two decimals. */
export interface ScoreResult {
  readonly score: number;
  readonly max: number;
  readonly percent: number;
  readonly items: ScoredItem[];
  readonly rows?: ScoredRow[];
  /**
   * Speed cards only: the deck's time in seconds to the hundredth, its memorize time when the deck
   * is perfect, else the rule's 300.
   */
  readonly seconds?: number;
}

/** What `generate` needs besides the seed: how many items, and the user's display settings. */
export interface GenerateSetup {
  /** Number of items (digits, cards, people…; blocks for tetris). */
  readonly amount: number;
  /**
   * Full settings (see `resolveSettings`): grouping fields shape `formatted` only; `images_kind` picks
   * the images event's pool.
   */
  readonly settings: Settings;
}

/** The result's headline figure: points, or for tetris (Blocktris) a fall speed in ms, lower is better. */
export type Headline = 'score' | 'speed';

/**
 * One memory event. Everything is pure: generation depends only on (setup, seed, content) and is
 * identical on server and client; scoring depends only on (data, answer).
 */
export interface EventDefinition<Data extends EventData = EventData, Answer = unknown> {
  readonly name: EventName;
  readonly displayName: string;
  /** Whether the client must prefetch media (the load stage) before the countdown. */
  readonly prefetchMedia: boolean;
  readonly headline: Headline;
  /** Whether an event needs a content pack to generate (digit events and tetris do not). */
  readonly needsContent: boolean;
  generate(setup: GenerateSetup, seed: Seed, content?: ContentPack): Data;
  /** Never throws: null, short, long or nonsense answers all score. */
  score(data: Data, answer: Answer | null | undefined): ScoreResult;
  /** What a client may see at a stage; never the answer key during cdr/rec, nothing before mem. */
  redact(data: Data, stage: Stage): Data;
  /** The answer that scores 100 % (tests, demos, the result screen's "correct" column). */
  perfectAnswer(data: Data): Answer;
}
