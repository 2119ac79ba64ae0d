import type { EventName } from '@mnemoria/events';
import type { LiveStandardItem, WatchBmevent } from '@mnemoria/protocol';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { type BmeventRow, bmevents, users } from '../../../db/schema.ts';
import { Rooms } from '../../../realtime/rooms/registry.ts';
import type { ClientBmevent } from '../bmevent/view.ts';

/** Stages in which a session is on the Lives page: from the first countdown to the end of recall. */
const LIVE_STAGES = ['cdm', 'mem', 'cdr', 'rec'] as const;
/** List changes within this window are sent as one `standardLives` push (a burst of starts). */
const LIST_PUSH_MS = 100;

export interface Live {
  /** Running, live-shared standard and practice sessions, oldest first. */
  standardLives(): Promise<LiveStandardItem[]>;
  /** The session a viewer may join now, in the viewer projection, or why not. */
  watchable(id: string): Promise<{ ok: true; bmevent: WatchBmevent } | { ok: false; error: string }>;
  /** The player's channel relays a view change, typed answer or sound to the session's viewers. */
  relay(bmeventId: string, event: string, ...args: unknown[]): void;
  /** A user switched Live Share: the list changes and, when switched off, their viewers leave. */
  shareChanged(userId: string, share: boolean): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: Live;
  }
}

const sharing = sql`coalesce((${users.settings} ->> 'live_share')::boolean, true)`;

/** The viewer projection: exactly the player's projection of the moment, marked read-only. */
export const asViewer = (bmevent: ClientBmevent, userName: string): WatchBmevent => ({
  ...bmevent,
  viewer: true,
  userName,
});

/**
 * Live watching: which sessions are listed and watchable, and the projection of each session
 * change to its viewers. Viewers share one socket.io room per session (the Redis adapter spans
 * processes), so a change is one emit whatever the number of viewers.
 */
export function createLive(app: FastifyInstance, db: Db): Live {
  const rooms = new Rooms(() => app.io);
  let pushTimer: NodeJS.Timeout | null = null;

  const standardLives = async (): Promise<LiveStandardItem[]> => {
    const rows = await db
      .select({ id: bmevents.id, name: bmevents.name, userName: users.userName })
      .from(bmevents)
      .innerJoin(users, eq(users.id, bmevents.userId))
      .where(
        and(
          eq(bmevents.running, true),
          eq(bmevents.exited, false),
          ne(bmevents.mode, 'versus'),
          inArray(bmevents.stage, [...LIVE_STAGES]),
          sharing,
        ),
      )
      .orderBy(bmevents.startedAt)
      .limit(200);
    return rows.map((r) => ({
      user: { userName: r.userName },
      bmevent: { _id: r.id, name: r.name as EventName },
    }));
  };

  /** Every main-channel socket gets the whole list again: one broadcast, not one per listener. */
  const listChanged = () => {
    if (pushTimer) return;
    pushTimer = setTimeout(() => {
      pushTimer = null;
      standardLives()
        .then((lives) => app.io?.of('/').emit('standardLives', { success: true, lives }))
        .catch((err: unknown) => app.log.warn({ err }, 'standardLives push failed'));
    }, LIST_PUSH_MS);
    pushTimer.unref();
  };

  const ownerName = async (row: BmeventRow) => {
    const [owner] = await db
      .select({ userName: users.userName, share: sharing })
      .from(users)
      .where(eq(users.id, row.userId));
    return owner;
  };

  app.bmevents.published.push(async (bmevent) => {
    if (bmevent.mode === 'versus') return;
    const key = bmevent._id;
    if (bmevent.exited) rooms.emit('session-watch', key, 'user-exited');
    else {
      const row = await app.bmevents.repo.find(key);
      const owner = row && (await ownerName(row));
      if (owner) rooms.emit('session-watch', key, 'update-stage', asViewer(bmevent, owner.userName));
    }
    // Start (the first countdown) and end (result or exit) change the list.
    if (bmevent.stage === 'cdm' || bmevent.stage === 'res' || bmevent.exited) listChanged();
  });

  return {
    standardLives,
    async watchable(id) {
      const row = await app.bmevents.repo.find(id);
      if (!row || row.mode === 'versus' || !row.running || row.exited)
        return { ok: false, error: 'This session is not live.' };
      const owner = await ownerName(row);
      if (!owner?.share) return { ok: false, error: 'This session is not shared.' };
      return { ok: true, bmevent: asViewer(app.bmevents.engine.view(row), owner.userName) };
    },
    relay(bmeventId, event, ...args) {
      rooms.emit('session-watch', bmeventId, event, ...args);
    },
    async shareChanged(userId, share) {
      listChanged();
      if (share) return;
      const [row] = await db
        .select({ id: bmevents.id })
        .from(bmevents)
        .where(and(eq(bmevents.userId, userId), eq(bmevents.running, true)));
      if (!row) return;
      rooms.emit('session-watch', row.id, 'user-exited');
      app.io?.of('/watch').in(Rooms.of('session-watch', row.id)).disconnectSockets(true);
    },
  };
}
