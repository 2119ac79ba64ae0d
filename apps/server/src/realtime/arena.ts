import { arenaWatchSchema } from '@mnemoria/protocol';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { guarded } from './io.ts';
import { Rooms } from './rooms/registry.ts';

/**
 * Main channel: `arena-watch(id, ack)` joins an arena's room (its standings pushes; a joined player
 * with a socket there is connected, so pairable) and answers with the arena as the user sees it;
 * `arena-unwatch(id)` leaves it.
 */
export function registerArenaOnMain(app: FastifyInstance, io: Server) {
  io.of('/').on('connection', (socket) => {
    const user = (socket.data as { user: { id: string } }).user;
    socket.on(
      'arena-watch',
      guarded(app, 'arena-watch', async (raw: unknown, ack: unknown) => {
        if (typeof ack !== 'function') return;
        const id = arenaWatchSchema.safeParse(raw);
        if (!id.success) return ack({ success: false, error: 'Invalid arena id.' });
        const row = await app.accounts.userById(user.id);
        const tournament = await app.tournaments.service.detail(id.data, row);
        if (!tournament) return ack({ success: false, error: 'No such tournament.' });
        await socket.join(Rooms.of('arena', id.data));
        ack({ success: true, tournament });
      }),
    );
    socket.on('arena-unwatch', (raw: unknown) => {
      const id = arenaWatchSchema.safeParse(raw);
      if (id.success) void socket.leave(Rooms.of('arena', id.data));
    });
  });
}
