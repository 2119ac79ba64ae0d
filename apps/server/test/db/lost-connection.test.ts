import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';

const url = process.env.DATABASE_URL;
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

// PostgreSQL ends connections on a restart, a failover or an administrator's command; the server
// must drop them and carry on, not die of an unhandled 'error' event on an idle connection.
describe.skipIf(!url)('a PostgreSQL connection ended under the server', () => {
  let database: Database | undefined;
  afterAll(() => database?.close());

  it('is reported, dropped, and the next query runs on a new connection', async () => {
    const lost: Error[] = [];
    database = await openDatabase({
      databaseUrl: url,
      dataDir: null,
      poolSize: 3,
      onConnectionLost: (e) => lost.push(e),
    });
    const { db } = database;
    // Three at once open three pooled connections, idle once they return.
    const pids = await Promise.all(
      [1, 2, 3].map(
        async () =>
          rows<{ pid: number }>(await db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`))[0]
            ?.pid,
      ),
    );
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
    } finally {
      await admin.end();
    }
    await vi.waitFor(() => expect(lost.length).toBeGreaterThanOrEqual(new Set(pids).size), {
      timeout: 2000,
      interval: 20,
    });
    expect(lost.length).toBe(new Set(pids).size);
    expect((lost[0] as Error & { code?: string }).code).toBe('57P01');
    const after = rows<{ pid: number }>(await db.execute(sql`select pg_backend_pid() as pid`))[0]?.pid;
    expect(pids).not.toContain(after);
  });
});
