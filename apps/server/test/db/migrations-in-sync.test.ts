import { generateDrizzleJson } from 'drizzle-kit/api';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journalProblems, pendingGenerate } from '../../src/db/migrations-sync.ts';
import * as schema from '../../src/db/schema.ts';
import { useListeningApp } from '../helpers.ts';

/**
 * The schema files, drizzle-kit's snapshot and the hand-written SQL migrations must say the same:
 * `npm run db:generate` finds nothing to do, and the database the migrations build has every
 * table and column the schema files declare, with the same type and nullability.
 */
const t = useListeningApp({ listen: false, sweepIntervalMs: 60_000 });

interface DeclaredTable {
  name: string;
  columns: Record<string, { name: string; type: string; notNull: boolean }>;
}

const rowsOf = (res: unknown) =>
  (Array.isArray(res) ? res : (res as { rows: Record<string, unknown>[] }).rows) as Record<string, string>[];

describe('migrations, snapshot and schema files', () => {
  it('leave db:generate nothing to do, with a consistent journal', () => {
    expect(journalProblems()).toEqual([]);
    expect(pendingGenerate()).toBe('');
  }, 60_000);

  it('build a database with exactly the declared columns, types and nullability', async () => {
    const declared = generateDrizzleJson(schema as Record<string, unknown>);
    const res = await t.app.database.db.execute(sql`
      select c.table_name, c.column_name, c.is_nullable,
             format_type(a.atttypid, a.atttypmod) as type
      from information_schema.columns c
      join pg_attribute a on a.attrelid = (quote_ident(c.table_schema) || '.' || quote_ident(c.table_name))::regclass
                         and a.attname = c.column_name
      where c.table_schema = 'public'`);
    const actual = new Map(rowsOf(res).map((r) => [`${r.table_name}.${r.column_name}`, r]));
    const tables = Object.values(declared.tables as Record<string, DeclaredTable>);
    const mismatches: string[] = [];
    for (const table of tables) {
      const columns = Object.values(table.columns);
      for (const column of columns) {
        const key = `${table.name}.${column.name}`;
        const found = actual.get(key);
        if (!found) mismatches.push(`${key}: declared, but no migration creates it`);
        else if (found.type !== column.type)
          mismatches.push(`${key}: type ${found.type} in the database, ${column.type} declared`);
        else if ((found.is_nullable === 'NO') !== column.notNull)
          mismatches.push(`${key}: nullability differs between the database and the schema files`);
      }
      for (const r of actual.values())
        if (r.table_name === table.name && !columns.some((c) => c.name === r.column_name))
          mismatches.push(`${table.name}.${r.column_name}: in the database, not in the schema files`);
    }
    expect(tables.length).toBeGreaterThan(15);
    expect(mismatches).toEqual([]);
  });
});
