import type { EventName } from '@mnemoria/events';
import type { User } from '@mnemoria/protocol';
import type { EventMeta } from '../../api/event-queries.ts';

/**
 * The server's display name (GET /api/bmevent/meta). Before it arrives, or if it failed, a local
 * label keeps the event page usable; tetris is always shown as Blocktris.
 */
export function displayNameOf(event: EventName, meta: readonly EventMeta[] | undefined): string {
  const fromServer = meta?.find((m) => m.name === event)?.displayName;
  if (fromServer) return fromServer;
  if (event === 'tetris') return 'Blocktris';
  return event.charAt(0).toUpperCase() + event.slice(1);
}

/** Levels start at 1 (docs/events.md); a user row without the event has not played it yet. */
export const levelOf = (user: User, event: EventName): number => user.levels[event] ?? 1;

export const isFavorite = (user: User, event: EventName): boolean => user.favorite.bmevents.includes(event);

export const rankOf = (user: User, event: EventName) => user.eventsRanks[event];
