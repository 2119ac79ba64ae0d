/**
 * The real server for the watch bench, as its own process: the whole app (PGlite by default,
 * DATABASE_URL / REDIS_URL when set). Players train practice sessions (Live Share is on by default).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'mn-bench-watch-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  WEB_DIST: join(dataDir, 'no-web'),
  LOG_LEVEL: 'warn',
  SIGNUP_LIMIT_PER_HOUR: '100000',
  SESSION_SECRET: process.env.SESSION_SECRET ?? 'bench-watch-secret-bench-watch-secret-0123456',
});
const roomy = { max: 1_000_000, windowMs: 60_000 };
const app = await buildApp(config, { logger: false, rateLimits: { signup: roomy } });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
