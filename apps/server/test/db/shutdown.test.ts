import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';

const serverDir = join(import.meta.dirname, '../..');
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Runs the fixture in a fresh node process; resolves with its exit code and output. */
function runFixture(dataDir: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/db/fixtures/open-write-close.ts', dataDir],
    {
      cwd: serverDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  return new Promise<{ code: number | null; output: string; timedOut: boolean }>((resolve) => {
    // A database thread left running would keep the process alive forever; 60 s is only a fuse.
    const fuse = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code, signal) => {
      clearTimeout(fuse);
      resolve({ code, output, timedOut: signal === 'SIGKILL' });
    });
  });
}

describe('closing the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mn-db-close-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops its thread, so the process exits by itself, and leaves the data on disk', async () => {
    const run = await runFixture(dataDir);
    expect(run.timedOut).toBe(false);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('closed');

    const database = await openDatabase({ dataDir });
    try {
      const saved = rows<{ note: string }>(await database.db.execute(sql`select note from close_check`));
      expect(saved).toEqual([{ note: 'written before close' }]);
    } finally {
      await database.close();
    }
  });

  it('refuses queries after close instead of hanging', async () => {
    const database = await openDatabase({ dataDir });
    await database.close();
    await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
  });
});
