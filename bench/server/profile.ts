/**
 * `node --import tsx bench/server/profile.ts <user|meta|flow> [seconds] [--db postgres] [--port N]`:
 * runs the real server under `node --cpu-prof`, loads one route with autocannon, stops the server
 * and prints the functions and packages with the most self time. For finding where a route's CPU
 * goes before changing it; prints figures only.
 *
 * PROF_PERF=1 starts the server with `--perf-basic-prof` instead and prints no profile: attach
 * `perf record -g -p <pid>` during the load. On this project's VM the V8 sampler put a third of the
 * session flow's time in `writev`, where perf (and strace: 18 µs a call) showed ordinary JS work.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { decimalAnswer, freshPostgres, signUp } from './clients.ts';
import { loadFlow, loadGet } from './http-load.ts';
import { sleep } from './proc.ts';

const here = dirname(fileURLToPath(import.meta.url));
const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    db: { type: 'string', default: 'pglite' },
    port: { type: 'string', default: '3310' },
    connections: { type: 'string', default: '50' },
    top: { type: 'string', default: '40' },
  },
});
const target = positionals[0] ?? 'user';
const seconds = Number(positionals[1] ?? 5);
const port = Number(args.port);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mnemoria_bench';
if (args.db === 'postgres') await freshPostgres(databaseUrl);
const dataDir = mkdtempSync(join(tmpdir(), 'mn-prof-'));
const profDir = join(dataDir, 'prof');
const proc = spawn(
  process.execPath,
  [
    ...(process.env.PROF_PERF ? ['--perf-basic-prof'] : ['--cpu-prof', `--cpu-prof-dir=${profDir}`]),
    '--import',
    'tsx',
    'apps/server/src/main.ts',
  ],
  {
    cwd: join(here, '../..'),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      SIGNUP_LIMIT_PER_HOUR: '100000',
      DATABASE_URL: args.db === 'postgres' ? databaseUrl : undefined,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  if (
    await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  if (i > 600) throw new Error('server not ready');
  await sleep(50);
}
const c = Number(args.connections);
const players = await signUp(base, c);
const cookie = (players[0] as { cookie: string }).cookie;
// Warm up (JIT, pools), then the measured window.
const load = () =>
  target === 'flow'
    ? loadFlow(
        base,
        players.map((p) => p.cookie),
        c,
        seconds,
        decimalAnswer(200),
      )
    : loadGet(base, target === 'meta' ? '/api/bmevent/meta' : '/api/user', c, seconds, cookie);
await load();
const r = await load();
console.log(`${target} c=${c}: ${r.rps.toFixed(0)} req/s p99 ${r.p99} ms errors ${r.errors}`);
proc.kill('SIGTERM');
await new Promise((resolve) => proc.once('exit', resolve));

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
if (process.env.PROF_PERF) {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error('no profile written');
const prof = JSON.parse(readFileSync(join(profDir, file), 'utf8')) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
};
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
prof.samples.forEach((id, i) => {
  selfUs.set(id, (selfUs.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0));
});
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
const fnSelf = new Map<string, number>();
const pkgSelf = new Map<string, number>();
for (const [id, us] of selfUs) {
  const f = (byId.get(id) as Node).callFrame;
  const url = f.url.replace(/^file:\/\//, '');
  const pkg = url.includes('node_modules/')
    ? (url
        .split('node_modules/')
        .at(-1)
        ?.split('/')
        .slice(0, url.includes('node_modules/@') ? 2 : 1)
        .join('/') ?? '?')
    : url.startsWith('node:')
      ? url
      : url === ''
        ? `(${f.functionName || 'native'})`
        : url.includes('/apps/server/')
          ? 'app'
          : url.includes('/packages/')
            ? 'packages'
            : url;
  pkgSelf.set(pkg, (pkgSelf.get(pkg) ?? 0) + us);
  const key = `${f.functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${f.lineNumber + 1}`;
  fnSelf.set(key, (fnSelf.get(key) ?? 0) + us);
}
const show = (m: Map<string, number>, n: number) => {
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n))
    console.log(`${((100 * us) / total).toFixed(1).padStart(5)} %  ${k}`);
};
console.log('\n-- self time by package --');
show(pkgSelf, 25);
console.log('\n-- self time by function --');
show(fnSelf, Number(args.top));
rmSync(dataDir, { recursive: true, force: true });
