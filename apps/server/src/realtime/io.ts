import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { type Namespace, Server, type Socket } from 'socket.io';
import type { UserRow } from '../db/schema.ts';
import { SESSION_COOKIE } from '../plugins/app/accounts/session-cookie.ts';
import { type OriginPolicy, requestOriginAllowed } from '../plugins/external/security.ts';
import { countOnline } from './presence.ts';
import { markProcessLocal } from './rooms/registry.ts';

export interface SocketData {
  user: Pick<UserRow, 'id' | 'userName' | 'image'>;
}

export type AppSocket = Socket<
  Record<string, never>,
  Record<string, never>,
  Record<string, never>,
  SocketData
>;

/**
 * One socket.io server on fastify's HTTP server. A foreign Origin is refused at the handshake;
 * each namespace then requires a valid session cookie (see `requireSession`).
 */
export function createIo(
  app: FastifyInstance,
  opts: OriginPolicy & { native?: string[]; redis?: { pub: Redis; sub: Redis; key: string } },
): Server {
  const io = new Server(app.server, {
    serveClient: false,
    // The native wrapper's pages are another origin: its long-polling requests need CORS.
    ...(opts.native?.length ? { cors: { origin: opts.native, credentials: true } } : {}),
    allowRequest(req, callback) {
      const ok = requestOriginAllowed(req, opts);
      if (!ok) app.log.warn({ origin: req.headers.origin }, 'refused socket handshake from foreign origin');
      callback(ok ? null : 'Origin not allowed', ok);
    },
  });
  // Channels under the deployment's prefix: another deployment on the same Redis hears nothing.
  if (opts.redis) io.adapter(createAdapter(opts.redis.pub, opts.redis.sub, { key: opts.redis.key }));
  else markProcessLocal(io);
  return io;
}

/**
 * Socket middleware: attaches the signed-in user or refuses the connection. A connected signed-in
 * socket counts its user online (presence.ts), whichever namespace it is of.
 */
export function requireSession(app: FastifyInstance, nsp: Namespace) {
  nsp.use(async (socket, next) => {
    try {
      const cookies = app.parseCookie(socket.handshake.headers.cookie ?? '');
      const user = await app.accounts.userForToken(cookies[SESSION_COOKIE]);
      if (!user) return next(new Error('Not signed in'));
      (socket.data as SocketData).user = { id: user.id, userName: user.userName, image: user.image };
      next();
    } catch (err) {
      app.log.error({ err }, 'socket auth failed');
      next(new Error('Server error'));
    }
  });
  nsp.on('connection', (socket) => countOnline(socket, (socket.data as SocketData).user.id));
}

/**
 * Wraps an async socket handler: a failure (database down, a bug) is logged and answered with an
 * error ack instead of becoming an unhandled rejection that would end the process.
 */
export function guarded(
  app: FastifyInstance,
  event: string,
  handler: (...args: unknown[]) => Promise<unknown>,
) {
  return (...args: unknown[]) => {
    handler(...args).catch((err: unknown) => {
      app.log.error({ err, event }, 'socket handler failed');
      const ack = args.at(-1);
      if (typeof ack === 'function') ack({ success: false, error: 'Server error, please try again.' });
    });
  };
}
