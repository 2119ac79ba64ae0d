#!/usr/bin/env node
// `npm test`: builds the web app, runs every vitest project and the Playwright e2e suite, and
// ends with one plain line "N passed, N failed" (CI reads it). `--only server` runs just the
// server integration project (CI's second pass against PostgreSQL + Redis).
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, '.test-results');
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined;
const tag = only ?? 'all';
mkdirSync(out, { recursive: true });
rmSync(join(out, `summary-${tag}.json`), { force: true });

function run(cmd, args, env = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status ?? 1;
}

/** Like `run`, without blocking; with `logFile`, the output goes there instead of the console. */
function runAsync(cmd, args, env = {}, logFile) {
  if (!logFile) console.log(`\n$ ${cmd} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const log = logFile ? openSync(logFile, 'w') : undefined;
    const stdio = log === undefined ? 'inherit' : ['ignore', log, log];
    const child = spawn(cmd, args, { cwd: root, stdio, env: { ...process.env, ...env } });
    child.on('error', () => resolve(1));
    child.on('close', (code) => {
      if (log !== undefined) closeSync(log);
      resolve(code ?? 1);
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

let passed = 0;
let failed = 0;
let crashed = false;

if (!only) {
  if (run('npm', ['run', 'build']) !== 0) {
    console.error('build failed (web app or server bundle)');
    crashed = true;
  }
}

// Vitest and the Playwright e2e suite run side by side: the e2e suite spends most of its time
// waiting on the real clocks of sessions and matches (one browser, one worker), so the two
// overlap on a 2-core machine instead of adding up. Vitest prints as it goes; the e2e list is
// written to a log and printed when both are done, so the two outputs never interleave.
const vitestFile = join(out, `vitest-${tag}.json`);
rmSync(vitestFile, { force: true });
const vitestArgs = [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestFile}`,
];
if (only) vitestArgs.push('--project', only);

const specs = existsSync(join(root, 'e2e'))
  ? readdirSync(join(root, 'e2e')).filter((f) => f.endsWith('.spec.ts'))
  : [];
const pwFile = join(out, 'playwright.json');
const pwLog = join(out, 'playwright.log');
const withE2e = !only && specs.length > 0 && !crashed;
if (withE2e) rmSync(pwFile, { force: true });

const started = Date.now();
const [vitestStatus, pwStatus] = await Promise.all([
  runAsync('npx', vitestArgs),
  withE2e
    ? runAsync(
        'npx',
        ['playwright', 'test', '--reporter=list,json'],
        {
          PLAYWRIGHT_JSON_OUTPUT_NAME: pwFile,
          // `npm run build` above made the server bundle: the e2e server must not rewrite it.
          E2E_PREBUILT: '1',
        },
        pwLog,
      )
    : Promise.resolve(0),
]);
if (withE2e) {
  console.log(`\n$ npx playwright test (output of the run beside vitest)`);
  console.log(readFileSync(pwLog, 'utf8'));
}
console.log(`vitest and e2e took ${Math.round((Date.now() - started) / 1000)} s together`);

const vitest = readJson(vitestFile);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  if (vitestStatus !== 0 && vitest.numFailedTests === 0) crashed = true;
} else crashed = true;

if (withE2e) {
  const pw = readJson(pwFile);
  if (pw?.stats) {
    passed += pw.stats.expected + (pw.stats.flaky ?? 0);
    failed += pw.stats.unexpected;
    if (pwStatus !== 0 && pw.stats.unexpected === 0) crashed = true;
  } else crashed = true;
}

if (crashed) failed = Math.max(failed, 1);
writeFileSync(join(out, `summary-${tag}.json`), JSON.stringify({ passed, failed }));
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
