import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { pgliteVersion, templateFile } from '../../src/db/template.ts';

const migrations = join(import.meta.dirname, '../../src/db/migrations');
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The migrations folder as an older release shipped it: only its first migration. */
function firstMigrationOnly(into: string): string {
  cpSync(migrations, into, { recursive: true });
  const journalFile = join(into, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, 1) }));
  return into;
}

describe('a DATA_DIR written by the in-process PGlite of earlier releases', () => {
  const root = mkdtempSync(join(tmpdir(), 'mn-db-old-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('opens with its rows, and the newer migrations are applied on top', async () => {
    // Exactly what the old server did: `new PGlite(DATA_DIR/db)`, drizzle's PGlite migrator.
    const dataDir = join(root, 'data');
    mkdirSync(join(dataDir, 'db'), { recursive: true });
    const old = new PGlite(join(dataDir, 'db'));
    await migrate(drizzle(old), { migrationsFolder: firstMigrationOnly(join(root, 'migrations')) });
    await old.query(
      `insert into users (id, user_name, email, password_hash, settings) values
       ('u1', 'ada', 'ada@example.com', 'x', '{}'), ('u2', 'grace', 'grace@example.com', 'y', '{}')`,
    );
    await old.close();

    const database = await openDatabase({ dataDir });
    try {
      expect(database.kind).toBe('pglite');
      const users = rows<{ user_name: string }>(
        await database.db.execute(sql`select user_name from users order by id`),
      );
      expect(users.map((u) => u.user_name)).toEqual(['ada', 'grace']);
      const applied = rows<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      );
      const journal = JSON.parse(readFileSync(join(migrations, 'meta', '_journal.json'), 'utf8'));
      expect(applied[0]?.n).toBe(journal.entries.length);
    } finally {
      await database.close();
    }

    // And it still opens the old way (same files, same format): nothing was converted.
    const again = new PGlite(join(dataDir, 'db'));
    const count = await again.query<{ n: number }>('select count(*)::int as n from users');
    expect(count.rows[0]?.n).toBe(2);
    await again.close();
  });
});

describe('the snapshot new embedded databases start from', () => {
  it('matches the installed PGlite (else every first start pays for initdb)', () => {
    expect(
      templateFile(),
      `no snapshot for PGlite ${pgliteVersion()}: run node --import tsx apps/server/src/db/make-template.ts`,
    ).not.toBeNull();
  });
});
