/**
 * What the service worker may answer from its cache. Kept free of service-worker globals so it is
 * unit-tested as plain functions; sw.ts only wires it to the fetch event.
 *
 * The rule: only the build itself is cached (the app shell, hashed scripts and styles, icons, the
 * manifest and the offline page), precached at install from the list the build injects. Anything
 * the server computes per user or per session — the API, the socket transport, session media — is
 * never touched, so the browser sends it straight to the network and, offline, it fails as it must.
 */

/** Paths the server owns; a cached answer there would show stale or another user's data. */
export const NEVER_CACHED_PREFIXES = ['/api', '/socket.io', '/media'] as const;

/** The precached files a navigation falls back to: the SPA shell, then a static offline page. */
export const SHELL_URL = '/index.html';
export const OFFLINE_URL = '/offline.html';

/** One cache per deploy; activation deletes the caches of earlier deploys. */
export const CACHE_PREFIX = 'mnemoria-shell-';

export type FetchDecision =
  /** Not ours: let the browser go to the network untouched (no respondWith). */
  | { kind: 'network' }
  /** A page load: the cached shell, else the network, else the offline page. */
  | { kind: 'shell' }
  /** A file of the build: the cached copy, else the network. */
  | { kind: 'precached'; path: string };

export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
}

function underPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isNeverCached(pathname: string): boolean {
  return NEVER_CACHED_PREFIXES.some((p) => underPrefix(pathname, p));
}

/** A client-side route such as /app/dashboard; /icons/icon-192.png opened directly is a file. */
function looksLikeRoute(pathname: string): boolean {
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.');
}

/** Decides how the service worker treats one request, given the paths it precached. */
export function decide(
  request: RequestFacts,
  scopeOrigin: string,
  precached: ReadonlySet<string>,
): FetchDecision {
  if (request.method !== 'GET') return { kind: 'network' };
  const url = new URL(request.url);
  if (url.origin !== scopeOrigin) return { kind: 'network' };
  if (isNeverCached(url.pathname)) return { kind: 'network' };
  if (request.mode === 'navigate' && looksLikeRoute(url.pathname)) return { kind: 'shell' };
  // The query string is ignored: build files are addressed by path (hash in the name).
  const path = url.pathname === '/' ? SHELL_URL : url.pathname;
  if (precached.has(path)) return { kind: 'precached', path };
  return { kind: 'network' };
}

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** The build's injected list as absolute paths; files under /api… are dropped even if listed. */
export function precachePaths(entries: readonly (PrecacheEntry | string)[]): string[] {
  const paths = entries.map((e) => {
    const url = typeof e === 'string' ? e : e.url;
    return url.startsWith('/') ? url : `/${url}`;
  });
  return [...new Set(paths)].filter((p) => !isNeverCached(p));
}

/**
 * The cache name of a deploy: a short hash of the list with its revisions, so any change to the
 * shell or an asset gives a new cache and, through it, a new service worker to prompt about.
 */
export function cacheName(entries: readonly (PrecacheEntry | string)[]): string {
  const text = entries.map((e) => (typeof e === 'string' ? e : `${e.url}@${e.revision ?? ''}`)).join('\n');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${CACHE_PREFIX}${hash.toString(16).padStart(8, '0')}`;
}
