import type { EventName } from '@mnemoria/events';
import { alphabetViews } from './alphabet/index.ts';
import { animalsViews } from './animals/index.ts';
import { binaryViews } from './binary/index.ts';
import { biographyViews } from './biography/index.ts';
import { cardsViews } from './cards/index.ts';
import { datesViews } from './dates/index.ts';
import { decimalViews } from './decimal/index.ts';
import { echopicViews } from './echopic/index.ts';
import { imagesViews } from './images/index.ts';
import { namesViews } from './names/index.ts';
import { soundsViews } from './sounds/index.ts';
import { tetrisViews } from './tetris/index.ts';
import type { EventViewRegistry, EventViews } from './types.ts';
import { wordsViews } from './words/index.ts';

/**
 * The game screen's views per event, keyed like the engine's registry so a half-added event fails
 * the type check.
 */
export const EVENT_VIEWS = {
  binary: binaryViews,
  decimal: decimalViews,
  alphabet: alphabetViews,
  names: namesViews,
  words: wordsViews,
  dates: datesViews,
  biography: biographyViews,
  cards: cardsViews,
  echopic: echopicViews,
  sounds: soundsViews,
  images: imagesViews,
  animals: animalsViews,
  tetris: tetrisViews,
} satisfies EventViewRegistry;

export function viewsOf(event: EventName): EventViews {
  return EVENT_VIEWS[event];
}
