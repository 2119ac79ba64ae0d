/**
 * Deadline-sweep cost: the sweep runs every second over the sessions table, so its query must stay
 * flat as finished sessions pile up. Seeds 1,000 then 100,000 finished sessions in a fresh
 * database and times the tree's own `overdue` query (see sweep-child.ts).
 */
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freshPostgres } from './clients.ts';
import { fmt } from './stats.ts';

const here = dirname(fileURLToPath(import.meta.url));

interface SweepOut {
  query?: string;
  results: { sessions: number; p50: number; p99: number; max: number; runs: number; plan: string }[];
}

export async function runSweep(o: {
  root: string;
  db: 'pglite' | 'postgres';
  databaseUrl: string;
  log: (line: string) => void;
}): Promise<string> {
  o.log(`[${o.db}] deadline sweep query`);
  if (o.db === 'postgres') await freshPostgres(o.databaseUrl);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', join(here, 'sweep-child.ts'), o.root, o.db, o.databaseUrl],
    { cwd: o.root, maxBuffer: 16 * 1024 * 1024 },
  );
  const out = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as SweepOut;
  const label = o.db === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL';
  const lines = [
    `### Deadline sweep query, ${label}`,
    '',
    '| sessions in table | p50 | p99 | max | runs |',
    '| --- | --- | --- | --- | --- |',
    ...out.results.map(
      (r) =>
        `| ${r.sessions.toLocaleString('en-US')} | ${fmt(r.p50, 'ms')} | ${fmt(r.p99, 'ms')} | ${fmt(r.max, 'ms')} | ${r.runs} |`,
    ),
    '',
    '```sql',
    out.query ?? '',
    '```',
    '',
    ...out.results.flatMap((r) => [
      `Plan at ${r.sessions.toLocaleString('en-US')} sessions:`,
      '```',
      r.plan,
      '```',
      '',
    ]),
  ];
  for (const r of out.results) o.log(`  ${r.sessions} sessions: p50 ${fmt(r.p50)} ms, p99 ${fmt(r.p99)} ms`);
  return lines.join('\n');
}
