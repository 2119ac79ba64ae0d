import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@mnemoria/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const API_PREFIXES = ['/api/', '/socket.io/', '/media/'];

/** Never sent: source maps (they publish the source) and build metadata such as .vite/manifest.json. */
export function isPrivateBuildFile(path: string): boolean {
  const pathname = path.split('?')[0] ?? '';
  return pathname.endsWith('.map') || pathname.split('/').some((segment) => segment.startsWith('.'));
}

/** The service worker: at the root so its scope is the whole site, and always revalidated. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** Files of the build that do not exist answer 404: index.html in their place would only mislead. */
function isAssetPath(path: string): boolean {
  const pathname = path.split('?')[0] ?? '';
  return (
    pathname.startsWith('/assets/') ||
    pathname === SERVICE_WORKER_PATH ||
    pathname === '/manifest.webmanifest' ||
    isPrivateBuildFile(path)
  );
}

/**
 * Serves the built SPA. The build writes brotli and gzip siblings of every text file, sent as they
 * are (`Content-Encoding`, `Vary: Accept-Encoding`) so static files cost no compression CPU. Hashed
 * assets are immutable; index.html is revalidated so a deploy is picked up at once. Source maps and
 * build metadata are never served, even if a build left some behind. Unknown non-API paths get
 * index.html so client-side routes deep-link; a missing asset is a plain 404 (a stale chunk must
 * fail to load, not parse HTML as JavaScript).
 */
export interface WebStaticOptions {
  webDist: string;
  /** Whether the request carries a valid session: such a visitor skips the landing page. */
  signedIn?: (request: FastifyRequest) => Promise<boolean>;
}

/** The landing page's static HTML, which the web build prerenders beside index.html. */
export const LANDING_FILE = 'landing.html';

/** The web build's list of prerendered public pages: path → HTML file in the build. */
export const PRERENDERED_INDEX = 'prerendered.json';

/** The prerendered pages of a build: its list, or just the landing page for a build without one. */
export function readPrerendered(webDist: string): Map<string, string> {
  const index = join(webDist, PRERENDERED_INDEX);
  if (existsSync(index)) {
    const list = JSON.parse(readFileSync(index, 'utf8')) as Record<string, string>;
    return new Map(Object.entries(list).filter(([, file]) => existsSync(join(webDist, file))));
  }
  return new Map(existsSync(join(webDist, LANDING_FILE)) ? [['/', LANDING_FILE]] : []);
}

async function webStaticPluginImpl(app: FastifyInstance, opts: WebStaticOptions) {
  const indexFile = join(opts.webDist, 'index.html');
  const built = existsSync(indexFile);
  const prerendered = built ? readPrerendered(opts.webDist) : new Map<string, string>();
  if (built) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      index: 'index.html',
      preCompressed: true,
      allowedPath: (pathName) => !isPrivateBuildFile(pathName),
      setHeaders(res, path) {
        res.header(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // no-cache above makes every update check see a new deploy; the scope header states the
        // whole site as the worker's (its place at the root already implies it). `path` is the
        // file sent, so the precompressed sibling when there is one.
        if (/^sw\.js(\.br|\.gz)?$/.test(relative(opts.webDist, path))) {
          res.header('Service-Worker-Allowed', '/');
        }
      },
    });
  } else {
    app.log.warn({ webDist: opts.webDist }, 'web app not built: run `npm run build` to serve the UI');
  }

  // A prerendered public page (static HTML that reads without JavaScript) is for a visitor. A
  // signed-in user gets `/` as a redirect straight to the dashboard (no marketing page flashing by,
  // no script needed to decide), and any other such page as the app shell, which renders it with
  // their account links. A hook, because the static plugin already owns these routes.
  if (prerendered.size > 0) {
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const path = request.url.split('?')[0] ?? '';
      const file = prerendered.get(path);
      if (file === undefined) return;
      const signedIn = (await opts.signedIn?.(request)) ?? false;
      if (signedIn && path === '/') {
        reply.header('Cache-Control', 'no-store');
        return reply.redirect('/app/dashboard', 302);
      }
      // Per visitor (signed in or not): caches must not hand it to someone else.
      reply.header('Cache-Control', 'no-cache');
      reply.header('Vary', 'Cookie, Accept-Encoding');
      return reply.sendFile(signedIn ? 'index.html' : file);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p)) || request.url === '/api';
    if (request.method !== 'GET' || isApi || !built || isAssetPath(request.url)) {
      const text = built || isApi ? 'Not found.' : 'The web app is not built yet: run `npm run build`.';
      return reply.code(404).send({ messages: messages({ errors: [text] }) });
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}

/** Not encapsulated: its hooks and handlers cover every route of the app. */
export const webStaticPlugin = fp(webStaticPluginImpl, { name: 'webStaticPlugin' });
