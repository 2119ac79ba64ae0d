import type { EventData, EventName, ScoreResult, Settings } from '@mnemoria/events';
import type { ComponentType } from 'react';

/** What every memorize view receives: the content, the layout settings and the current item. */
export interface MemorizeProps {
  data: EventData;
  settings: Settings;
  current: number;
  onSelect(index: number): void;
}

/** Recall views edit the whole answer; `onChange` gets a new array (never a mutated one). */
export interface RecallProps {
  data: EventData;
  settings: Settings;
  answer: unknown[];
  current: number;
  onSelect(index: number): void;
  onChange(answer: unknown[]): void;
}

/** The result comparison: the scored items (and rows) beside the unredacted data. */
export interface ReviewProps {
  data: EventData;
  settings: Settings;
  result: ScoreResult;
}

/** One playable event's views and the item rules the game screen needs (strip, answered-ness). */
export interface PlayableEvent {
  playable: true;
  /** Items of the memorize strip (blocks, columns, pages or faces). */
  memorizeCount(data: EventData): number;
  /** Items of the recall strip. */
  recallCount(data: EventData, settings: Settings): number;
  /** A blank answer of the right length (one entry per answer slot). */
  emptyAnswer(data: EventData): unknown[];
  /** Whether recall item `index` counts as answered (spec §5 rules). */
  answered(answer: unknown[], index: number, data: EventData, settings: Settings): boolean;
  Memorize: ComponentType<MemorizeProps>;
  Recall: ComponentType<RecallProps>;
  Review: ComponentType<ReviewProps>;
}

/** Media events whose views come with a later issue. */
export interface NotPlayableEvent {
  playable: false;
}

export type EventViews = PlayableEvent | NotPlayableEvent;
export type EventViewRegistry = Record<EventName, EventViews>;
