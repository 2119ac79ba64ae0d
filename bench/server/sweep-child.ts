/**
 * Runs inside the tree under test (`node --import tsx sweep-child.ts <root> <pglite|postgres> <url>`):
 * opens its database with its own migrations, seeds finished sessions by direct SQL, and times its
 * own sweep query (the once-a-second deadline sweep) at each size, with the plan the database
 * chose. Prints one JSON line.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
type AnyQuery = (...args: unknown[]) => Promise<unknown>;
interface Queryable {
  query: AnyQuery;
}
/** Both drivers' clients: a pg Pool (connect) or a PGlite instance (transaction). */
interface Client extends Queryable {
  connect?: () => Promise<Queryable>;
  transaction?: (fn: (tx: Queryable) => Promise<unknown>) => Promise<unknown>;
}
interface Db {
  $client: Client;
  transaction<T>(fn: (tx: unknown) => Promise<T>): Promise<T>;
}
interface Database {
  db: Db;
  close(): Promise<void>;
}
/** The sweep's query under either name it has had: `overdue(now, lag)` or `claimDue(now, tx)`. */
interface Repo {
  overdue?(now: Date, lagMs: number): Promise<unknown[]>;
  claimDue?(now: Date, tx: unknown): Promise<unknown[]>;
}

const [root = '.', kind = 'pglite', url = ''] = process.argv.slice(2);
const load = <T>(rel: string) => import(pathToFileURL(join(root, rel)).href) as Promise<T>;
const { openDatabase } = await load<{
  openDatabase(o: { databaseUrl?: string; dataDir: string }): Promise<Database>;
}>('apps/server/src/db/client.ts');
const { BmeventsRepository } = await load<{ BmeventsRepository: new (db: Db) => Repo }>(
  'apps/server/src/plugins/app/bmevent/repository.ts',
);

const dataDir = mkdtempSync(join(tmpdir(), 'mn-sweep-'));
const database = await openDatabase({ databaseUrl: kind === 'postgres' ? url : undefined, dataDir });
const client = database.db.$client;
const rawQuery = client.query.bind(client) as AnyQuery;
const query: Query = (text, params = []) => rawQuery(text, params) as ReturnType<Query>;

// Keep the last SELECT the repository sends (on the pool, a pooled client or a PGlite
// transaction), so the plan shown is the plan of the query the tree really runs.
let last: { text: string; params: unknown[] } | undefined;
const wrapped = new WeakSet<Queryable>();
function capture(target: Queryable) {
  if (wrapped.has(target)) return;
  wrapped.add(target);
  const inner = target.query.bind(target) as AnyQuery;
  target.query = (...args: unknown[]) => {
    const [a, b] = args;
    const q = typeof a === 'string' ? { text: a } : (a as { text?: string; values?: unknown[] });
    if (q?.text && /^\s*select/i.test(q.text))
      last = { text: q.text, params: q.values ?? (Array.isArray(b) ? b : []) };
    return inner(...args);
  };
}
capture(client);
if (client.connect) {
  const connect = client.connect.bind(client) as (
    cb?: (err: unknown, c: Queryable, done: unknown) => void,
  ) => Promise<Queryable>;
  // pg's Pool.query itself calls connect with a callback; drizzle's transactions await it.
  client.connect = ((cb?: (err: unknown, c: Queryable, done: unknown) => void) => {
    if (cb)
      return connect((err, c, done) => {
        if (c) capture(c);
        cb(err, c, done);
      });
    return connect().then((c) => {
      capture(c);
      return c;
    });
  }) as Client['connect'];
}
if (client.transaction) {
  const transaction = client.transaction.bind(client);
  client.transaction = (fn) =>
    transaction((tx) => {
      capture(tx);
      return fn(tx);
    });
}

// One user owns the finished sessions; each live one has its own (a user runs one at a time).
await query(
  `insert into users (id, user_name, email, password_hash, settings)
   select 'sweep-user-' || g, 'sweeper' || g, 'sweeper' || g || '@bench.example', 'x', '{}'
   from generate_series(0, 20) g`,
);

let seeded = 0;
async function seedTo(total: number) {
  await query(
    `insert into bmevents (id, user_id, name, mode, seed, amount, settings, data, stage, staged_at, deadline,
       started_at, running, exited, mem_time, rec_time, cdr_time, answer, answer_seq, score, percent, evaluation)
     select 'done-' || g, 'sweep-user-0', 'decimal', 'practice', 's', 200, '{}', '{"digits":[]}', 'res',
       now() - g * interval '1 minute', null, now() - g * interval '1 minute', false, false, 60, 60, 5,
       '[]', 1, 10, 5, 'failed'
     from generate_series($1::int, $2::int) g`,
    [seeded + 1, total],
  );
  seeded = total;
  await query('analyze bmevents');
}

// A few live sessions, as a server always has: in recall, deadlines ahead.
await query(
  `insert into bmevents (id, user_id, name, mode, seed, amount, settings, data, stage, staged_at, deadline,
     running, mem_time, rec_time, cdr_time)
   select 'live-' || g, 'sweep-user-' || g, 'decimal', 'practice', 's', 200, '{}', '{}', 'rec', now(),
     now() + interval '1 hour', true, 60, 60, 5
   from generate_series(1, 20) g`,
);

const repo = new BmeventsRepository(database.db);
// One sweep tick that finds nothing due: the query, in its transaction where the tree uses one.
const tick = (): Promise<unknown> => {
  const { overdue, claimDue } = repo;
  if (overdue) return overdue.call(repo, new Date(), 2_000);
  if (claimDue) return database.db.transaction((tx) => claimDue.call(repo, new Date(), tx));
  throw new Error('the repository has neither overdue() nor claimDue()');
};
const out: { sessions: number; p50: number; p99: number; max: number; runs: number; plan: string }[] = [];
for (const total of [1_000, 100_000]) {
  await seedTo(total);
  for (let i = 0; i < 20; i++) await tick();
  const times: number[] = [];
  const until = performance.now() + 2_000;
  while (performance.now() < until || times.length < 50) {
    const t0 = performance.now();
    await tick();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? 0;
  const sent = last as { text: string; params: unknown[] };
  const plan = await query(`explain (analyze, costs off, timing off) ${sent.text}`, sent.params);
  out.push({
    sessions: total + 20,
    p50: at(50),
    p99: at(99),
    max: times[times.length - 1] ?? 0,
    runs: times.length,
    plan: plan.rows.map((r) => String(Object.values(r)[0])).join('\n'),
  });
}
await database.close();
rmSync(dataDir, { recursive: true, force: true });
console.log(JSON.stringify({ query: last?.text, results: out }));
