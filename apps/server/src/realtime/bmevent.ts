import {
  sessionIdSchema,
  socketUpdateSchema,
  stageSchema,
  tabIdSchema,
  tetrisBlocksSchema,
  tetrisGridIdSchema,
  VIEW_FIELDS,
  viewValueSchema,
} from '@mnemoria/protocol';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { answerAck } from '../plugins/app/bmevent/engine.ts';
import { roomOf } from '../plugins/app/bmevent/index.ts';
import { guarded, requireSession, type SocketData } from './io.ts';

type Ack = (reply: unknown) => void;
const noAck: Ack = () => {};
type BmeventSocketData = SocketData & {
  bmeventId: string;
  bmeventName: string;
  versus: boolean;
  /** The page this socket belongs to (`auth.tab`): only the page holding the session may act. */
  tab?: string;
};
const ackOf = (v: unknown): Ack => (typeof v === 'function' ? (v as Ack) : noAck);

/**
 * /bmevent: the player's channel to its session. The handshake carries the session id
 * (`auth.bmeventId`), the page's tab id (`auth.tab`, optional) and the sign-in cookie; the socket
 * joins the session's room, receives its current state at once, and every stage change after that
 * as `update`. When another page holds the session it is told at once (`held`), as every page is
 * when one takes it over.
 */
export function registerBmeventNamespace(app: FastifyInstance, io: Server) {
  const nsp = io.of('/bmevent');
  requireSession(app, nsp);
  nsp.use(async (socket, next) => {
    try {
      const auth = socket.handshake.auth as { bmeventId?: unknown; tab?: unknown } | undefined;
      const id = sessionIdSchema.safeParse(auth?.bmeventId);
      if (!id.success) return next(new Error('bmevent is required'));
      const tab = tabIdSchema.optional().safeParse(auth?.tab);
      if (!tab.success) return next(new Error('tab must be 16-64 letters, digits, - or _'));
      const row = await app.bmevents.repo.control((socket.data as SocketData).user.id, id.data);
      if (!row) return next(new Error('Session not found'));
      const data = socket.data as BmeventSocketData;
      data.bmeventId = id.data;
      // Kept for the socket's life: answers are validated by event without reading the row.
      data.bmeventName = row.name;
      // Versus viewers get the player's messages late and without the recall's answers.
      data.versus = row.mode === 'versus';
      data.tab = tab.data;
      next();
    } catch (err) {
      app.log.error({ err }, 'bmevent handshake failed');
      next(new Error('Server error'));
    }
  });

  nsp.on('connection', (socket) => {
    const data = socket.data as BmeventSocketData;
    const userId = data.user.id;
    const { tab } = data;
    const own = (id: unknown) => id === data.bmeventId;
    const live = { id: data.bmeventId, versus: data.versus };
    const kind = { name: data.bmeventName, versus: data.versus };

    const engine = app.bmevents.engine;
    type Out = { ok: boolean; error?: string; bmevent?: unknown; extra?: Record<string, unknown> };
    // A refusal carries its details as over HTTP (`heldElsewhere` when another page holds it).
    const reply = (ack: Ack, out: Out) =>
      ack(
        out.ok ? { success: true, bmevent: out.bmevent } : { success: false, error: out.error, ...out.extra },
      );

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
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const at = ['id', 'field', 'value', 'seq'][Number(issue?.path[0])] ?? 'arguments';
          return ack({ success: false, error: `Invalid update: ${at} ${issue?.message ?? ''}`.trim() });
        }
        if (!own(parsed.data[0])) return ack({ success: false, error: 'Session not found' });
        const [id, field, value, seq] = parsed.data;
        if (field === 'answer') {
          const out = await engine.saveAnswer(userId, id, value, seq, { kind, tab });
          if (!out.ok) return reply(ack, out);
          // Viewers follow the typed answer (the player's own input, never the key).
          if (out.stored !== false) app.live.relay(live, 'update', { answer: value, answerSeq: seq });
          // `stored` says what the database did: false means a newer answer is already stored.
          return ack(answerAck(out));
        }
        if (field === 'stage') {
          const stage = stageSchema.safeParse(value);
          if (!stage.success)
            return ack({ success: false, error: `Invalid update: ${stage.error.issues[0]?.message}` });
          return reply(ack, await engine.advance(userId, id, stage.data, tab));
        }
        if ((VIEW_FIELDS as readonly string[]).includes(field)) {
          const v = viewValueSchema.safeParse(value);
          if (!v.success) return ack({ success: false, error: `Invalid ${field}` });
          socket.to(roomOf(id)).emit('update', { [field]: v.data });
          app.live.relay(live, 'update', { [field]: v.data });
          return reply(ack, engine.setView(userId, id, field, v.data));
        }
      }),
    );

    socket.on(
      'finished',
      guarded(app, 'finished', async (id: unknown, ack: unknown) => {
        if (!own(id)) return ackOf(ack)({ success: false, error: 'Session not found' });
        reply(ackOf(ack), await engine.finish(userId, data.bmeventId, undefined, tab));
      }),
    );

    socket.on(
      'exit',
      guarded(app, 'exit', async (id: unknown, ack: unknown) => {
        if (!own(id)) return ackOf(ack)({ success: false, error: 'Session not found' });
        reply(ackOf(ack), await engine.exit(userId, data.bmeventId, tab));
      }),
    );

    // Blocktris: the player's recall grid (`tetris-update`) and the memorize fall state
    // (`tetris-data-update`) are kept on the session for viewers and relayed to its room.
    socket.on(
      'tetris-update',
      guarded(app, 'tetris-update', async (id: unknown, gridId: unknown, blocks: unknown, ack: unknown) => {
        const parsed = tetrisBlocksSchema.safeParse(blocks);
        if (!own(id) || !tetrisGridIdSchema.safeParse(gridId).success || !parsed.success) {
          return ackOf(ack)({ success: false, error: 'Invalid tetris-update' });
        }
        socket.to(roomOf(data.bmeventId)).emit('tetris-update', gridId, parsed.data);
        app.live.relay(live, 'tetris-update', gridId, parsed.data);
        reply(ackOf(ack), engine.setView(userId, data.bmeventId, 'tetris', { gridId, blocks: parsed.data }));
      }),
    );
    socket.on(
      'tetris-data-update',
      guarded(app, 'tetris-data-update', async (id: unknown, landed: unknown, ack: unknown) => {
        const parsed = tetrisBlocksSchema.safeParse(landed);
        if (!own(id) || !parsed.success)
          return ackOf(ack)({ success: false, error: 'Invalid tetris-data-update' });
        socket.to(roomOf(data.bmeventId)).emit('tetris-data-update', parsed.data);
        app.live.relay(live, 'tetris-data-update', parsed.data);
        reply(ackOf(ack), engine.setView(userId, data.bmeventId, 'tetris_landed', parsed.data));
      }),
    );

    // The participant plays sounds; viewers only hear about it.
    socket.on('play-sound', (id: unknown, url: unknown) => {
      if (own(id) && typeof url === 'string' && url.length < 500) {
        socket.to(roomOf(data.bmeventId)).emit('play-sound', url);
        app.live.relay(live, 'play-sound', url);
      }
    });

    // View fields waiting in memory are written when the player leaves.
    socket.on('disconnect', () => void engine.views.flush(data.bmeventId));

    // Handlers first (a message sent right after connecting must not be dropped), then the room.
    void Promise.resolve(socket.join(roomOf(data.bmeventId)))
      // The current state at once, so a reconnecting client catches up on what it missed.
      .then(() => app.bmevents.repo.find(data.bmeventId))
      .then((row) => {
        if (!row) return;
        socket.emit('update', engine.view(row));
        // A page coming back (a reconnect) learns whether another one took the session meanwhile.
        if (row.running && tab && row.holder && row.holder !== tab) socket.emit('held', { tab: row.holder });
      })
      .catch((err: unknown) => app.log.error({ err }, 'bmevent initial state failed'));
  });
}
