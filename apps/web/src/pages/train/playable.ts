import type { EventName } from '@mnemoria/events';

/**
 * Events whose memorize, recall and result views exist end to end. Every event still shows on the
 * Train grid and its page (levels, settings) but cannot be started until it is listed here; adding
 * an event's views means adding one name to this list.
 */
export const PLAYABLE_EVENTS: readonly EventName[] = [
  'binary',
  'decimal',
  'alphabet',
  'names',
  'words',
  'dates',
];

export function isPlayable(event: EventName): boolean {
  return PLAYABLE_EVENTS.includes(event);
}

export const NOT_PLAYABLE_TEXT = 'This event is not playable yet';
