/**
 * `node --import tsx bench/web/lighthouse.ts [--runs 3] [--path /] [--desktop] [--web-dist DIR]`:
 * Lighthouse's performance audit of one page of the real built server (mobile preset unless
 * --desktop: simulated 4× CPU and slow 4G), `runs` times in a row, with the median of each figure
 * and the machine's load average. Lighthouse is not a dependency of the repository (it is large
 * and needs nothing at run time): install it anywhere with `npm i -E lighthouse@12.2.3` and point
 * LIGHTHOUSE at its `node_modules/.bin/lighthouse`. CHROME_PATH defaults to /usr/bin/chromium.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { realServerEntry } from '../server/entries.ts';
import { freePort, spawnServer } from '../server/proc.ts';
import { killChildrenOnSignal } from '../server/socket-bench.ts';
import { spread } from '../server/stats.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    path: { type: 'string', default: '/' },
    desktop: { type: 'boolean', default: false },
    'web-dist': { type: 'string' },
  },
});
const lighthouse = process.env.LIGHTHOUSE;
if (!lighthouse) throw new Error('Set LIGHTHOUSE to the lighthouse binary (npm i -E lighthouse@12.2.3).');
const root = join(import.meta.dirname, '../..');
killChildrenOnSignal();

const server = await spawnServer({
  ...realServerEntry(root),
  cwd: root,
  port: await freePort(),
  readyPath: '/api/health',
  env: {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'mnemoria-lighthouse-')),
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    WEB_DIST: args['web-dist'],
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
  },
});

const AUDITS = {
  TBT: 'total-blocking-time',
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  SI: 'speed-index',
  CLS: 'cumulative-layout-shift',
} as const;
const figures: Record<string, number[]> = { score: [] };
const loads: number[] = [];
try {
  for (let run = 0; run < Number(args.runs); run++) {
    const out = join(mkdtempSync(join(tmpdir(), 'mnemoria-lh-')), 'report.json');
    loads.push(loadavg()[0] ?? Number.NaN);
    execFileSync(
      lighthouse,
      [
        `${server.url}${args.path}`,
        ...(args.desktop ? ['--preset=desktop'] : []),
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic',
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        stdio: 'inherit',
      },
    );
    const report = JSON.parse(readFileSync(out, 'utf8')) as {
      categories: { performance: { score: number } };
      audits: Record<string, { numericValue: number }>;
    };
    const row = [`run ${run + 1}: score ${Math.round(report.categories.performance.score * 100)}`];
    figures.score?.push(report.categories.performance.score * 100);
    for (const [name, id] of Object.entries(AUDITS)) {
      const value = report.audits[id]?.numericValue ?? Number.NaN;
      figures[name] ??= [];
      figures[name].push(value);
      row.push(`${name} ${name === 'CLS' ? value.toFixed(3) : Math.round(value)}`);
    }
    console.log(`${row.join(', ')} (load average ${loads.at(-1)?.toFixed(1)})`);
  }
} finally {
  await server.stop();
}
const median = Object.entries(figures).map(([name, values]) => {
  const { median: m, min, max } = spread(values);
  const f = (v: number) => (name === 'CLS' ? v.toFixed(3) : String(Math.round(v)));
  return `${name} ${f(m)} [${f(min)}–${f(max)}]`;
});
console.log(
  `median of ${args.runs} (${args.desktop ? 'desktop' : 'mobile'} ${args.path}): ${median.join(', ')}`,
);
console.log(`load average during the runs: ${loads.map((l) => l.toFixed(1)).join(', ')}`);
