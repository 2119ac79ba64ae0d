/**
 * `npm run bench:server [-- options]`: start-up, memory, HTTP and realtime load of the real server
 * against bare fastify / socket.io baselines in the same run, plus the deadline sweep's cost.
 * Prints figures, never pass/fail. Options:
 *   --db pglite|postgres|both   database(s) under test (default pglite, the embedded default)
 *   --root <dir>                tree whose server is measured (default: this checkout)
 *   --quick                     one repetition, fewer sizes, shorter windows
 *   --reps <n>                  repetitions (default 3)
 *   --redis                     give the server REDIS_URL (default: in-process)
 *   --no-sweep                  skip the deadline-sweep bench
 *   --http-only                 skip the realtime crowds (for iterating on the HTTP routes)
 *   --realtime-only             skip the HTTP load (for iterating on the answer path)
 *   --players <n,n…>            realtime crowd sizes (default 50,200,500; --quick 50,500)
 *   --window <s>                seconds each crowd sends (default 10; --quick 5)
 *   --multi                     also the multi-process run: the largest crowd through HAProxy
 *                               (deploy/haproxy.cfg) on 1 and 2 processes, PostgreSQL + Redis
 *   --multi-only                that run alone
 *   --processes <n,n…>          process counts of the multi-process run (default 1,2; at most 3)
 *   --out <file>                Markdown result (default bench/results/latest.md)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { postgresSettings } from './clients.ts';
import { multiSection, runMulti } from './multi.ts';
import { killChildren } from './proc.ts';
import { markdownTable, type Results } from './stats.ts';
import { runSuite } from './suite.ts';
import { runSweep } from './sweep.ts';

const here = dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    root: { type: 'string', default: join(here, '../..') },
    quick: { type: 'boolean', default: false },
    reps: { type: 'string' },
    redis: { type: 'boolean', default: false },
    'no-sweep': { type: 'boolean', default: false },
    'http-only': { type: 'boolean', default: false },
    'realtime-only': { type: 'boolean', default: false },
    players: { type: 'string' },
    /** Seconds each crowd sends for (default 10, 5 with --quick); longer to attach a profiler. */
    window: { type: 'string' },
    multi: { type: 'boolean', default: false },
    'multi-only': { type: 'boolean', default: false },
    processes: { type: 'string', default: '1,2' },
    out: { type: 'string', default: join(here, '../results/latest.md') },
  },
});

const root = resolve(args.root);
const dbs = args.db === 'both' ? (['pglite', 'postgres'] as const) : ([args.db] as const);
for (const db of dbs)
  if (db !== 'pglite' && db !== 'postgres') throw new Error(`--db ${db}: pglite, postgres or both`);
const quick = args.quick;
const crowds = args.players
  ? args.players.split(',').map((n) => Number(n))
  : quick
    ? [50, 500]
    : [50, 200, 500];
if (crowds.some((n) => !Number.isInteger(n) || n < 1))
  throw new Error(`--players ${args.players}: e.g. 500 or 50,500`);
if (args.window && !(Number(args.window) > 0)) throw new Error(`--window ${args.window}: seconds, e.g. 60`);
const multi = args.multi || args['multi-only'];
const processes = args.processes.split(',').map((n) => Number(n));
if (processes.some((n) => !Number.isInteger(n) || n < 1 || n > 3))
  throw new Error(
    `--processes ${args.processes}: 1 to 3 each (deploy/haproxy.cfg has three slots), e.g. 1,2`,
  );
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mnemoria_bench';
const redisUrl = args.redis ? (process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379') : undefined;
const log = (line: string) => console.log(line);

const commit = (() => {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root }).toString().trim() !== '';
    return `${sha}${dirty ? ' + uncommitted changes' : ''}`;
  } catch {
    return 'unknown';
  }
})();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    killChildren();
    process.exit(130);
  });
}

const started = Date.now();
const loadBefore = loadavg()[0] ?? 0;
const runs: { label: string; results: Results }[] = [];
const sweeps: string[] = [];
for (const db of args['multi-only'] ? [] : dbs) {
  const results = await runSuite({
    root,
    db: db as 'pglite' | 'postgres',
    databaseUrl,
    redisUrl,
    reps: Number(args.reps ?? (quick ? 1 : 3)),
    connections: args['realtime-only'] ? [] : quick ? [10, 100] : [10, 50, 100],
    players: args['http-only'] ? [] : crowds,
    httpSeconds: 3,
    windowMs: args.window ? Number(args.window) * 1000 : quick ? 5_000 : 10_000,
    digits: 200,
    log,
  });
  runs.push({
    label: db === 'pglite' ? 'embedded (PGlite)' : `PostgreSQL${redisUrl ? ' + Redis' : ''}`,
    results,
  });
  if (!args['no-sweep']) {
    // A failed sweep bench must not throw away the minutes of load figures before it.
    const sweep = await runSweep({ root, db: db as 'pglite' | 'postgres', databaseUrl, log }).catch(
      (err: unknown) => `Deadline sweep bench on ${db} failed: ${String(err).slice(0, 500)}`,
    );
    sweeps.push(sweep);
  }
}

// Several processes share state only through PostgreSQL and Redis, whatever --db and --redis say.
const multiRuns = multi
  ? await runMulti({
      root,
      databaseUrl,
      redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
      reps: Number(args.reps ?? (quick ? 1 : 3)),
      processes,
      players: Math.max(...crowds),
      windowMs: args.window ? Number(args.window) * 1000 : quick ? 5_000 : 10_000,
      digits: 200,
      log,
    })
  : [];

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
const reps = Number(args.reps ?? (quick ? 1 : 3));
// Flags given to every measured server, bare ones included (proc.ts), so a table says how it was run.
const nodeArgs = process.env.BENCH_NODE_ARGS
  ? `, servers run with \`node ${process.env.BENCH_NODE_ARGS}\``
  : '';
// The measured database's own settings, read after the runs (the bench database exists by then).
const postgresNote =
  multi || (!args['multi-only'] && dbs.some((db) => db === 'postgres'))
    ? await postgresSettings(databaseUrl).catch(
        (err: unknown) => `PostgreSQL settings unread: ${String(err)}`,
      )
    : undefined;
const report = [
  `## Server benchmarks — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  '',
  `Server tree: \`${root}\` at ${commit}. Node ${process.version}, ${cpus().length} cores (shared), ` +
    `${reps} repetition(s)${quick ? ', --quick' : ''}, ${minutes} min${nodeArgs}. Values are the median ` +
    '[min–max]; each ratio is taken per repetition against the bare baseline measured right after it. ' +
    `Machine load average ${loadBefore.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end ` +
    '(other work shares the cores: compare ratios, not absolute figures).',
  '',
  ...(postgresNote ? [postgresNote, ''] : []),
  '"∞" ack latency: that share of messages was not acked within 3 s of the window\'s end; ' +
    '"–": no figure (the event-loop probe did not answer within 30 s, its loop was that far behind).',
  '',
  ...(runs.length > 0 ? [markdownTable(runs), ''] : []),
  ...sweeps,
  ...(multi ? ['', multiSection(multiRuns, Math.max(...crowds))] : []),
].join('\n');

console.log(`\n${report}`);
mkdirSync(dirname(resolve(args.out)), { recursive: true });
writeFileSync(resolve(args.out), `${report}\n`);
console.log(`\nwritten to ${resolve(args.out)}`);
