/**
 * The service worker, built by vite-plugin-pwa (injectManifest) into /sw.js with the list of build
 * files in place of `self.__WB_MANIFEST`. Hand-written on purpose: the decision of what may be
 * answered from cache lives in sw-policy.ts and is unit-tested; this file only wires it to the
 * install / activate / fetch events.
 *
 * Updates: a new deploy changes the list, hence the worker; it installs beside the running one and
 * waits until the page asks it to take over (the "A new version is available" prompt), so an
 * open session never switches code under the athlete's feet.
 */
import {
  CACHE_PREFIX,
  cacheName,
  decide,
  OFFLINE_URL,
  type PrecacheEntry,
  precachePaths,
  SHELL_URL,
} from './sw-policy.ts';

// The web tsconfig has the DOM library, not the worker one: the little used here is typed locally.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: string, listener: (event: never) => void): void;
}
const sw = self as unknown as WorkerScope;

// Written exactly so: the build replaces the text `self.__WB_MANIFEST` with the list of files.
const ENTRIES = (self as unknown as { __WB_MANIFEST: (PrecacheEntry | string)[] }).__WB_MANIFEST;
const CACHE = cacheName(ENTRIES);
const PATHS = precachePaths(ENTRIES);
const PRECACHED = new Set(PATHS);
/** Files whose name carries their content hash: a copy from an earlier deploy is still exact. */
const HASHED = new Set(precachePaths(ENTRIES.filter((e) => typeof e === 'string' || !e.revision)));

/** Fills this deploy's cache, reusing hashed files an earlier deploy already downloaded. */
async function precache(): Promise<void> {
  const cache = await caches.open(CACHE);
  await Promise.all(
    PATHS.map(async (path) => {
      if (HASHED.has(path)) {
        const previous = await caches.match(path);
        if (previous) return cache.put(path, previous);
      }
      // Bypass the HTTP cache: index.html and the offline page must be this deploy's.
      const response = await fetch(path, { cache: 'reload' });
      if (!response.ok) throw new Error(`precache ${path}: HTTP ${response.status}`);
      return cache.put(path, response);
    }),
  );
}

async function dropOldCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== CACHE).map((n) => caches.delete(n)),
  );
}

async function fromCache(path: string): Promise<Response | undefined> {
  const cache = await caches.open(CACHE);
  return cache.match(path);
}

/** A page load: the cached shell; without it the network; offline without it the offline page. */
async function navigation(request: Request): Promise<Response> {
  const shell = await fromCache(SHELL_URL);
  if (shell) return shell;
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await fromCache(OFFLINE_URL);
    if (offline) return offline;
    throw error;
  }
}

async function buildFile(request: Request, path: string): Promise<Response> {
  return (await fromCache(path)) ?? fetch(request);
}

sw.addEventListener('install', (event: ExtendableEvent) => {
  event.waitUntil(precache());
});

sw.addEventListener('activate', (event: ExtendableEvent) => {
  // The first install takes control of the open page at once (it runs no older code); later
  // deploys reach this only after the page asked for it.
  event.waitUntil(dropOldCaches().then(() => sw.clients.claim()));
});

sw.addEventListener('message', (event: MessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void sw.skipWaiting();
});

sw.addEventListener('fetch', (event: FetchEvent) => {
  const { request } = event;
  const decision = decide(request, sw.location.origin, PRECACHED);
  if (decision.kind === 'shell') event.respondWith(navigation(request));
  else if (decision.kind === 'precached') event.respondWith(buildFile(request, decision.path));
  // 'network': no respondWith, the browser fetches as if there were no service worker.
});
