import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import { guarded, requireSession, type SocketData } from './io.ts';
import { keepPresence, Presence, RedisPresence } from './presence.ts';

/**
 * The main channel every signed-in tab of the app shell holds open. Each socket joins a room of its
 * user so the server can reach all of a user's tabs (versus matches, live lists and more use it).
 * `get-count` answers from a presence count kept as the signed-in sockets of every namespace come
 * and go (`requireSession` counts them; shared through Redis when configured), never by listing
 * the sockets of the cluster.
 */
export function registerMainNamespace(
  app: FastifyInstance,
  io: Server,
  shared?: { redis: Redis; prefix: string },
) {
  const presence = shared
    ? new RedisPresence(shared.redis, shared.prefix, (err) => app.log.warn({ err }, 'presence update failed'))
    : new Presence();
  app.addHook('preClose', () => presence.close());
  keepPresence(io, presence);
  const nsp = io.of('/');
  requireSession(app, nsp);
  nsp.on('connection', (socket) => {
    const { user } = socket.data as SocketData;
    void socket.join(`user:${user.id}`);
    // A challenger who leaves the site withdraws their open challenges (after a reload's grace).
    socket.on('disconnect', () => app.versus?.challenges.disconnected(user.id));
    socket.on(
      'get-count',
      guarded(app, 'get-count', async (ack: unknown) => {
        if (typeof ack !== 'function') return;
        ack(await presence.count());
      }),
    );
  });
}
