import type { FastifyInstance } from 'fastify';
import type { Namespace, Server } from 'socket.io';

/**
 * Counts the HTTP requests being answered and the socket messages whose acknowledgement is still
 * owed, so a draining process can wait for them before it closes connections and the database.
 */
export class InFlight {
  http = 0;
  socketAcks = 0;

  /** Resolves true once nothing is in flight, false when `timeoutMs` passed first. */
  async settled(what: 'http' | 'socketAcks', timeoutMs: number): Promise<boolean> {
    const end = Date.now() + timeoutMs;
    while (this[what] > 0) {
      if (Date.now() >= end) return false;
      await new Promise((r) => setTimeout(r, 20));
    }
    return true;
  }
}

/** Counts every request from its first hook to its response (or the client's abort). */
export function countHttp(app: FastifyInstance, inFlight: InFlight) {
  const counted = new WeakSet<object>();
  app.addHook('onRequest', async (request) => {
    counted.add(request);
    inFlight.http++;
  });
  const done = async (request: object) => {
    if (counted.delete(request)) inFlight.http--;
  };
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);
}

/**
 * Counts socket messages that carry an acknowledgement until the handler calls it or the socket
 * goes (an ack on a closed socket can never arrive).
 */
export function countSocketAcks(io: Server, inFlight: InFlight) {
  const watch = (nsp: Namespace) =>
    nsp.on('connection', (socket) => {
      let owed = 0;
      socket.use((packet, next) => {
        const ack = packet.at(-1);
        if (typeof ack === 'function') {
          let answered = false;
          owed++;
          inFlight.socketAcks++;
          packet[packet.length - 1] = (...args: unknown[]) => {
            if (!answered && socket.connected) {
              answered = true;
              owed--;
              inFlight.socketAcks--;
            }
            return ack(...args);
          };
        }
        next();
      });
      socket.once('disconnect', () => {
        inFlight.socketAcks -= owed;
        owed = 0;
      });
    });
  for (const nsp of io._nsps.values()) watch(nsp);
  io.on('new_namespace', watch);
}
