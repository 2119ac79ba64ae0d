/**
 * `npm run bench:major`: latency of GET /api/major/words and /api/major/number on the real server
 * (its own process, embedded database, lexicon loaded) next to a bare fastify route answering a
 * body of the same size (bare.ts), loaded the same way in the same run. Prints figures, never
 * pass/fail. Options: --seconds <n> per scenario (default 5), --connections <n> (default 10).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { killChildren, spawnServer } from '../server/proc.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    'real-port': { type: 'string', default: '3342' },
    'bare-port': { type: 'string', default: '3343' },
  },
});
const seconds = Number(args.seconds);
const connections = Number(args.connections);

const CUSTOM_MAPS = [
  's,z;t,d;n;m;r;l;j,sh,ch;k,g,c;f,v,ph;p,b',
  't,d;s,z;n;m;r;l;j,sh,ch;k,g;f,v;p,b',
  's,z,x;t,d,th;n;m;r;l;j,sh,ch,tch;k,g,q;f,v;p,b',
].map(encodeURIComponent);
const WORDS = [
  'phone',
  'knight',
  'cat',
  'city',
  'ox',
  'mummy',
  'tomb',
  'lamb',
  'gem',
  'letter',
  'circle',
  'ice cream',
];
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Scenario → the paths one connection cycles through. */
const SCENARIOS: [string, string[]][] = [
  ['words, one hot query (cached)', ['/api/major/words?digits=82&by=sound&page=1']],
  [
    'words, all 1 100 numbers of 2-3 digits, both ways, pages 1-2',
    Array.from({ length: 1100 }, (_, i) => {
      const digits = i < 100 ? pad(i, 2) : pad(i - 100, 3);
      return `/api/major/words?digits=${digits}&by=${i % 2 ? 'sound' : 'spelling'}&page=${1 + (i % 3 === 0 ? 1 : 0)}`;
    }),
  ],
  [
    'words, 3 custom mappings × 100 numbers',
    Array.from({ length: 300 }, (_, i) => {
      const map = CUSTOM_MAPS[i % 3] as string;
      return `/api/major/words?digits=${pad(Math.floor(i / 3), 2)}&by=${i % 2 ? 'sound' : 'spelling'}&map=${map}`;
    }),
  ],
  [
    'number, 12 words by sound and spelling',
    WORDS.flatMap((w) =>
      ['sound', 'spelling'].map((by) => `/api/major/number?word=${encodeURIComponent(w)}&by=${by}`),
    ),
  ],
];

async function load(base: string, paths: string[], duration = seconds) {
  const r = await autocannon({
    url: base,
    connections,
    duration,
    timeout: 10,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return {
    rps: r['2xx'] / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    mean: r.latency.average,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'mn-bench-major-'));
process.on('SIGINT', () => {
  killChildren();
  process.exit(130);
});
try {
  const real = await spawnServer({
    args: ['apps/server/src/main.ts'],
    cwd: root,
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', WEB_DIST: join(dataDir, 'no-web') },
    port: Number(args['real-port']),
    readyPath: '/api/health',
    timeoutMs: 120_000,
  });
  // The lexicon loads in the background after listen; the first answer waits for it.
  const first = performance.now();
  const sample = await fetch(`${real.url}/api/major/words?digits=82&by=sound&page=1`).then((r) => r.text());
  const warmMs = performance.now() - first;
  await fetch(`${real.url}/api/major/words?digits=82&by=spelling&page=1`);
  // What one visitor with a new custom mapping waits for: its digit index is built on that request.
  const fresh = encodeURIComponent('s,z;t,d;n;m;r;l;j,sh,ch;k,g;f,v,ph,gh;p,b');
  const coldStart = performance.now();
  await fetch(`${real.url}/api/major/words?digits=82&by=spelling&map=${fresh}`);
  const coldMs = performance.now() - coldStart;
  const bare = await spawnServer({
    args: ['bench/major/bare.ts'],
    cwd: root,
    env: { BARE_BYTES: String(Buffer.byteLength(sample)) },
    port: Number(args['bare-port']),
    readyPath: '/api/health',
  });
  console.log(
    `Major System bench: ${connections} connections, ${seconds} s a scenario; ${cpus().length} CPUs, ` +
      `load ${loadavg()[0]?.toFixed(1)}; server ready in ${real.startupMs.toFixed(0)} ms, first words answer ` +
      `${warmMs.toFixed(0)} ms after; a new custom mapping's first answer ${coldMs.toFixed(0)} ms; ` +
      `answer size ${Buffer.byteLength(sample)} B; 3 s of unmeasured load first, then each scenario 1 s unmeasured\n`,
  );
  // The freshly started server is still settling (JIT, the lexicon's garbage, the database's own
  // start-up work): a few unmeasured seconds of mixed load first.
  await load(real.url, SCENARIOS[1]?.[1] ?? [], 3);
  console.log('| scenario | server | req/s | mean ms | p50 ms | p99 ms | errors |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [name, paths] of SCENARIOS) {
    for (const [label, child] of [
      ['Mnemoria', real],
      ['bare fastify', bare],
    ] as const) {
      await load(child.url, paths, 1);
      const f = await load(child.url, paths);
      console.log(
        `| ${name} | ${label} | ${f.rps.toFixed(0)} | ${f.mean.toFixed(2)} | ${f.p50} | ${f.p99} | ${f.errors} |`,
      );
    }
  }
  await Promise.all([real.stop(), bare.stop()]);
} finally {
  killChildren();
  rmSync(dataDir, { recursive: true, force: true });
}
