/**
 * `npm run bench:analytics`: one user with 10,000 finished sessions (9,000 Decimal of 160 digits
 * with a logged memorize, 1,000 Names), then the latency of the history and analytics reads on
 * the real app, in process (fastify inject, so no network). Runs on DATABASE_URL's PostgreSQL,
 * else the embedded database. Prints figures, never pass/fail. --runs <n> per read (default 20);
 * --decimal <n> and --names <n> set the sessions of each (default 9000 and 1000: the analytics
 * read the latest 500 of an event, so 500 names already cost a names read in full).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    decimal: { type: 'string', default: '9000' },
    names: { type: 'string', default: '1000' },
  },
});
const runs = Number(args.runs);
const dataDir = mkdtempSync(join(tmpdir(), 'mn-bench-analytics-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  WEB_DIST: join(dataDir, 'no-web'),
  LOG_LEVEL: 'warn',
  SESSION_SECRET: process.env.SESSION_SECRET ?? 'bench-analytics-secret-'.padEnd(48, '0'),
});
const app = await buildApp(config, { logger: false });
const name = `bench_${Date.now().toString(36)}`;
const password = 'correct horse battery staple 42!';
const signup = await app.inject({
  method: 'POST',
  url: '/api/signup',
  payload: {
    userName: name,
    email: `${name}@example.com`,
    password,
    confirmPassword: password,
    timeZone: 'UTC',
  },
});
const cookie = String(signup.headers['set-cookie']).split(';')[0] ?? '';

/** One played session of each kind, cloned set-wise: the content is real, the rows are many. */
async function play(event: string) {
  const init = await app.inject({
    method: 'GET',
    url: `/api/bmevent/init/${event}/practice?amount=160`,
    headers: { cookie },
  });
  const id = init.json().bmevent.id as string;
  for (const [url, payload] of [
    ['/api/bmevent/ready', { id }],
    ['/api/bmevent/stage', { id, stage: 'mem' }],
    ['/api/bmevent/stage', { id, stage: 'cdr' }],
    ['/api/bmevent/stage', { id, stage: 'rec' }],
    ['/api/bmevent/result', { id, answer: [] }],
  ] as const)
    await app.inject({ method: 'POST', url, payload, headers: { cookie } });
  return id;
}

const t0 = performance.now();
for (const [event, copies] of [
  ['decimal', Number(args.decimal)],
  ['names', Number(args.names)],
] as const) {
  const id = await play(event);
  // A memorize of 60 s with a view change every 2 s, as a steady athlete makes.
  await app.database.db.execute(sql`
    update bmevents set mem_started_at = now() - interval '70 seconds', mem_ended_at = now() - interval '10 seconds',
      mem_views = (select jsonb_agg(jsonb_build_array((extract(epoch from now() - interval '70 seconds') * 1000 + k * 2000)::bigint, k % 2))
                   from generate_series(1, 29) k)
    where id = ${id}`);
  await app.database.db.execute(sql`
    insert into bmevents (id, user_id, name, mode, seed, level, amount, settings, data, stage, staged_at, created_at,
      started_at, running, mem_time, rec_time, cdr_time, mem_started_at, mem_ended_at, rec_started_at, rec_ended_at,
      answer, result, score, percent, evaluation, mem_views)
    select ${id} || '-' || n, user_id, name, mode, seed, level, amount, settings, data, stage, staged_at,
      created_at - n * interval '1 minute', started_at, false, mem_time, rec_time, cdr_time, mem_started_at,
      mem_ended_at, rec_started_at, rec_ended_at, answer, result, score, percent, evaluation, mem_views
    from bmevents, generate_series(1, ${copies - 1}::int) n where id = ${id}`);
}
console.log(
  `seeded ${(Number(args.decimal) + Number(args.names)).toLocaleString('en-US')} finished sessions for one user in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

async function time(label: string, url: string) {
  const ms: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    ms.push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    bytes = res.body.length;
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => (ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0).toFixed(1);
  console.log(`${label.padEnd(44)} median ${at(0.5)} ms, p90 ${at(0.9)} ms, ${(bytes / 1024).toFixed(1)} KB`);
}

console.log(`${runs} runs each`);
await time('history, page 1', '/api/bmevent/history?page=1');
const lastPage = Math.ceil((Number(args.decimal) + Number(args.names)) / 20);
await time(`history, page ${lastPage} (the last)`, `/api/bmevent/history?page=${lastPage}`);
const [{ id: last } = { id: '' }] = (
  await app.database.db.execute(
    sql`select b.id from bmevents b join users u on u.id = b.user_id where u.user_name = ${name} and b.name = 'decimal' order by b.created_at limit 1`,
  )
).rows as { id: string }[];
await time('replay of one 160-digit session', `/api/bmevent/history/${last}`);
await time(
  `items, Decimal pairs (latest 500 of ${Number(args.decimal).toLocaleString('en-US')})`,
  '/api/analytics/items?event=decimal&group=2',
);
await time(
  `items, Names (latest 500 of ${Number(args.names).toLocaleString('en-US')})`,
  '/api/analytics/items?event=names',
);
await time('sessions, Decimal (latest 500)', '/api/analytics/sessions?event=decimal');
await app.close();
