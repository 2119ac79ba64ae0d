import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

// The default database (embedded, or PostgreSQL when DATABASE_URL is set): both must keep the
// event loop free and keep transactions apart.
describe('database work off the event loop', () => {
  let dataDir: string;
  let database: Database;
  const table = `loop_${process.pid}_${Date.now()}`;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mn-db-loop-'));
    database = await openDatabase({
      databaseUrl: process.env.DATABASE_URL || undefined,
      dataDir,
      poolSize: 4,
    });
    await database.db.execute(sql.raw(`create table ${table} (id int primary key, n int not null)`));
    await database.db.execute(sql.raw(`insert into ${table} values (1, 0)`));
  });
  afterAll(async () => {
    await database?.db.execute(sql.raw(`drop table if exists ${table}`)).catch(() => {});
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps running timers and I/O callbacks while a query runs', async () => {
    let ticks = 0;
    let running = true;
    const tick = () => {
      ticks++;
      if (running) setImmediate(tick);
    };
    setImmediate(tick);
    await database.db.execute(sql`select pg_sleep(0.3)`);
    running = false;
    // An in-thread database would hold the loop for the whole 0.3 s: not one tick in between.
    expect(ticks).toBeGreaterThan(10);
  });

  it('runs a transaction on one connection, unseen by others until it commits', async () => {
    const outcome = database.db
      .transaction(async (tx) => {
        await tx.execute(sql.raw(`insert into ${table} values (2, 0)`));
        await sleep(50);
        tx.rollback();
      })
      .then(
        () => 'committed',
        () => 'rolled back',
      );
    await sleep(10);
    const seenDuring = rows<{ c: number }>(
      await database.db.execute(sql.raw(`select count(*)::int as c from ${table} where id = 2`)),
    )[0]?.c;
    expect(await outcome).toBe('rolled back');
    expect(seenDuring).toBe(0);
    const after = rows<{ c: number }>(
      await database.db.execute(sql.raw(`select count(*)::int as c from ${table} where id = 2`)),
    );
    expect(after[0]?.c).toBe(0);
  });

  it('serialises SELECT … FOR UPDATE: concurrent read-modify-write transactions lose no update', async () => {
    await Promise.all(
      Array.from({ length: 8 }, () =>
        database.db.transaction(async (tx) => {
          const [row] = rows<{ n: number }>(
            await tx.execute(sql.raw(`select n from ${table} where id = 1 for update`)),
          );
          await sleep(5); // the others try to read the row meanwhile
          await tx.execute(sql.raw(`update ${table} set n = ${(row?.n ?? 0) + 1} where id = 1`));
        }),
      ),
    );
    const [row] = rows<{ n: number }>(
      await database.db.execute(sql.raw(`select n from ${table} where id = 1`)),
    );
    expect(row?.n).toBe(8);
  });

  it('reports a failed statement to its caller and keeps serving the next ones', async () => {
    await expect(database.db.execute(sql`select * from no_such_table`)).rejects.toThrow();
    await expect(database.db.transaction(async (tx) => tx.execute(sql`select 1/0`))).rejects.toThrow();
    const [row] = rows<{ one: number }>(await database.db.execute(sql`select 1 as one`));
    expect(row?.one).toBe(1);
  });
});
