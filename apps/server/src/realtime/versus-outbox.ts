import type { VersusState } from '@mnemoria/protocol';
import type { VersusEvent } from '../plugins/app/versus/events.ts';
import type { Rooms } from './rooms/registry.ts';

/** How long the server waits for a client's acknowledgement of `update` (it only logs a miss). */
const UPDATE_ACK_MS = 5_000;

/**
 * Maps the versus domain's events to rooms, projecting each for its recipient. State pushes are
 * coalesced: every user named by the events of one tick gets one `update` with their fresh state.
 */
export function versusOutbox(
  rooms: Rooms,
  deps: {
    state(userId: string): Promise<VersusState | undefined>;
    view(row: Extract<VersusEvent, { type: 'session' }>['row']): unknown;
    onError(err: unknown): void;
  },
) {
  const pending = new Set<string>();
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const ids = [...pending];
    pending.clear();
    for (const id of ids) {
      // Nobody to tell (no /versus connection that any process could hold): the state is not read.
      if (!rooms.reachable('versus-user', id)) continue;
      deps
        .state(id)
        .then((state) => state && rooms.emitWithAck('versus-user', id, 'update', state, UPDATE_ACK_MS))
        .catch(deps.onError);
    }
  };
  return (e: VersusEvent) => {
    switch (e.type) {
      case 'state':
        for (const id of e.userIds) pending.add(id);
        if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
        return;
      case 'user-state':
        return rooms.emitWithAck('versus-user', e.userId, 'update', e.state, UPDATE_ACK_MS);
      case 'search':
        return rooms.emit('user', e.userId, 'versusSearch', e.signal);
      case 'start':
        rooms.emit('user', e.userId, 'bmevent', e.signal);
        return rooms.emit('user', e.userId, 'start-bmevent', e.signal);
      case 'loaded':
        for (const id of e.userIds) rooms.emit('user', id, 'bmevent-loaded', e.signal);
        return;
      case 'opponent-left':
        return rooms.emit('user', e.userId, 'opponent-left', e.signal);
      case 'unready':
        return rooms.emit('user', e.userId, 'set-unready', e.signal);
      case 'session':
        return rooms.emit('session', e.row.id, 'update', deps.view(e.row));
      case 'half-recall':
        return rooms.emit('session', e.bmeventId, 'half-recall-time', e.signal);
    }
  };
}
