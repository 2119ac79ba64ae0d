import helmet from '@fastify/helmet';
import { messages } from '@mnemoria/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Origins a browser may send us: the configured public URL, the host the request itself was sent
 * to (any deployment works without extra config), and ALLOWED_ORIGINS (e.g. the Vite dev server).
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  opts: { publicUrl?: string; allowed: string[] },
): boolean {
  if (!origin) return true; // non-browser clients; browsers always send Origin on these requests
  if (origin === 'null') return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (opts.publicUrl && new URL(opts.publicUrl).origin === parsed.origin) return true;
  if (host && parsed.host === host) return true;
  return opts.allowed.includes(parsed.origin);
}

async function securityPluginImpl(app: FastifyInstance, opts: { publicUrl?: string; allowed: string[] }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React writes style attributes; no script can be injected through styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: Boolean(opts.publicUrl?.startsWith('https:')),
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (originAllowed(request.headers.origin, request.headers.host, opts)) return;
    request.log.warn({ origin: request.headers.origin }, 'refused cross-origin request');
    return reply
      .code(403)
      .send({ messages: messages({ errors: ['This request came from another site and was refused.'] }) });
  });
}

/** Not encapsulated: its hooks and handlers cover every route of the app. */
export const securityPlugin = fp(securityPluginImpl, { name: 'securityPlugin' });
