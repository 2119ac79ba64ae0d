import {
  type VersusAck,
  versusCancelArgsSchema,
  versusChoiceArgsSchema,
  versusLeaveArgsSchema,
  versusLoadedArgsSchema,
  versusReadyArgsSchema,
  versusRematchArgsSchema,
  versusSearchArgsSchema,
} from '@mnemoria/protocol';
import type { FastifyInstance } from 'fastify';
import type { Server, Socket } from 'socket.io';
import type { z } from 'zod';
import { guarded, requireSession, type SocketData } from './io.ts';
import { Rooms } from './rooms/registry.ts';

type Ack = (reply: VersusAck) => void;

/**
 * /versus: search, cancel, choice, set-ready, bmevent-loaded and leave, each acknowledged with the
 * player's new versus state (docs/versus.md). Arguments are validated with the protocol's schemas
 * before any handler runs. A player whose versus connections (and, in a match, session connections)
 * are all gone for the grace period leaves the search or choice, or forfeits the match.
 */
export function registerVersusNamespace(app: FastifyInstance, io: Server) {
  const nsp = io.of('/versus');
  requireSession(app, nsp);
  const versus = () => app.versus;

  function on<S extends z.ZodType<unknown[]>>(
    socket: Socket,
    event: string,
    schema: S,
    handler: (userId: string, args: z.infer<S>) => Promise<VersusAck | undefined>,
  ) {
    socket.on(
      event,
      guarded(app, event, async (...raw: unknown[]) => {
        const last = raw.at(-1);
        const ack: Ack = typeof last === 'function' ? (last as Ack) : () => {};
        const args = typeof last === 'function' ? raw.slice(0, -1) : raw;
        const parsed = schema.safeParse(args);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          return ack({ success: false, error: `Invalid ${event}: ${issue?.message ?? 'arguments'}` });
        }
        const { user } = socket.data as SocketData;
        const out = await handler(user.id, parsed.data);
        if (out) ack(out);
      }),
    );
  }

  nsp.on('connection', (socket) => {
    const { user } = socket.data as SocketData;
    on(socket, 'search', versusSearchArgsSchema, (id, [mode]) => versus().service.search(id, mode));
    on(socket, 'cancel', versusCancelArgsSchema, (id, [searchId]) => versus().service.cancel(id, searchId));
    on(socket, 'choice', versusChoiceArgsSchema, (id, [event]) => versus().service.choose(id, event));
    on(socket, 'set-ready', versusReadyArgsSchema, (id) => versus().service.setReady(id));
    on(socket, 'leave', versusLeaveArgsSchema, (id) => versus().service.leave(id));
    on(socket, 'rematch', versusRematchArgsSchema, (id, [matchId]) => versus().rematch.ask(id, matchId));
    on(socket, 'bmevent-loaded', versusLoadedArgsSchema, async (id, [bmeventId]) => {
      const error = await versus().service.clock.loaded(id, bmeventId);
      if (error) return { success: false, error };
      const state = await versus().service.state(id);
      return state ? { success: true, state } : { success: false, error: 'Not signed in' };
    });
    socket.on('disconnect', () => versus().presence.gone(user.id, 'versus'));

    void Promise.resolve(socket.join(Rooms.of('versus-user', user.id)))
      .then(() => versus().service.state(user.id))
      .then((state) => state && socket.emit('update', state, () => {}))
      .catch((err: unknown) => app.log.error({ err }, 'versus initial state failed'));
  });

  // A versus player's game connection going away counts as being gone from the match too.
  io.of('/bmevent').on('connection', (socket) => {
    const { user } = socket.data as SocketData;
    socket.on('disconnect', () => versus().presence.gone(user.id, 'game'));
  });
}
