import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type Known, nastyString, RUNS, SEED } from './arbitraries.ts';
import { bodyValue, queryString, urlComponent } from './examples.ts';
import {
  ensurePlayground,
  expectHealthy,
  expectVictimIntact,
  refreshFuzzerCookie,
  type Snapshot,
  snapshot,
  useWorld,
} from './world.ts';

/**
 * Every HTTP route the app registers (read from its route table, so a new route is fuzzed without
 * touching this file) gets RUNS requests with fuzzed path parameters, query and body, signed in
 * and signed out. No answer may be a 5xx, the process must keep running, and the sessions must
 * only change through requests that succeeded.
 */
const w = useWorld();
const covered = new Map<string, { runs: number; fiveXx: number }>();

type Who = 'fuzzer' | 'nobody' | 'forged';
interface Body {
  kind: 'json' | 'raw-json' | 'form' | 'text' | 'none';
  value: unknown;
}

const body = (known: Known, route: string): fc.Arbitrary<Body> =>
  fc.oneof(
    { weight: 6, arbitrary: bodyValue(known, route).map((value) => ({ kind: 'json' as const, value })) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          fc.string({ maxLength: 60 }),
          fc.integer({ min: 1, max: 30_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
          fc.integer({ min: 1, max: 30_000 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
          fc.constantFrom(
            '{"__proto__":{"x":1}}',
            '{"constructor":{"prototype":{}}}',
            '{"id":"\\u0000"}',
            '"\\ud800"',
          ),
        )
        .map((value) => ({ kind: 'raw-json' as const, value })),
    },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.tuple(fc.string({ maxLength: 10 }), nastyString), { maxLength: 4 })
        .map((pairs) => ({ kind: 'form' as const, value: pairs })),
    },
    { weight: 1, arbitrary: nastyString.map((value) => ({ kind: 'text' as const, value })) },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const, value: undefined }) },
  );

/** Fills `:param` and `*` of a route URL with fuzzed components. */
const pathFor = (url: string, known: Known) => {
  const parts = url
    .split('/')
    .map((part) =>
      part === '*'
        ? fc.array(urlComponent(known), { minLength: 0, maxLength: 4 }).map((xs) => xs.join('/'))
        : part.startsWith(':')
          ? urlComponent(known)
          : fc.constant(part),
    );
  return fc.tuple(...parts).map((xs) => xs.join('/'));
};

interface Req {
  method: string;
  path: string;
  query: string;
  body: Body;
  who: Who;
  forgedToken: string;
}

/** Lone surrogates become U+FFFD: what a header or form field can carry at all. */
const utf8 = (s: string) => Buffer.from(s, 'utf8').toString('utf8');

function request(method: string, url: string, known: Known): fc.Arbitrary<Req> {
  return fc.record({
    path: pathFor(url, known),
    query: queryString(known, url),
    body: body(known, url),
    who: fc.constantFrom<Who>('fuzzer', 'fuzzer', 'nobody', 'forged'),
    forgedToken: nastyString,
    method: fc.constant(method),
  });
}

function toInject(r: Req): InjectOptions {
  const headers: Record<string, string> = {};
  if (r.who === 'fuzzer') headers.cookie = w.fuzzer.cookie;
  if (r.who === 'forged') headers.cookie = `mn_sid=${encodeURIComponent(utf8(r.forgedToken))}`;
  const opts: InjectOptions = {
    method: r.method as InjectOptions['method'],
    url: `${r.path}${r.query}`,
    headers,
  };
  if (r.method === 'GET' || r.method === 'HEAD') return opts;
  const { kind, value } = r.body;
  if (kind === 'json') opts.payload = JSON.stringify(value) ?? 'null';
  if (kind === 'raw-json' || kind === 'json') headers['content-type'] = 'application/json';
  if (kind === 'raw-json') opts.payload = value as string;
  if (kind === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    opts.payload = (value as [string, string][])
      .map(([k, v]) => `${encodeURIComponent(utf8(k))}=${encodeURIComponent(utf8(v))}`)
      .join('&');
  }
  if (kind === 'text') {
    headers['content-type'] = 'text/plain';
    opts.payload = utf8(String(value));
  }
  return opts;
}

describe('HTTP fuzz', () => {
  it(`never answers a 5xx on any route (${RUNS} runs each)`, { timeout: 900_000 }, async () => {
    // HEAD routes are the GET handlers fastify adds itself; fuzzing the GET covers them.
    const routes = w.t.app.routeTable.filter((r) => r.method !== 'HEAD');
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /api/login', 'GET /api/bmevent/:id', 'PUT /api/bmevent/answer']),
    );
    const problems: string[] = [];
    for (const [index, route] of routes.entries()) {
      const key = `${route.method} ${route.url}`;
      const stats = { runs: 0, fiveXx: 0 };
      covered.set(key, stats);
      const touchesSessions = route.url.startsWith('/api/bmevent');
      let unchanged: Snapshot | undefined;
      // Every run goes on after a failure, so the 5xx count is the real one; the first
      // example of each kind of failure is kept, with the seed that reproduces it.
      const report = (what: string, r: Req) => {
        if (problems.filter((p) => p.startsWith(key)).length < 3)
          problems.push(
            `${key}: ${what} (FUZZ_SEED=${SEED}) request ${JSON.stringify(toInject(r)).slice(0, 400)}`,
          );
      };
      await fc.assert(
        fc.asyncProperty(request(route.method, route.url, w.known), async (r) => {
          // The session only needs reading again after a request that may have changed it.
          const before = touchesSessions ? (unchanged ?? (await ensurePlayground(w))) : undefined;
          unchanged = undefined;
          const res = await w.t.app.inject(toInject(r));
          stats.runs++;
          if (res.statusCode >= 500) {
            stats.fiveXx++;
            report(`${res.statusCode} ${res.body.slice(0, 200)}`, r);
          }
          if (before && res.statusCode >= 300) {
            const after = await snapshot(w, w.fuzzer.playground);
            // A refused request changes nothing.
            if (JSON.stringify(after) !== JSON.stringify(before))
              report(`refused with ${res.statusCode} but changed the session`, r);
            else unchanged = after;
          }
          if (route.url === '/api/logout') await refreshFuzzerCookie(w);
        }),
        { numRuns: RUNS, seed: SEED + index },
      );
      await expectVictimIntact(w, false);
    }
    const fiveXx = [...covered.values()].reduce((n, s) => n + s.fiveXx, 0);
    console.log(
      `[fuzz:http] routes covered ${covered.size}/${routes.length}, runs ${RUNS} each (${RUNS * covered.size} requests), 5xx ${fiveXx}, seed ${SEED}`,
    );
    expect(problems).toEqual([]);
    expect(w.failures).toEqual([]);
    for (const route of routes) expect(covered.get(`${route.method} ${route.url}`)?.runs).toBe(RUNS);
    await expectHealthy(w);
    await expectVictimIntact(w, true);
  });
});
