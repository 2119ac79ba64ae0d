import { type ChatAck, chatHandshakeSchema, chatSendArgsSchema } from '@mnemoria/protocol';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { NOT_A_MEMBER } from '../plugins/app/chat/service.ts';
import { guarded, requireSession, type SocketData } from './io.ts';
import { Rooms } from './rooms/registry.ts';

type ChatSocketData = SocketData & { room: string };
type Ack = (reply: ChatAck) => void;

/**
 * /chat: the handshake names the room (`query.room`: `global` or a match id) and carries the
 * sign-in cookie; a foreign Origin, a missing cookie or a room the user may not read is refused
 * before the connection opens. `message` `{ type: 'text', text }` is acknowledged with the stored
 * message or the reason it was refused; every member of the room then gets it as `message`.
 */
export function registerChatNamespace(app: FastifyInstance, io: Server) {
  const nsp = io.of('/chat');
  requireSession(app, nsp);
  nsp.use(async (socket, next) => {
    try {
      const q = chatHandshakeSchema.safeParse(socket.handshake.query ?? {});
      if (!q.success) return next(new Error(`Invalid room: ${q.error.issues[0]?.message ?? ''}`.trim()));
      const data = socket.data as ChatSocketData;
      if (!(await app.chat.canAccess(data.user.id, q.data.room))) return next(new Error(NOT_A_MEMBER));
      data.room = q.data.room;
      next();
    } catch (err) {
      app.log.error({ err }, 'chat handshake failed');
      next(new Error('Server error'));
    }
  });

  nsp.on('connection', (socket) => {
    const data = socket.data as ChatSocketData;
    socket.on(
      'message',
      guarded(app, 'message', async (...raw: unknown[]) => {
        const last = raw.at(-1);
        const ack: Ack = typeof last === 'function' ? (last as Ack) : () => {};
        const parsed = chatSendArgsSchema.safeParse(typeof last === 'function' ? raw.slice(0, -1) : raw);
        if (!parsed.success) {
          return ack({ success: false, error: parsed.error.issues[0]?.message ?? 'Invalid message.' });
        }
        ack(await app.chat.send(data.user, data.room, parsed.data[0].text, true));
      }),
    );
    void Promise.resolve(socket.join(Rooms.of('chat', data.room))).catch((err: unknown) =>
      app.log.error({ err }, 'chat join failed'),
    );
  });
}
