import type { EventData, ScoreResult, Settings } from '@mnemoria/events';
import type { ComponentType } from 'react';

/** What every memorize view receives: the content, the layout settings and the current item. */
export interface MemorizeProps {
  data: EventData;
  settings: Settings;
  current: number;
  onSelect(index: number): void;
  /** Blocktris: ms per row of the fall (bmevent.block_speed). */
  blockSpeed?: number | null;
  /** Sends a message on the session's /bmevent socket (Blocktris grid sync); a no-op when it is down. */
  emit?(event: string, ...args: unknown[]): void;
  /** The session id those messages carry. */
  sessionId?: string;
  /**
   * A viewer's board: how many blocks the player has seen land (Blocktris' `tetris-data-update`),
   * so the grid follows the player's instead of falling on its own. Undefined: not known yet.
   */
  landedByPlayer?: number;
}

/** Recall views edit the whole answer; `onChange` gets a new array (never a mutated one). */
export interface RecallProps {
  data: EventData;
  settings: Settings;
  answer: unknown[];
  current: number;
  onSelect(index: number): void;
  onChange(answer: unknown[]): void;
  /** See MemorizeProps. */
  emit?(event: string, ...args: unknown[]): void;
  sessionId?: string;
}

/** The result comparison: the scored items (and rows) beside the unredacted data. */
export interface ReviewProps {
  data: EventData;
  settings: Settings;
  result: ScoreResult;
  /** The answer as stored (views that redraw it, e.g. the Blocktris grid). */
  answer?: unknown[];
  /** Blocktris: the level's speed in ms, the result's headline. */
  blockSpeed?: number | null;
}

/** One playable event's views and the item rules the game screen needs (strip, answered-ness). */
export interface PlayableEvent {
  /** Always true: every event is playable (kept for callers that still check it). */
  playable: true;
  /** Items of the memorize strip (blocks, columns, pages or faces). */
  memorizeCount(data: EventData): number;
  /** Items of the recall strip. */
  recallCount(data: EventData, settings: Settings): number;
  /** A blank answer of the right length (one entry per answer slot). */
  emptyAnswer(data: EventData): unknown[];
  /** Whether recall item `index` counts as answered (the event's own rule). */
  answered(answer: unknown[], index: number, data: EventData, settings: Settings): boolean;
  Memorize: ComponentType<MemorizeProps>;
  Recall: ComponentType<RecallProps>;
  Review: ComponentType<ReviewProps>;
  /** Enter and the double → do not end memorizing (Blocktris); only Done does. */
  keepMemorizeOnEnter?: boolean;
}

/** Every event the engine knows has its views (see registry.ts). */
export type EventViews = PlayableEvent;
