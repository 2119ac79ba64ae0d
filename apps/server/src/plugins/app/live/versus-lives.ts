import type { EventName } from '@mnemoria/events';
import type { VersusLive } from '@mnemoria/protocol';
import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bmevents, type MatchRow, matches } from '../../../db/schema.ts';
import type { Rooms } from '../../../realtime/rooms/registry.ts';
import { Debounced } from './debounced.ts';

/** Changes of matches within this window are pushed together (both sessions of a start, a settle). */
const PUSH_MS = 50;
/** More changed matches than this in one window: the whole list is pushed once (`versusLives`). */
const WHOLE_LIST_OVER = 3;
const MAX_LISTED = 100;

const itemOf = (m: MatchRow): VersusLive | undefined =>
  m.event
    ? {
        _id: m.id,
        eventName: m.event as EventName,
        players: m.players.map((p) => ({
          user: { userName: p.userName },
          bmevent: p.bmeventId ?? '',
          left: p.left,
        })),
      }
    : undefined;

/**
 * The 'Versus 1 vs 1' list: matches being loaded or played, and a decided match while one of its
 * sessions still runs (a recall being scored as a forfeit ends it); a player who left is listed
 * with `left` while the match is on the list. Every change is pushed to the sockets
 * showing a Lives list (the `lives` room): `new-versus-live` (add or replace) and
 * `remove-versus-live` `{ _id }`.
 */
export function createVersusLives(db: Db, rooms: Rooms, onError: (err: unknown) => void) {
  const running = db
    .select({ id: bmevents.matchId })
    .from(bmevents)
    .where(and(eq(bmevents.running, true), isNotNull(bmevents.matchId)));
  const live = or(inArray(matches.stage, ['loading', 'playing']), inArray(matches.id, running));

  const list = async (): Promise<VersusLive[]> => {
    const rows = await db
      .select()
      .from(matches)
      .where(live)
      .orderBy(asc(matches.createdAt))
      .limit(MAX_LISTED);
    return rows.flatMap((m) => itemOf(m) ?? []);
  };

  const pending = new Set<string>();
  const emit = (event: string, payload: unknown) => rooms.emit('lives', '', event, payload);

  const flush = async () => {
    const ids = [...pending];
    pending.clear();
    // Nobody shows a Lives list (in this process, without Redis): nothing to read or send.
    if (!rooms.reachable('lives', '')) return;
    if (ids.length > WHOLE_LIST_OVER) {
      emit('versusLives', { success: true, lives: await list() });
      return;
    }
    const rows = await db
      .select()
      .from(matches)
      .where(and(inArray(matches.id, ids), live));
    for (const id of ids) {
      const item = rows.find((r) => r.id === id);
      const shown = item && itemOf(item);
      if (shown) emit('new-versus-live', shown);
      else emit('remove-versus-live', { _id: id });
    }
  };

  const push = new Debounced(flush, PUSH_MS, onError);

  return {
    list,
    /** A match's players, sessions or stage may have changed: its entry is pushed again. */
    changed(matchId: string) {
      pending.add(matchId);
      push.schedule();
    },
    /** No push after this; resolves once a push under way is sent (before the database closes). */
    stop: () => push.stop(),
  };
}
