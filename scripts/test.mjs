#!/usr/bin/env node
// `npm test`: builds the web app, runs every vitest project and the Playwright e2e suite, and
// ends with one plain line "N passed, N failed" (CI reads it). `--only server` runs just the
// server integration project (CI's second pass against PostgreSQL + Redis).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

// Vitest: every project (or just one) with a JSON report to count from.
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
const vitestStatus = run('npx', vitestArgs);
const vitest = readJson(vitestFile);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  if (vitestStatus !== 0 && vitest.numFailedTests === 0) crashed = true;
} else crashed = true;

// Playwright e2e in real Chromium against the real server.
const specs = existsSync(join(root, 'e2e'))
  ? readdirSync(join(root, 'e2e')).filter((f) => f.endsWith('.spec.ts'))
  : [];
if (!only && specs.length > 0 && !crashed) {
  const pwFile = join(out, 'playwright.json');
  rmSync(pwFile, { force: true });
  const pwStatus = run('npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwFile,
  });
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
