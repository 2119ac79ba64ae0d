import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { countHttp, countSocketAcks, InFlight } from './in-flight.ts';

/** What a process knows about its own shutdown; `/api/health` answers 503 while draining. */
export interface Lifecycle {
  draining: boolean;
  inFlight: InFlight;
  /** The longest a close waits for requests in flight (main.ts sets it from DRAIN_TIMEOUT). */
  requestWaitMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/**
 * Registered before the routes: counts requests in flight and makes every close (a drain, or a
 * test's app.close()) wait for them before the hooks after it stop the engines and the database.
 */
export function lifecyclePlugin(app: FastifyInstance) {
  const lifecycle: Lifecycle = { draining: false, inFlight: new InFlight(), requestWaitMs: 5_000 };
  app.decorate('lifecycle', lifecycle);
  countHttp(app, lifecycle.inFlight);
  app.addHook('preClose', async () => {
    if (!(await lifecycle.inFlight.settled('http', lifecycle.requestWaitMs)))
      app.log.warn({ requests: lifecycle.inFlight.http }, 'closing with requests still in flight');
  });
}

/** Counts acknowledgements owed on the sockets (called once the socket.io server exists). */
export function lifecycleSockets(app: FastifyInstance, io: Server) {
  countSocketAcks(io, app.lifecycle.inFlight);
}

/**
 * Graceful drain on SIGTERM, so a process leaves a multi-process deployment without losing or
 * stranding anyone: it stops accepting connections (and /api/health says 503, so the proxy stops
 * routing here), answers the socket messages it already took, closes every socket's transport so
 * clients reconnect (through the proxy, to a live process; a namespace disconnect would tell
 * socket.io clients not to reconnect), finishes the HTTP requests in flight, writes what it holds
 * in memory (answers, view state, versus clocks) and closes the database. The caller bounds the
 * whole by DRAIN_TIMEOUT.
 */
export async function drain(app: FastifyInstance, timeoutMs: number): Promise<void> {
  const started = Date.now();
  const left = () => Math.max(0, timeoutMs - (Date.now() - started));
  const { lifecycle, io } = app;
  lifecycle.draining = true;
  // Stops listening; fastify's own close later finds the server closed, and its preClose (above)
  // still waits for the requests in flight on the connections already open.
  app.server.close(() => {});
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  idle.unref();
  // Sockets closing from here on are this process leaving, not players leaving their match.
  app.versus.presence.stop();
  app.log.info({ sockets: io.engine.clientsCount, requests: lifecycle.inFlight.http }, 'draining');

  // Answers already received are written and acknowledged before their sockets close.
  const acked = await lifecycle.inFlight.settled('socketAcks', Math.min(left(), 3_000));
  await app.bmevents.engine.answers.drain();
  const sockets = closeTransports(io);
  app.log.info(
    { sockets, acksLeft: acked ? 0 : lifecycle.inFlight.socketAcks },
    'draining: sockets told to reconnect elsewhere',
  );

  // Requests being answered, and connections whose request has not reached the app yet (accepted,
  // headers still arriving): both must finish before fastify starts refusing with 503.
  const finished =
    (await lifecycle.inFlight.settled('http', left())) && (await connectionsClosed(app, left()));
  lifecycle.requestWaitMs = Math.min(1_000, left());
  await app.close();
  clearInterval(idle);
  app.log.info({ ms: Date.now() - started, requestsCut: finished ? 0 : lifecycle.inFlight.http }, 'drained');
}

/** Waits until the HTTP server has no connection left (idle ones are closed every 100 ms). */
async function connectionsClosed(app: FastifyInstance, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<number>((resolve) =>
      app.server.getConnections((_err, n) => resolve(n ?? 0)),
    );
    if (open === 0) return true;
    if (Date.now() >= end) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Closes every engine.io connection after its buffered packets (the last acks) are written. The
 * client sees "transport close", which socket.io clients answer by reconnecting.
 */
export function closeTransports(io: Server): number {
  const engine = io.engine as unknown as { clients: Record<string, { close(): void }> };
  const clients = Object.values(engine.clients);
  for (const client of clients) client.close();
  return clients.length;
}
