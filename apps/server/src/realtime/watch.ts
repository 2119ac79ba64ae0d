import {
  standardLivesQuerySchema,
  VIEWER_REFUSAL,
  VIEWER_REFUSED_EVENTS,
  watchAuthSchema,
} from '@mnemoria/protocol';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { guarded, requireSession, type SocketData } from './io.ts';
import { Rooms } from './rooms/registry.ts';

/**
 * /watch: a read-only viewer of someone's running, live-shared session or of a versus match's
 * player. The handshake names the session (`auth.bmeventId`); a session that is not live, whose
 * player does not share, or of the viewer's own unfinished match is refused. Versus viewers get
 * everything late (plugins/app/live/versus-watch.ts). The viewer joins the session's watch room, gets the session at once (`bmevent`) and
 * then every change as its player sees it (`update-stage`, `update`, `play-sound`, `user-exited`).
 * Nothing a viewer sends changes the session: every write is answered with a refusal.
 */
export function registerWatchNamespace(app: FastifyInstance, io: Server) {
  const nsp = io.of('/watch');
  requireSession(app, nsp);
  nsp.use(async (socket, next) => {
    try {
      const auth = watchAuthSchema.safeParse(socket.handshake.auth);
      if (!auth.success) return next(new Error('bmeventId is required to watch a session'));
      const out = await app.live.watchable(auth.data.bmeventId, (socket.data as SocketData).user.id);
      if (!out.ok) return next(new Error(out.error));
      socket.data.watching = out.bmevent;
      next();
    } catch (err) {
      app.log.error({ err }, 'watch handshake failed');
      next(new Error('Server error'));
    }
  });

  nsp.on('connection', (socket) => {
    for (const event of VIEWER_REFUSED_EVENTS) {
      socket.on(event, (...args: unknown[]) => {
        const ack = args.at(-1);
        if (typeof ack === 'function') ack({ success: false, error: VIEWER_REFUSAL });
      });
    }
    const first = socket.data.watching as { _id: string };
    const viewerId = (socket.data as SocketData).user.id;
    void Promise.resolve(socket.join(Rooms.of('session-watch', first._id)))
      .then(() => app.live.welcome(first._id, viewerId, (bmevent) => socket.emit('bmevent', bmevent)))
      .then((ok) => {
        if (ok) return;
        socket.emit('user-exited');
        socket.disconnect(true);
      })
      .catch((err: unknown) => app.log.error({ err }, 'watch initial state failed'));
  });
}

/**
 * Main channel: the Lives lists on request (`get-standard-lives` with an optional `{ page, q }`,
 * `get-versus-lives`). Asking joins the `lives` room, whose sockets get the changes as
 * `standardLives` (the first page), and `new-versus-live` / `remove-versus-live` (or
 * `versusLives`), until they send `leave-lives` (the lists are off screen) or disconnect.
 */
export function registerLivesOnMain(app: FastifyInstance, io: Server) {
  io.of('/').on('connection', (socket) => {
    const answer = (event: string, list: (arg: unknown) => Promise<object>) =>
      socket.on(
        event,
        guarded(app, event, async (...args: unknown[]) => {
          const ack = args.at(-1);
          if (typeof ack !== 'function') return;
          // Joined before the list is read, so no change between the read and the join is missed.
          await socket.join(Rooms.of('lives', ''));
          ack(await list(args.length > 1 ? args[0] : undefined));
        }),
      );
    answer('get-standard-lives', async (arg) => {
      const query = standardLivesQuerySchema.safeParse(arg ?? {});
      if (!query.success)
        return { success: false, error: `Invalid query: ${query.error.issues[0]?.message ?? ''}`.trim() };
      return app.live.standardLives(query.data);
    });
    answer('get-versus-lives', async () => ({ success: true, lives: await app.live.versusLives() }));
    socket.on('leave-lives', () => void socket.leave(Rooms.of('lives', '')));
  });
}
