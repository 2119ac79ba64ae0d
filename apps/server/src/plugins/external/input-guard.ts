import { findInputProblem, type InputProblem, messages, textProblem } from '@mnemoria/protocol';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Namespace, Server } from 'socket.io';

/**
 * The safety net behind the route schemas: text PostgreSQL cannot store (NUL, lone surrogates)
 * or absurd nesting anywhere in a request or socket message is refused before any handler runs,
 * and a data error the database still raises becomes a 400 rather than a 500.
 */

export interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered (method + full URL), so tests can cover each one. */
    routeTable: readonly RouteEntry[];
  }
}

/** Must run before any route is added: records each route into `app.routeTable`. */
export function recordRoutes(app: FastifyInstance) {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) table.push({ method, url: route.url });
  });
}

const describe = (p: InputProblem) => `${p.path} ${p.message}.`;

async function inputGuardImpl(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    const problem =
      findInputProblem(request.params, 'path') ??
      findInputProblem(request.query, 'query') ??
      findInputProblem(request.body, 'body');
    if (!problem) return;
    const error = `Invalid request: ${describe(problem)}`;
    // Both reply shapes of the API: session routes read `error`, account routes `messages`.
    return reply.code(400).send({ success: false, error, messages: messages({ errors: [error] }) });
  });
}

/** Not encapsulated: the hook covers every route of the app. Register it before the routes. */
export const inputGuardPlugin = fp(inputGuardImpl, { name: 'inputGuardPlugin' });

/**
 * Same check for sockets, on every namespace (also ones added later): a bad handshake is refused,
 * a bad message is dropped before its handler and answered `{ success: false, error }`.
 */
export function guardSocketInput(io: Server) {
  const guard = (nsp: Namespace) => {
    nsp.use((socket, next) => {
      const bad = findInputProblem(socket.handshake.auth, 'auth');
      if (bad) return next(new Error(`Invalid handshake: ${describe(bad)}`));
      socket.use((packet, nextPacket) => {
        const [event, ...rest] = packet;
        const ack = rest.at(-1);
        const args = typeof ack === 'function' ? rest.slice(0, -1) : rest;
        const nameProblem = typeof event === 'string' ? textProblem(event) : undefined;
        const problem = nameProblem
          ? { path: 'event name', message: nameProblem }
          : findInputProblem(args, 'args');
        if (!problem) return nextPacket();
        if (typeof ack === 'function')
          ack({ success: false, error: `Invalid message: ${describe(problem)}` });
      });
      next();
    });
  };
  for (const nsp of io._nsps.values()) guard(nsp);
  io.on('new_namespace', guard);
}

/**
 * PostgreSQL's data exceptions (class 22: invalid text representation, out-of-range numbers and
 * dates, untranslatable characters, …) come from a value the client sent, not from the server.
 */
export function isInvalidInputError(err: unknown): boolean {
  let e = err as { code?: unknown; cause?: unknown } | undefined;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
