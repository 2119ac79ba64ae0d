/**
 * HTTP load with autocannon's programmatic API. A "flow" is one whole practice session as the
 * web app plays it: init → ready → Done ×3 (mem, cdr, rec) → the whole answer → result; every
 * connection is its own signed-in user, since a user runs one session at a time.
 */
import autocannon, { type Client, type RequestSpec } from 'autocannon';

export interface HttpFigures {
  rps: number;
  p99: number;
  errors: number;
  /** Whole sessions per second (flow runs only). */
  flows?: number;
}

export const FLOW_STEPS = 7;

async function run(
  opts: Parameters<typeof autocannon>[0],
): Promise<{ rps: number; p99: number; errors: number; seconds: number }> {
  const r = await autocannon({ timeout: 10, ...opts });
  return {
    rps: r['2xx'] / r.duration,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    seconds: r.duration,
  };
}

export async function loadGet(
  base: string,
  path: string,
  connections: number,
  duration: number,
  cookie = '',
): Promise<HttpFigures> {
  const { rps, p99, errors } = await run({
    url: base + path,
    connections,
    duration,
    headers: cookie ? { cookie } : {},
  });
  return { rps, p99, errors };
}

/** One whole session per cycle of requests; `cookies[i]` signs in connection i. */
export async function loadFlow(
  base: string,
  cookies: string[],
  connections: number,
  duration: number,
  answer: string[],
): Promise<HttpFigures> {
  const json = (ctx: Record<string, unknown>) => ({
    cookie: String(ctx.cookie),
    'content-type': 'application/json',
  });
  const post = (path: string, body: (id: string) => unknown, method = 'POST'): RequestSpec => ({
    setupRequest: (req, ctx) =>
      ctx.id
        ? { ...req, method, path, headers: json(ctx), body: JSON.stringify(body(String(ctx.id))) }
        : undefined,
  });
  // Limits far beyond the run, so no deadline sweep of a half-played session lands in a measurement.
  const query = `?amount=${answer.length}&memorize=600&recall=600&discard=true`;
  const requests: RequestSpec[] = [
    {
      setupRequest: (req, ctx) => ({
        ...req,
        method: 'GET',
        path: `/api/bmevent/init/decimal/practice${query}`,
        headers: { cookie: String(ctx.cookie) },
      }),
      onResponse: (status, body, ctx) => {
        if (status === 200) ctx.id = (JSON.parse(body) as { bmevent: { id: string } }).bmevent.id;
      },
    },
    post('/api/bmevent/ready', (id) => ({ id })),
    post('/api/bmevent/stage', (id) => ({ id, stage: 'mem' })),
    post('/api/bmevent/stage', (id) => ({ id, stage: 'cdr' })),
    post('/api/bmevent/stage', (id) => ({ id, stage: 'rec' })),
    post('/api/bmevent/answer', (id) => ({ id, answer, seq: 1 }), 'PUT'),
    post('/api/bmevent/result', (id) => ({ id })),
  ];
  let next = 0;
  // autocannon has no per-connection headers: seed each connection's context with its user.
  const setupClient = (client: Client) => {
    const it = client.requestIterator;
    it.initialContext = { cookie: cookies[next++ % cookies.length] };
    it.resetContext();
    it.setRequests(it.requests);
  };
  const r = await run({ url: base, connections, duration, requests, setupClient });
  // Sessions still mid-flow when the window closes would be lost by counting results; in steady
  // state every session is FLOW_STEPS successful requests.
  return { rps: r.rps, p99: r.p99, errors: r.errors, flows: r.rps / FLOW_STEPS };
}
