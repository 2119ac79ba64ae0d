import { alphabet } from './alphabet/index.ts';
import { animals } from './animals/index.ts';
import { binary } from './binary/index.ts';
import { biography } from './biography/index.ts';
import { cards } from './cards/index.ts';
import type { EventData, EventDefinition } from './core/types.ts';
import { dates } from './dates/index.ts';
import { decimal } from './decimal/index.ts';
import { echopic } from './echopic/index.ts';
import { images } from './images/index.ts';
import { names } from './names/index.ts';
import type { EventName } from './names.ts';
import { sounds } from './sounds/index.ts';
import { tetris } from './tetris/index.ts';
import { words } from './words/index.ts';

/** Every event by wire name. `satisfies` makes a missing or misnamed event a type error. */
export const EVENTS = {
  binary,
  decimal,
  alphabet,
  names,
  biography,
  cards,
  echopic,
  sounds,
  images,
  animals,
  tetris,
  words,
  dates,
} satisfies Record<EventName, EventDefinition<EventData, unknown>>;

/** Per-event data and answer types, for callers that know the event statically. */
export type EventRegistry = typeof EVENTS;
export type DataOf<N extends EventName> = ReturnType<EventRegistry[N]['generate']>;
export type AnswerOf<N extends EventName> = ReturnType<EventRegistry[N]['perfectAnswer']>;

/**
 * The registry viewed with erased types, for code that handles any event by name (server routes,
 * result fetches). Answers must be validated by the protocol schema of that event first.
 */
export function eventByName(name: EventName): EventDefinition<EventData, unknown> {
  return EVENTS[name] as unknown as EventDefinition<EventData, unknown>;
}
