import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { originOf } from './security.ts';

const ALLOW_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const ALLOW_HEADERS = 'Content-Type, Accept';

/** Whether a request's Origin header is one of the native wrapper's origins. */
export function isNativeOrigin(origin: string | string[] | undefined, native: ReadonlySet<string>): boolean {
  if (typeof origin !== 'string') return false;
  const parsed = originOf(origin);
  return parsed !== undefined && native.has(parsed);
}

/**
 * The app inside the native wrapper is served from its own origin (capacitor://localhost,
 * https://localhost) and calls this server across sites. For exactly those origins (NATIVE_ORIGINS)
 * this answers CORS preflights, lets responses be read with credentials, and makes the cookies set
 * in reply `SameSite=None; Secure`, since a Lax cookie is never sent on a cross-site fetch.
 * Every other origin gets no CORS header at all, as before.
 */
async function nativeCorsImpl(app: FastifyInstance, opts: { origins: string[] }) {
  const native = new Set(opts.origins.map(originOf).filter((o): o is string => Boolean(o)));
  if (native.size === 0) return;

  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const origin = request.headers.origin;
    if (!isNativeOrigin(origin, native)) return done();
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Access-Control-Allow-Credentials', 'true');
    reply.header('Vary', 'Origin');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      reply
        .code(204)
        .header('Access-Control-Allow-Methods', ALLOW_METHODS)
        .header('Access-Control-Allow-Headers', ALLOW_HEADERS)
        .header('Access-Control-Max-Age', '600')
        .send();
      return;
    }
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isNativeOrigin(request.headers.origin, native)) return done(null, payload);
    const cookies = reply.getHeader('set-cookie');
    if (cookies === undefined) return done(null, payload);
    const list = Array.isArray(cookies) ? cookies : [String(cookies)];
    reply.header('set-cookie', list.map(crossSiteCookie));
    done(null, payload);
  });
}

/** Rewrites one Set-Cookie line to `SameSite=None; Secure` (browsers require Secure with None). */
export function crossSiteCookie(line: string): string {
  const parts = line
    .split(';')
    .map((p) => p.trim())
    .filter((p) => !/^samesite=/i.test(p) && !/^secure$/i.test(p));
  return [...parts, 'SameSite=None', 'Secure'].join('; ');
}

export const nativeCorsPlugin = fp(nativeCorsImpl, { name: 'nativeCorsPlugin' });
