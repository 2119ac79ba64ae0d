/**
 * The real app as a socket bench's server process: production settings, a fresh data dir, sign-ups
 * unthrottled, PGlite unless DATABASE_URL / REDIS_URL are set; stopped by SIGTERM / SIGINT.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
