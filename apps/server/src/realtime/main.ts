import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { guarded, requireSession, type SocketData } from './io.ts';

/**
 * The main channel every signed-in tab holds open. Each socket joins a room of its user so the
 * server can reach all of a user's tabs (versus matches, live lists and more use it later).
 */
export function registerMainNamespace(app: FastifyInstance, io: Server) {
  const nsp = io.of('/');
  requireSession(app, nsp);
  nsp.on('connection', (socket) => {
    const { user } = socket.data as SocketData;
    void socket.join(`user:${user.id}`);
    socket.on(
      'get-count',
      guarded(app, 'get-count', async (ack: unknown) => {
        if (typeof ack !== 'function') return;
        const sockets = await nsp.fetchSockets();
        ack(new Set(sockets.map((s) => (s.data as SocketData).user.id)).size);
      }),
    );
  });
}
