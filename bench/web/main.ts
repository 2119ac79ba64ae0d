/**
 * `npm run bench:web [-- --reps R --presses N --frames S --rate X]`: the game page of a real
 * practice session (decimal digits) against the real built server, in Debian Chromium with its CPU
 * slowed X times (4 by default, DevTools `Emulation.setCPUThrottlingRate`), as a mid-range phone
 * would run it: key press → digit painted (p50 / p95 over N presses in recall), Done → the next
 * stage painted (countdown → memorize → recall countdown → recall → result, then the result's
 * answer grid), and the memorize page's frame intervals while its timer runs for S seconds. The
 * same figures on a bare HTML page (bare.ts) in the same run are the baseline; min / median / max
 * over R repetitions, and the ratio to bare. `npm run build` first: the server serves that web build. Never pass/fail.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { realServerEntry } from '../server/entries.ts';
import { freePort, spawnServer } from '../server/proc.ts';
import { killChildrenOnSignal, signUpCookies } from '../server/socket-bench.ts';
import { markdownTable, Results } from '../server/stats.ts';
import { startBarePage } from './bare.ts';
import { type Measured, measureBare, measureGame } from './measure.ts';

const { values: args } = parseArgs({
  options: {
    reps: { type: 'string', default: '3' },
    presses: { type: 'string', default: '200' },
    frames: { type: 'string', default: '5' },
    rate: { type: 'string', default: '4' },
  },
});
const reps = Number(args.reps);
const options = { presses: Number(args.presses), frameSeconds: Number(args.frames), rate: Number(args.rate) };

const root = join(import.meta.dirname, '../..');
if (!existsSync(join(root, 'apps/web/dist/index.html')))
  throw new Error('No web build in apps/web/dist: run `npm run build` first.');
killChildrenOnSignal();

const load = () => loadavg()[0]?.toFixed(1) ?? '?';
console.log(`load average before: ${load()} (the machine has 2 cores, shared)`);
const server = await spawnServer({
  ...realServerEntry(root),
  cwd: root,
  port: await freePort(),
  readyPath: '/api/health',
  env: {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'mnemoria-bench-web-')),
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    SIGNUP_LIMIT_PER_HOUR: '100000',
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
  },
});
const bare = await startBarePage();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
  ],
});

const results = new Results();
const group = `${options.rate}× CPU`;
const add = (name: string, unit: string, real: number, base: number) =>
  results.add(group, name, unit, 'cost', real, base);
try {
  const cookies = await signUpCookies(server.url, reps, 'bw_');
  for (let rep = 0; rep < reps; rep++) {
    const game: Measured = await measureGame(browser, server.url, cookies[rep] as string, options);
    const base: Measured = await measureBare(browser, bare.url, options);
    add('key → digit p50', 'ms', game.keyP50, base.keyP50);
    add('key → digit p95', 'ms', game.keyP95, base.keyP95);
    for (const [to, ms] of Object.entries(game.stages)) add(`Done → ${to}`, 'ms', ms, base.stageMedian);
    add('memorize frame interval p50', 'ms', game.frameP50, base.frameP50);
    add('memorize frame interval p95', 'ms', game.frameP95, base.frameP95);
    add('memorize frame interval max', 'ms', game.frameMax, base.frameMax);
    results.add(group, 'memorize long tasks (> 50 ms)', '', 'plain', game.longTasks, base.longTasks);
    console.log(
      `rep ${rep + 1}: key → digit p95 ${game.keyP95.toFixed(1)} ms (bare ${base.keyP95.toFixed(1)}), ` +
        `Done → ${Object.entries(game.stages)
          .map(([to, ms]) => `${to} ${ms.toFixed(0)}`)
          .join(', ')} ms (bare ${base.stageMedian.toFixed(0)}), frame p95 ${game.frameP95.toFixed(1)} ms ` +
        `(bare ${base.frameP95.toFixed(1)}); load ${load()}`,
    );
  }
} finally {
  await browser.close();
  await bare.stop();
  await server.stop();
}
const label = `game page (${reps} reps, ${options.presses} presses: min / median / max; ratio to bare HTML)`;
console.log(`\n${markdownTable([{ label, results }])}`);
console.log(`load average after: ${load()}`);
