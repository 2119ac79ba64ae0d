import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

const rowsOf = (res: unknown) =>
  (Array.isArray(res) ? res : (res as { rows: Record<string, unknown>[] }).rows) as Record<string, unknown>[];

/**
 * A short name for this database that another database does not share: the cluster's system
 * identifier (unique per PostgreSQL installation, where the role may read it), the database's oid
 * within the cluster and its name. A copy made with CREATE DATABASE … TEMPLATE gets a new oid, so
 * it is another database here too.
 */
export async function databaseIdentity(db: Db): Promise<string> {
  const [row] = rowsOf(
    await db.execute(
      sql`select current_database() as name, (select oid::text from pg_database where datname = current_database()) as oid`,
    ),
  );
  let cluster = '';
  try {
    // Readable by superusers and pg_monitor members; without it, name and oid still tell apart
    // the databases of one cluster.
    const [sys] = rowsOf(
      await db.execute(sql`select system_identifier::text as id from pg_control_system()`),
    );
    cluster = String(sys?.id ?? '');
  } catch {
    cluster = '';
  }
  return createHash('sha256')
    .update(`${cluster}/${String(row?.oid)}/${String(row?.name)}`)
    .digest('hex')
    .slice(0, 16);
}
