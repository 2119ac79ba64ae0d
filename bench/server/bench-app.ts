/**
 * The real app as a socket bench's server process: production settings, a fresh data dir, sign-ups
 * unthrottled, PGlite unless DATABASE_URL / REDIS_URL are set; stopped by SIGTERM / SIGINT.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type BuildOptions, buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';

export async function serveBenchApp(tag: string, options: BuildOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), `mn-bench-${tag}-`));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web'),
    LOG_LEVEL: 'warn',
    SIGNUP_LIMIT_PER_HOUR: '100000',
    SESSION_SECRET: process.env.SESSION_SECRET ?? `bench-${tag}-secret-`.padEnd(48, '0'),
  });
  const roomy = { max: 1_000_000, windowMs: 60_000 };
  const app = await buildApp(config, { logger: false, rateLimits: { signup: roomy }, ...options });
  if (process.env.BENCH_COUNT_SQL) countStatements(process.env.BENCH_COUNT_SQL);
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return app;
}

/**
 * BENCH_COUNT_SQL=<file>: every statement any pool client runs, counted by its text and written to
 * <file> (count, tab, text) when the server is stopped. For finding what a load costs the database.
 */
function countStatements(file: string) {
  const counts = new Map<string, number>();
  const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const q = args[0] as string | { text?: string };
    const text = (typeof q === 'string' ? q : (q?.text ?? '')).replace(/\s+/g, ' ').trim().slice(0, 300);
    counts.set(text, (counts.get(text) ?? 0) + 1);
    return original.apply(this, args);
  };
  process.once('SIGTERM', () => {
    const rows = [...counts].sort((a, b) => b[1] - a[1]);
    writeFileSync(file, rows.map(([t, n]) => `${n}\t${t}`).join('\n'));
  });
}
