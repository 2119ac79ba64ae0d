import type { EventName } from '@mnemoria/events';
import { isPlayableEvent } from '../../events/registry.ts';

/**
 * Whether an event can be started: the game's view registry is the one source of truth, so an
 * event becomes playable everywhere (Train grid, Start buttons) the moment its views are registered.
 */
export function isPlayable(event: EventName): boolean {
  return isPlayableEvent(event);
}

export const NOT_PLAYABLE_TEXT = 'This event is not playable yet';
