import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { processes } from '../proc.ts';

const repoRoot = join(import.meta.dirname, '../../../..');

/** Both databases: PostgreSQL + Redis when the environment names them (CI's second pass), else PGlite. */
export const sharedDatabase = {
  url: process.env.DATABASE_URL || undefined,
  redis: process.env.REDIS_URL || undefined,
};

/**
 * A database of its own next to the one named by DATABASE_URL: these servers sweep every overdue
 * session they can see, and must neither take other test files' sessions nor have theirs taken.
 */
export async function ownDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const base = new URL(url);
  const name = `${base.pathname.slice(1) || 'mnemoria'}_dur_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    drop: () => admin(`drop database if exists "${name}" with (force)`).catch(() => {}),
  };
}

export interface ServerOptions {
  dataDir: string;
  /** Several processes sharing one database need one secret; a restart reuses it. */
  sessionSecret: string;
  databaseUrl?: string;
  redisUrl?: string;
  port?: number;
  /** Settings on top of the defaults below (LOG_LEVEL, DRAIN_TIMEOUT, METRICS_TOKEN, …). */
  env?: Record<string, string>;
}

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  /** The last lines the process printed, for failure messages. */
  log(): string;
  /** SIGKILL of the server process alone (a crash); resolves once it and everything it started are gone. */
  crash(): Promise<{ orphans: number[] }>;
  /** SIGTERM and wait for the exit code (graceful shutdown). */
  stop(): Promise<number | null>;
}

const running = new Set<ChildProcess>();

/** Last resort: never leave a server behind, even when a test or the runner dies. */
export function killAll() {
  for (const child of running) killGroup(child.pid);
  running.clear();
}
process.once('exit', killAll);

function killGroup(pid: number | undefined) {
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

export const newSecret = () => randomBytes(32).toString('base64url');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Starts the real server (`node --import tsx apps/server/src/main.ts`) in its own process group
 * and waits until /api/health answers. TRUST_PROXY lets each test pick a client IP through
 * X-Forwarded-For, so its rate-limit counters never touch anyone else's in a shared Redis.
 */
export async function startServer(opts: ServerOptions): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: opts.dataDir,
    DATABASE_URL: opts.databaseUrl ?? '',
    REDIS_URL: opts.redisUrl ?? '',
    SESSION_SECRET: opts.sessionSecret,
    LOG_LEVEL: 'warn',
    WEB_DIST: join(opts.dataDir, 'no-web'),
    TRUST_PROXY: 'true',
    SIGNUP_LIMIT_PER_HOUR: '100000',
    ...opts.env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (!pid) throw new Error('the server process did not start');
  running.add(child);
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      running.delete(child);
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const log = () => lines.join('\n');

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exitCode !== undefined) throw new Error(`server exited with ${exitCode} while starting:\n${log()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      killGroup(pid);
      throw new Error(`server did not become healthy:\n${log()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    url,
    port,
    pid,
    log,
    async crash() {
      process.kill(pid, 'SIGKILL');
      await exited;
      // A database worker or child must die with the server: a survivor would hold the data
      // directory's lock and keep the restarted server from opening it.
      let orphans = groupMembers(pid);
      for (let i = 0; i < 50 && orphans.length > 0; i++) {
        await new Promise((r) => setTimeout(r, 100));
        orphans = groupMembers(pid);
      }
      killGroup(pid);
      return { orphans };
    },
    async stop() {
      if (exitCode !== undefined) return exitCode;
      process.kill(pid, 'SIGTERM');
      const timer = setTimeout(() => killGroup(pid), 20_000);
      const code = await exited;
      clearTimeout(timer);
      killGroup(pid);
      return code;
    },
  };
}

/** Live (non-zombie) processes of a process group. */
const groupMembers = (pgid: number) =>
  processes()
    .filter((p) => p.pgrp === pgid && p.state !== 'Z')
    .map((p) => p.pid);
