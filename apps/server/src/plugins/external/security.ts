import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { messages } from '@mnemoria/protocol';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** fastify answers HEAD with the GET handler, so a HEAD runs it too. */
const SAFE = new Set(['GET', 'HEAD']);

/**
 * GET routes that change state (the API keeps them GETs for its clients). SameSite=Lax cookies
 * ride along on a top-level navigation from another site, so these refuse such navigations.
 * security.test.ts checks that every pattern here is a registered route.
 */
export const STATE_CHANGING_GETS: readonly string[] = ['/api/logout', '/api/bmevent/init/:eventName/:mode'];

export interface OriginPolicy {
  /** PUBLIC_URL: its origin is always accepted. */
  publicUrl?: string;
  /** ALLOWED_ORIGINS. */
  allowed: string[];
  /** Trust X-Forwarded-Proto / X-Forwarded-Host for the request's own origin (TRUST_PROXY). */
  trustProxy?: boolean;
}

/** The exact origin (scheme, host, port) of a URL, or undefined for 'null' and garbage. */
export const originOf = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.origin !== 'null') return parsed.origin;
    // URL gives no origin for schemes it does not know, such as the iOS wrapper's capacitor:.
    return parsed.host ? `${parsed.protocol}//${parsed.host}` : undefined;
  } catch {
    return undefined;
  }
};

const firstValue = (header: string | string[] | undefined) =>
  (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim() || undefined;

/**
 * The origin the request was sent to, as the browser saw it: the scheme the server sees (TLS on
 * its own socket, or X-Forwarded-Proto behind a trusted proxy) and the Host header.
 */
export function ownOrigin(req: IncomingMessage, trustProxy = false): string | undefined {
  const forwarded = trustProxy ? firstValue(req.headers['x-forwarded-proto'])?.toLowerCase() : undefined;
  const scheme =
    forwarded === 'http' || forwarded === 'https'
      ? forwarded
      : (req.socket as TLSSocket | undefined)?.encrypted
        ? 'https'
        : 'http';
  const host = (trustProxy && firstValue(req.headers['x-forwarded-host'])) || req.headers.host;
  return host ? originOf(`${scheme}://${host}`) : undefined;
}

/**
 * Whether a browser's Origin may act on this server: exactly (scheme, host and port) the
 * configured public URL, the origin the request itself was sent to, or one of ALLOWED_ORIGINS.
 */
export function originAllowed(origin: string | undefined, own: string | undefined, policy: OriginPolicy) {
  if (origin === undefined) return true; // non-browser clients; browsers send Origin on these requests
  const parsed = originOf(origin);
  if (!parsed) return false; // 'null' (sandboxed frames, some redirects) or garbage
  if (parsed === originOf(policy.publicUrl) || parsed === own) return true;
  return policy.allowed.some((allowed) => originOf(allowed) === parsed);
}

/** The Origin check of a raw request: HTTP requests here, socket.io handshakes in realtime/io.ts. */
export const requestOriginAllowed = (req: IncomingMessage, policy: OriginPolicy) =>
  originAllowed(req.headers.origin, ownOrigin(req, policy.trustProxy), policy);

/**
 * Whether a state-changing GET comes from another site. Fetch Metadata says so directly:
 * `same-origin` (our own pages) and `none` (a typed URL or a bookmark) are fine, a cross-site or
 * same-site request only as a fetch from an allowed Origin. A browser without Fetch Metadata is
 * judged by its Origin or Referer; a client sending none of them is not a browser.
 */
export function crossSiteGet(req: IncomingMessage, policy: OriginPolicy): boolean {
  const site = firstValue(req.headers['sec-fetch-site']);
  if (site === 'same-origin' || site === 'none') return false;
  const own = ownOrigin(req, policy.trustProxy);
  if (site !== undefined) {
    const origin = firstValue(req.headers.origin);
    return !origin || !originAllowed(origin, own, policy);
  }
  const claimed = firstValue(req.headers.origin) ?? originOf(firstValue(req.headers.referer));
  return claimed !== undefined && !originAllowed(claimed, own, policy);
}

const refusal = (text: string) => ({ messages: messages({ errors: [text] }) });

/**
 * The headers @fastify/helmet would set, worked out once. That plugin builds helmet's whole
 * middleware (and re-parses the CSP directives) on every request, which cost about a tenth of a
 * cheap route's CPU; these headers never vary per request here, so they are read once from a
 * throwaway instance with the same options and then set as they are.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => 'ok');
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const skip = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers))
    if (!skip.has(name) && value !== undefined) out[name] = String(value);
  return out;
}

async function securityPluginImpl(app: FastifyInstance, policy: OriginPolicy) {
  const headers = await helmetHeaders({
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
    hsts: Boolean(policy.publicUrl?.startsWith('https:')),
  });

  const stateChangingGets = new Set(STATE_CHANGING_GETS);
  // One callback-style hook for the headers and the origin checks: no promise per request.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    reply.headers(headers);
    if (STATE_CHANGING.has(request.method)) {
      if (requestOriginAllowed(request.raw, policy)) return done();
      request.log.warn({ origin: request.headers.origin }, 'refused cross-origin request');
      reply.code(403).send(refusal('This request came from another site and was refused.'));
      return;
    }
    if (!SAFE.has(request.method) || !stateChangingGets.has(request.routeOptions.url ?? '')) return done();
    if (!crossSiteGet(request.raw, policy)) return done();
    request.log.warn({ url: request.routeOptions.url }, 'refused cross-site state-changing GET');
    reply
      .code(403)
      .send(refusal('This link came from another site and was refused. Please use the button in the app.'));
  });
}

/** Not encapsulated: its hooks and handlers cover every route of the app. */
export const securityPlugin = fp(securityPluginImpl, { name: 'securityPlugin' });
