import type { EventName } from '@mnemoria/events';
import { alphabetViews } from './alphabet/index.ts';
import { binaryViews } from './binary/index.ts';
import { datesViews } from './dates/index.ts';
import { decimalViews } from './decimal/index.ts';
import { namesViews } from './names/index.ts';
import type { EventViewRegistry, EventViews } from './types.ts';
import { wordsViews } from './words/index.ts';

const NOT_YET = { playable: false } as const;

/**
 * The game screen's views per event, keyed like the engine's registry so a half-added event fails
 * the type check. The media events get their views in a later issue.
 */
export const EVENT_VIEWS = {
  binary: binaryViews,
  decimal: decimalViews,
  alphabet: alphabetViews,
  names: namesViews,
  words: wordsViews,
  dates: datesViews,
  biography: NOT_YET,
  cards: NOT_YET,
  echopic: NOT_YET,
  sounds: NOT_YET,
  images: NOT_YET,
  animals: NOT_YET,
  tetris: NOT_YET,
} satisfies EventViewRegistry;

export function viewsOf(event: EventName): EventViews {
  return EVENT_VIEWS[event];
}
