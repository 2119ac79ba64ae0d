import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { serverFile } from '../paths.ts';
import { type EmbeddedServer, embeddedDir, startEmbedded } from './embedded.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = serverFile('src/db/migrations');
/** Arbitrary constant: serialises migrations when several server processes start at once. */
const MIGRATION_LOCK_ID = 724_193_001;
export const DEFAULT_POOL_SIZE = 10;

/** Databases whose pooled connections are all one backend session (the embedded one). */
const oneSession = new WeakSet<Db>();
let statementSerial = 0;

/**
 * The name for a statement prepared once and executed many times. On PostgreSQL a named statement
 * is parsed and planned once per connection instead of at every execution. On the embedded
 * database it is unnamed (''): every pooled connection there is one backend session, where the
 * second connection to prepare a name would collide with the first.
 */
export function statementName(db: Db, base: string): string {
  return oneSession.has(db) ? '' : `mn_${base}_${++statementSerial}`;
}

/**
 * Opens the database and applies the committed migrations. PostgreSQL when DATABASE_URL is set,
 * otherwise embedded PGlite persisted under DATA_DIR/db (or in memory for `dataDir: null`).
 *
 * Both go through the same driver (node-postgres + drizzle's node-postgres session): the embedded
 * PGlite runs on a worker thread and its pool's connections are streams into that thread speaking
 * the PostgreSQL protocol (embedded.ts, wire-bridge.ts). So queries never block the event loop,
 * and the embedded and PostgreSQL paths run the same code, transactions included. (Rather than
 * @electric-sql/pglite-socket, which needs a TCP port and pins another PGlite, or a real
 * PostgreSQL from npm binaries, which is a large download and refuses to run as root.)
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string | null;
  poolSize?: number;
  /** An embedded server already starting (main.ts starts it before loading the app). */
  embedded?: Promise<EmbeddedServer>;
  /** Told when an idle pooled connection breaks (the pool drops it and opens another on demand). */
  onConnectionLost?: (err: Error) => void;
}): Promise<Database> {
  const max = opts.poolSize ?? DEFAULT_POOL_SIZE;
  // Without a listener, an idle connection that PostgreSQL ends (a restart, an administrator's
  // pg_terminate_backend, a network cut) is an unhandled 'error' event that kills the process.
  const watch = (pool: pg.Pool) => pool.on('error', (err) => opts.onConnectionLost?.(err));
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max });
    watch(pool);
    await migrateUnderLock(pool).catch(async (err) => {
      await pool.end();
      throw err;
    });
    return { db: drizzle(pool, { schema }) as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const server = await (opts.embedded ?? startEmbedded(opts.dataDir ? embeddedDir(opts.dataDir) : null));
  const pool = new pg.Pool({
    stream: () => server.connect(),
    user: 'postgres',
    database: 'postgres',
    max,
    // Connections are in-process streams, cheap to keep.
    idleTimeoutMillis: 0,
  });
  watch(pool);
  const close = async () => {
    await pool.end();
    await server.close();
  };
  try {
    await migrateUnderLock(pool);
  } catch (err) {
    await close();
    throw err;
  }
  const db = drizzle(pool, { schema }) as unknown as Db;
  oneSession.add(db);
  return { db, kind: 'pglite', close };
}

async function migrateUnderLock(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
