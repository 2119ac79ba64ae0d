import type { EventName } from '@mnemoria/events';
import {
  LIVES_PAGE_SIZE,
  type LiveStandardItem,
  type StandardLivesReply,
  type VersusLive,
  type WatchBmevent,
} from '@mnemoria/protocol';
import { and, count, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { type BmeventRow, bmevents, users } from '../../../db/schema.ts';
import { Rooms } from '../../../realtime/rooms/registry.ts';
import type { ClientBmevent } from '../bmevent/view.ts';
import { Debounced } from './debounced.ts';
import { createVersusLives } from './versus-lives.ts';
import { createVersusWatch, NOT_LIVE } from './versus-watch.ts';

/** Stages in which a session is on the Lives page: from the first countdown to the end of recall. */
const LIVE_STAGES = ['cdm', 'mem', 'cdr', 'rec'] as const;
/** List changes within this window are sent as one `standardLives` push (a burst of starts). */
const LIST_PUSH_MS = 100;

/** Which page of the Lives list, and the search in players' names ('' for none). */
export interface LivesQuery {
  page: number;
  q: string;
}

export interface Live {
  /** A page of the running, live-shared standard and practice sessions, newest first. */
  standardLives(query?: LivesQuery): Promise<StandardLivesReply>;
  /** Versus matches being played, oldest first (always watchable). */
  versusLives(): Promise<VersusLive[]>;
  /** The session `viewerId` may join now, in the viewer projection, or why not. */
  watchable(id: string, viewerId: string): Promise<Watch>;
  /**
   * A viewer has joined the session's room: checks again (a change between handshake and join is
   * not missed) and sends its first state, as late as every other message for a versus session.
   */
  welcome(id: string, viewerId: string, send: (bmevent: WatchBmevent) => void): Promise<boolean>;
  /** The player's channel relays a view change, typed answer or sound to the session's viewers. */
  relay(session: { id: string; versus: boolean }, event: string, ...args: unknown[]): void;
  /** A user switched Live Share: the list changes and, when switched off, their viewers leave. */
  shareChanged(userId: string, share: boolean): Promise<void>;
}

type Watch = { ok: true; bmevent: WatchBmevent; row: BmeventRow } | { ok: false; error: string };

declare module 'fastify' {
  interface FastifyInstance {
    live: Live;
  }
}

const sharing = sql`coalesce((${users.settings} ->> 'live_share')::boolean, true)`;
const FIRST_PAGE: LivesQuery = { page: 1, q: '' };
/** A search typed by a user matches itself: LIKE's wildcards and escape are taken literally. */
const likeEscaped = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

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
export function createLive(app: FastifyInstance, db: Db, delayMs = 10_000): Live {
  const rooms = new Rooms(() => app.io);
  const versusLives = createVersusLives(db, rooms, (err) =>
    app.log.warn({ err }, 'versus lives push failed'),
  );
  const versusWatch = createVersusWatch(app, rooms, delayMs);

  const listed = (q: string) =>
    and(
      eq(bmevents.running, true),
      eq(bmevents.exited, false),
      ne(bmevents.mode, 'versus'),
      inArray(bmevents.stage, [...LIVE_STAGES]),
      sharing,
      q ? ilike(users.userName, `%${likeEscaped(q)}%`) : undefined,
    );

  const standardLives = async ({ page, q }: LivesQuery = FIRST_PAGE): Promise<StandardLivesReply> => {
    // The newest first, so a session that just started is on the first page however busy it is.
    const rows = await db
      .select({
        id: bmevents.id,
        name: bmevents.name,
        userName: users.userName,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(bmevents)
      .innerJoin(users, eq(users.id, bmevents.userId))
      .where(listed(q))
      .orderBy(desc(bmevents.startedAt), desc(bmevents.id))
      .limit(LIVES_PAGE_SIZE)
      .offset((page - 1) * LIVES_PAGE_SIZE);
    // Past the last page the window count has no row to ride on: counted apart (rare).
    const total =
      rows[0]?.total ??
      (page > 1
        ? ((
            await db
              .select({ n: count() })
              .from(bmevents)
              .innerJoin(users, eq(users.id, bmevents.userId))
              .where(listed(q))
          )[0]?.n ?? 0)
        : 0);
    const lives: LiveStandardItem[] = rows.map((r) => ({
      user: { userName: r.userName },
      bmevent: { _id: r.id, name: r.name as EventName },
    }));
    return { success: true, lives, total, page, pageSize: LIVES_PAGE_SIZE, q };
  };

  /**
   * Every socket showing a Lives list gets the whole list again: one broadcast to their room. With
   * nobody showing one (known in this process without Redis) the list is not even read.
   */
  const listPush = new Debounced(
    async () => {
      if (!rooms.reachable('lives', '')) return;
      rooms.emit('lives', '', 'standardLives', await standardLives());
    },
    LIST_PUSH_MS,
    (err) => app.log.warn({ err }, 'standardLives push failed'),
  );
  const listChanged = () => listPush.schedule();
  // The pushes read the database, which closes after these hooks.
  app.addHook('preClose', async () => {
    await Promise.all([listPush.stop(), versusLives.stop()]);
  });

  /** The player's name and Live Share, from the accounts' exact user cache (no read when cached). */
  const owner = async (userId: string) => {
    const user = await app.accounts.userById(userId);
    if (!user) return undefined;
    const share = (user.settings as { live_share?: unknown }).live_share !== false;
    return { userName: user.userName, share };
  };

  /** A versus session moved (engine or match): its viewers follow, and its match's entry may change. */
  const versusMoved = async (bmevent: ClientBmevent, row: BmeventRow) => {
    if (!row.running && row.matchId) versusLives.changed(row.matchId);
    const who = await owner(row.userId);
    if (who) versusWatch.stage(bmevent, row, who.userName);
  };

  app.bmevents.published.push(async (bmevent, row) => {
    if (bmevent.mode === 'versus') return versusMoved(bmevent, row);
    const key = bmevent._id;
    if (bmevent.exited) rooms.emit('session-watch', key, 'user-exited');
    else if (rooms.reachable('session-watch', key)) {
      const who = await owner(row.userId);
      if (who) rooms.emit('session-watch', key, 'update-stage', asViewer(bmevent, who.userName));
    }
    // Start (the first countdown) and end (result or exit) change the list.
    if (bmevent.stage === 'cdm' || bmevent.stage === 'res' || bmevent.exited) listChanged();
  });

  // The versus plugin is created after this one: its events are followed once the app is ready.
  app.addHook('onReady', async () => {
    app.versus.listeners.push((e) => {
      if (e.type === 'start') versusLives.changed(e.signal.matchId);
      else if (e.type === 'opponent-left') {
        versusLives.changed(e.signal.matchId);
        // A forfeit ends the leaver's session without a stage push: its viewers are told here.
        void app.versus.repo
          .sessionsOf(e.signal.matchId)
          .then((rows) => {
            for (const row of rows) if (row.exited) versusWatch.exited(row.id);
          })
          .catch((err: unknown) => app.log.warn({ err }, 'versus viewer push failed'));
      } else if (e.type === 'half-recall') versusWatch.halfRecall(e.bmeventId, e.signal);
      else if (e.type === 'session')
        void versusMoved(app.bmevents.engine.view(e.row), e.row).catch((err: unknown) =>
          app.log.warn({ err }, 'versus viewer push failed'),
        );
    });
  });

  const watchable = async (id: string, viewerId: string): Promise<Watch> => {
    const row = await app.bmevents.repo.find(id);
    if (!row) return { ok: false, error: NOT_LIVE };
    const who = await owner(row.userId);
    if (!who) return { ok: false, error: NOT_LIVE };
    const view = app.bmevents.engine.view(row);
    if (row.mode === 'versus') {
      const out = await versusWatch.watchable(row, viewerId);
      return out.ok ? { ok: true, bmevent: versusWatch.project(view, who.userName), row } : out;
    }
    if (!row.running || row.exited) return { ok: false, error: NOT_LIVE };
    if (!who.share) return { ok: false, error: 'This session is not shared.' };
    return { ok: true, bmevent: asViewer(view, who.userName), row };
  };

  return {
    standardLives,
    versusLives: () => versusLives.list(),
    watchable,
    async welcome(id, viewerId, send) {
      const out = await watchable(id, viewerId);
      if (!out.ok) return false;
      if (out.row.mode === 'versus') versusWatch.snapshot(out.row, out.bmevent, out.bmevent.userName, send);
      else send(out.bmevent);
      return true;
    },
    relay(session, event, ...args) {
      if (session.versus) versusWatch.relay(session.id, event, ...args);
      else rooms.emit('session-watch', session.id, event, ...args);
    },
    async shareChanged(userId, share) {
      listChanged();
      if (share) return;
      const [row] = await db
        .select({ id: bmevents.id, mode: bmevents.mode })
        .from(bmevents)
        .where(and(eq(bmevents.userId, userId), eq(bmevents.running, true)));
      // Versus matches are always watchable: Live Share does not apply to them.
      if (!row || row.mode === 'versus') return;
      rooms.emit('session-watch', row.id, 'user-exited');
      app.io?.of('/watch').in(Rooms.of('session-watch', row.id)).disconnectSockets(true);
    },
  };
}
