import type { EventName } from '@mnemoria/events';
import type { PlayableEvent } from './types.ts';

type ViewsLoader = () => Promise<PlayableEvent>;

/**
 * The game screen's views per event, keyed like the engine's registry so a half-added event fails
 * the type check. Each entry is a dynamic import: a game downloads only its own event's views.
 */
const VIEW_LOADERS = {
  binary: () => import('./binary/index.ts').then((m) => m.binaryViews),
  decimal: () => import('./decimal/index.ts').then((m) => m.decimalViews),
  alphabet: () => import('./alphabet/index.ts').then((m) => m.alphabetViews),
  names: () => import('./names/index.ts').then((m) => m.namesViews),
  words: () => import('./words/index.ts').then((m) => m.wordsViews),
  dates: () => import('./dates/index.ts').then((m) => m.datesViews),
  biography: () => import('./biography/index.ts').then((m) => m.biographyViews),
  cards: () => import('./cards/index.ts').then((m) => m.cardsViews),
  echopic: () => import('./echopic/index.ts').then((m) => m.echopicViews),
  sounds: () => import('./sounds/index.ts').then((m) => m.soundsViews),
  images: () => import('./images/index.ts').then((m) => m.imagesViews),
  animals: () => import('./animals/index.ts').then((m) => m.animalsViews),
  tetris: () => import('./tetris/index.ts').then((m) => m.tetrisViews),
} satisfies Record<EventName, ViewsLoader>;

const LOADERS: Record<EventName, ViewsLoader> = VIEW_LOADERS;

/** The event's views, downloaded on first use (the module cache makes later calls instant). */
export function loadEventViews(event: EventName): Promise<PlayableEvent> {
  return LOADERS[event]();
}

/** The game route's loader: the views of the event in the address, or null for no such event. */
export function loadViewsForParam(param: string | undefined): Promise<PlayableEvent | null> | null {
  return param !== undefined && Object.hasOwn(LOADERS, param) ? loadEventViews(param as EventName) : null;
}
