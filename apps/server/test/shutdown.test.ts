import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = join(import.meta.dirname, '..');

function start(dataDir: string, port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function waitHealthy(port: number) {
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

const exitCode = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

describe('process lifecycle', () => {
  it('finishes an in-flight request, exits 0 on SIGTERM, and starts again on the same data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mn-shutdown-'));
    const port = 40_000 + Math.floor(Math.random() * 20_000);
    try {
      const first = start(dataDir, port);
      let log = '';
      first.stdout?.on('data', (d) => {
        log += d;
      });
      await waitHealthy(port);
      const exited = exitCode(first);
      // A sign-up takes a while (argon2); SIGTERM arrives while it runs and must not cut it off.
      const inFlight = fetch(`http://127.0.0.1:${port}/api/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          userName: 'shutdown_1',
          email: 'shutdown@example.com',
          password: 'long enough',
          confirmPassword: 'long enough',
        }),
      });
      await new Promise((r) => setTimeout(r, 20));
      first.kill('SIGTERM');
      expect((await inFlight).status).toBe(201);
      const code = await exited;
      expect(code).toBe(0);
      expect(log).toContain('shutting down');

      const second = start(dataDir, port);
      await waitHealthy(port);
      const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=shutdown%40example.com&password=long+enough',
      });
      expect(login.status).toBe(200);
      const again = exitCode(second);
      second.kill('SIGTERM');
      expect(await again).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
