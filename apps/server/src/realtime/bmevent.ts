import { socketUpdateSchema, VIEW_FIELDS, viewValueSchema } from '@mnemoria/protocol';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { z } from 'zod';
import { roomOf } from '../plugins/app/bmevent/index.ts';
import { toClient } from '../plugins/app/bmevent/view.ts';
import { guarded, requireSession, type SocketData } from './io.ts';

type Ack = (reply: unknown) => void;
const idSchema = z.string().min(1).max(64);
/** Blocks as the client's grid holds them; bounded so a hostile client cannot bloat the row. */
const tetrisBlocksSchema = z
  .array(
    z.object({
      id: z.union([z.string().max(64), z.number()]),
      name: z.string().max(4),
      rotation: z.number().int().min(0).max(3).optional(),
      shape: z.array(z.array(z.number().int().min(0).max(1)).max(4)).max(4),
      position: z.object({ row: z.number().int().min(-4).max(24), col: z.number().int().min(-4).max(14) }),
      color: z.string().max(32).optional(),
      isPseudo: z.boolean().optional(),
      landed: z.boolean().optional(),
    }),
  )
  .max(200);
const noAck: Ack = () => {};
const ackOf = (v: unknown): Ack => (typeof v === 'function' ? (v as Ack) : noAck);

/**
 * /bmevent (spec §7): the player's channel to its session. The handshake carries the session id
 * (`auth.bmeventId`) and the sign-in cookie; the socket joins the session's room, receives its
 * current state at once, and every stage change after that as `update`.
 */
export function registerBmeventNamespace(app: FastifyInstance, io: Server) {
  const nsp = io.of('/bmevent');
  requireSession(app, nsp);
  nsp.use(async (socket, next) => {
    try {
      const id = idSchema.safeParse((socket.handshake.auth as { bmeventId?: unknown })?.bmeventId);
      if (!id.success) return next(new Error('bmevent is required'));
      const row = await app.bmevents.repo.find(id.data);
      if (!row || row.userId !== (socket.data as SocketData).user.id)
        return next(new Error('Session not found'));
      (socket.data as SocketData & { bmeventId: string }).bmeventId = id.data;
      next();
    } catch (err) {
      app.log.error({ err }, 'bmevent handshake failed');
      next(new Error('Server error'));
    }
  });

  nsp.on('connection', (socket) => {
    const data = socket.data as SocketData & { bmeventId: string };
    const userId = data.user.id;
    const own = (id: unknown) => id === data.bmeventId;

    const engine = app.bmevents.engine;
    const reply = (ack: Ack, out: { ok: boolean; error?: string; bmevent?: unknown }) =>
      ack(out.ok ? { success: true, bmevent: out.bmevent } : { success: false, error: out.error });

    socket.on(
      'ready',
      guarded(app, 'ready', async (id: unknown, ack: unknown) => {
        if (!own(id)) return ackOf(ack)({ success: false, error: 'Session not found' });
        const user = await app.accounts.users.findById(userId);
        if (user) reply(ackOf(ack), await engine.ready(user, data.bmeventId));
      }),
    );

    socket.on(
      'update',
      guarded(app, 'update', async (...args: unknown[]) => {
        const ack = ackOf(args.at(-1));
        const parsed = socketUpdateSchema.safeParse(args.slice(0, 4));
        if (!parsed.success || !own(parsed.data[0])) return ack({ success: false, error: 'Invalid update' });
        const [id, field, value, seq] = parsed.data;
        if (field === 'answer') return reply(ack, await engine.saveAnswer(userId, id, value, seq));
        if (field === 'stage') return reply(ack, await engine.advance(userId, id, String(value)));
        if ((VIEW_FIELDS as readonly string[]).includes(field)) {
          const v = viewValueSchema.safeParse(value);
          if (!v.success) return ack({ success: false, error: `Invalid ${field}` });
          socket.to(roomOf(id)).emit('update', { [field]: v.data });
          return reply(ack, await engine.setView(userId, id, field, v.data));
        }
      }),
    );

    socket.on(
      'finished',
      guarded(app, 'finished', async (id: unknown, ack: unknown) => {
        if (!own(id)) return ackOf(ack)({ success: false, error: 'Session not found' });
        reply(ackOf(ack), await engine.finish(userId, data.bmeventId));
      }),
    );

    socket.on(
      'exit',
      guarded(app, 'exit', async (id: unknown, ack: unknown) => {
        if (!own(id)) return ackOf(ack)({ success: false, error: 'Session not found' });
        reply(ackOf(ack), await engine.exit(userId, data.bmeventId));
      }),
    );

    // Blocktris: the player's recall grid (`tetris-update`) and the memorize fall state
    // (`tetris-data-update`) are kept on the session for viewers and relayed to its room.
    socket.on(
      'tetris-update',
      guarded(app, 'tetris-update', async (id: unknown, gridId: unknown, blocks: unknown, ack: unknown) => {
        const parsed = tetrisBlocksSchema.safeParse(blocks);
        if (!own(id) || typeof gridId !== 'string' || gridId.length > 64 || !parsed.success) {
          return ackOf(ack)({ success: false, error: 'Invalid tetris-update' });
        }
        socket.to(roomOf(data.bmeventId)).emit('tetris-update', gridId, parsed.data);
        reply(
          ackOf(ack),
          await engine.setView(userId, data.bmeventId, 'tetris', { gridId, blocks: parsed.data }),
        );
      }),
    );
    socket.on(
      'tetris-data-update',
      guarded(app, 'tetris-data-update', async (id: unknown, landed: unknown, ack: unknown) => {
        const parsed = tetrisBlocksSchema.safeParse(landed);
        if (!own(id) || !parsed.success)
          return ackOf(ack)({ success: false, error: 'Invalid tetris-data-update' });
        socket.to(roomOf(data.bmeventId)).emit('tetris-data-update', parsed.data);
        reply(ackOf(ack), await engine.setView(userId, data.bmeventId, 'tetris_landed', parsed.data));
      }),
    );

    // The participant plays sounds; viewers only hear about it (spec §6).
    socket.on('play-sound', (id: unknown, url: unknown) => {
      if (own(id) && typeof url === 'string' && url.length < 500)
        socket.to(roomOf(data.bmeventId)).emit('play-sound', url);
    });

    // Handlers first (a message sent right after connecting must not be dropped), then the room.
    void Promise.resolve(socket.join(roomOf(data.bmeventId)))
      // The current state at once, so a reconnecting client catches up on what it missed.
      .then(() => app.bmevents.repo.find(data.bmeventId))
      .then((row) => row && socket.emit('update', toClient(row)))
      .catch((err: unknown) => app.log.error({ err }, 'bmevent initial state failed'));
  });
}
