import { seasonWatchSchema } from '@mnemoria/protocol';
import type { Server } from 'socket.io';
import { Rooms } from './rooms/registry.ts';

/**
 * Main channel: `season-watch(id, ack?)` joins a season's room, whose members get `season-changed` when
 * a season match is counted in its tables; `season-unwatch(id)` leaves it. The tables themselves
 * are read over HTTP (each viewer's shows their own place), so joining needs no check beyond a
 * well-formed id: the push says only that the season changed.
 */
export function registerSeasonOnMain(io: Server) {
  io.of('/').on('connection', (socket) => {
    socket.on('season-watch', async (raw: unknown, ack: unknown) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      const id = seasonWatchSchema.safeParse(raw);
      if (!id.success) return reply({ success: false, error: id.error.issues[0]?.message });
      await socket.join(Rooms.of('season', id.data));
      reply({ success: true });
    });
    socket.on('season-unwatch', (raw: unknown) => {
      const id = seasonWatchSchema.safeParse(raw);
      if (id.success) void socket.leave(Rooms.of('season', id.data));
    });
  });
}
