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
    const mismatches: string[] = [];
    for (const table of Object.values(declared.tables)) {
      for (const column of Object.values(table.columns)) {
        const key = `${table.name}.${column.name}`;
        const found = actual.get(key);
        if (!found) {
          mismatches.push(`${key}: declared, but no migration creates it`);
          continue;
        }
        if (found.type !== column.type)
          mismatches.push(`${key}: type ${found.type} in the database, ${column.type} declared`);
        if ((found.is_nullable === 'NO') !== column.notNull)
          mismatches.push(
            `${key}: ${found.is_nullable === 'NO' ? 'not null' : 'nullable'} in the database, the opposite declared`,
          );
      }
    }
    const tables = new Set(Object.values(declared.tables).map((tb) => tb.name));
    for (const key of actual.keys()) {
      const [table] = key.split('.');
      if (
        table &&
        tables.has(table) &&
        !Object.values(declared.tables).some(
          (tb) => tb.name === table && Object.values(tb.columns).some((c) => `${table}.${c.name}` === key),
        )
      )
        mismatches.push(`${key}: in the database, not declared in the schema files`);
    }
    expect(mismatches).toEqual([]);
  });
});
