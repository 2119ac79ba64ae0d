/**
 * `npm run bench:leaderboard [-- options]`: the leaderboard at 100,000 ranked users. Seeds them,
 * then measures over real HTTP (keep-alive, C concurrent clients) a first page, random pages, the
 * last page and the own rank of a caller ranked last (the costliest count), next to a bare fastify
 * route answering a similar JSON in the same run. Prints p50 / p99 and throughput, never pass/fail.
 *   --db pglite|postgres   database (default pglite, the embedded default; postgres uses
 *                          BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/mnemoria_board_bench,
 *                          dropped and recreated)
 *   --redis                also measure with the Redis sorted-set mirror (BENCH_REDIS_URL)
 *   --users <n>            ranked users (default 100000)
 *   --requests <n>         requests per measurement (default 2000), --concurrency <n> (default 10)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { type Measured, measure, startBare } from './measure.ts';
import { freshDatabase, seedUsers } from './seed.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    redis: { type: 'boolean', default: false },
    users: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '10' },
  },
});
const users = Number(args.users);
const requests = Number(args.requests);
const concurrency = Number(args.concurrency);
const databaseUrl =
  args.db === 'postgres'
    ? (process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mnemoria_board_bench')
    : undefined;
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const EVENT = 'dates';

const dataDir = mkdtempSync(join(tmpdir(), 'mn-bench-board-'));
if (databaseUrl) await freshDatabase(databaseUrl);

async function start(redis: boolean) {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    REDIS_URL: redis ? redisUrl : '',
    LOG_LEVEL: 'warn',
    SIGNUP_LIMIT_PER_HOUR: '1000',
  });
  const app = await buildApp(config, {
    logger: false,
    redisPrefix: `bench:${randomBytes(4).toString('hex')}:`,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, url: `http://127.0.0.1:${port}` };
}

/** A signed-in caller whose best is the lowest of all: their rank counts every other user. */
async function lastCaller(url: string) {
  const id = randomBytes(4).toString('hex');
  const res = await fetch(`${url}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      userName: `caller_${id}`,
      email: `caller_${id}@example.com`,
      password: 'benchmark pass',
      confirmPassword: 'benchmark pass',
    }),
  });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const userId = ((await res.json()) as { user: { _id: string } }).user._id;
  return { cookie, userId };
}

const rows: { what: string; m: Measured }[] = [];
const run = async (what: string, url: () => string, headers: Record<string, string>) => {
  const m = await measure(url, headers, requests, concurrency);
  rows.push({ what, m });
  console.log(
    `${what.padEnd(52)} p50 ${m.p50.toFixed(2).padStart(7)} ms  p99 ${m.p99.toFixed(2).padStart(7)} ms  ${Math.round(m.rps).toString().padStart(6)} req/s`,
  );
};

const seeded = Date.now();
const first = await start(false);
await seedUsers(first.app, users, EVENT);
const caller = await lastCaller(first.url);
// Below everyone: score -1 and reached now.
await first.app.database.db.execute(
  (await import('drizzle-orm'))
    .sql`insert into event_stats (user_id, event, trials, standard_played, best_score, best_max, best_at)
    values (${caller.userId}, ${EVENT}, 1, 1, -1, 1000, now())`,
);
console.log(
  `seeded ${users} ranked users (${args.db}) in ${((Date.now() - seeded) / 1000).toFixed(1)} s; ${requests} requests per line, ${concurrency} concurrent\n`,
);

const bare = await startBare();
await run('bare fastify route (same JSON size, no work)', () => `${bare.url}/bare`, {});
const pages = Math.ceil((users + 1) / 20);
const board = (base: string, page: () => number) => () =>
  `${base}/api/leaderboard/standardUsersData?event=${EVENT}&page=${page()}`;
const headers = { cookie: caller.cookie };

for (const redis of args.redis ? [false, true] : [false]) {
  const t0 = Date.now();
  const s = redis ? await start(true) : first;
  await s.app.leaderboard.start();
  if (redis)
    console.log(
      `\nserver start, Redis mirror built from the database: ${Date.now() - t0} ms (reads from ${s.app.leaderboard.readsFrom()})`,
    );
  const label = redis ? 'redis' : args.db;
  await run(
    `[${label}] page 1 + own rank (caller last)`,
    board(s.url, () => 1),
    headers,
  );
  await run(
    `[${label}] random page + own rank`,
    board(s.url, () => 1 + Math.floor(Math.random() * pages)),
    headers,
  );
  await run(
    `[${label}] last page + own rank`,
    board(s.url, () => pages),
    headers,
  );
  // Own rank alone, in process: the count the route does for every request.
  const t = Date.now();
  const times: number[] = [];
  for (let i = 0; i < 500; i++) {
    const user = `bench-${String(1 + Math.floor(Math.random() * users)).padStart(7, '0')}`;
    const a = performance.now();
    await s.app.leaderboard.page(EVENT, 1, user);
    times.push(performance.now() - a);
  }
  times.sort((a, b) => a - b);
  console.log(
    `[${label}] in-process page 1 + own rank of a random user    p50 ${times[250]?.toFixed(2)} ms  p99 ${times[495]?.toFixed(2)} ms  (${Date.now() - t} ms for 500)`,
  );
  if (redis) await s.app.close();
}

await bare.close();
await first.app.close();
rmSync(dataDir, { recursive: true, force: true });
