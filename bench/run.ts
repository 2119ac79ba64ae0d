/**
 * Tiny bench runner: `npm run bench [-- filter]`. Each `bench/*.bench.ts` default-exports a list of
 * cases; every case is warmed up, then timed for about BUDGET_MS, and its mean µs per call printed.
 * Figures are printed, never asserted: wall-clock time must not gate CI.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** One timed case: `fn` is called repeatedly; its return value is kept so work is not optimised away. */
export interface BenchCase {
  readonly name: string;
  readonly fn: () => unknown;
}

const BUDGET_MS = 200;
const WARMUP_CALLS = 5;

function time(fn: () => unknown): { perCallUs: number; calls: number } {
  let sink: unknown;
  for (let i = 0; i < WARMUP_CALLS; i++) sink = fn();
  let calls = 0;
  const start = process.hrtime.bigint();
  let elapsed = 0n;
  const budget = BigInt(BUDGET_MS) * 1_000_000n;
  while (elapsed < budget) {
    sink = fn();
    calls++;
    elapsed = process.hrtime.bigint() - start;
  }
  if (sink === Symbol.for('never')) console.log('');
  return { perCallUs: Number(elapsed) / 1000 / calls, calls };
}

const here = dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2] ?? '';
const files = readdirSync(here).filter((f) => f.endsWith('.bench.ts') && f.includes(filter));

for (const file of files) {
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { default?: BenchCase[] };
  if (!Array.isArray(mod.default)) continue;
  console.log(`\n${file}`);
  for (const bench of mod.default) {
    const { perCallUs, calls } = time(bench.fn);
    console.log(`  ${bench.name.padEnd(36)} ${perCallUs.toFixed(1).padStart(12)} µs/call  (${calls} calls)`);
  }
}
