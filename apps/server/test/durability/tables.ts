import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

type Rows = Record<string, unknown>[];
export type Query = (text: string, params?: unknown[]) => Promise<Rows>;

/**
 * Reads the tables the way an operator would: a plain SQL connection to PostgreSQL, or — for the
 * embedded database, which one process holds at a time — PGlite opened on the data directory
 * while no server runs.
 */
export async function withTables<T>(
  target: { databaseUrl?: string; dataDir: string },
  fn: (query: Query) => Promise<T>,
): Promise<T> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      return await fn(async (text, params) => (await client.query(text, params)).rows);
    } finally {
      await client.end();
    }
  }
  const db = new PGlite(join(target.dataDir, 'db'));
  await db.waitReady;
  try {
    return await fn(async (text, params) => (await db.query<Record<string, unknown>>(text, params)).rows);
  } finally {
    await db.close();
  }
}

export interface SessionRow {
  id: string;
  stage: string;
  running: boolean;
  answer: unknown;
  answer_seq: number;
  score: number | null;
  results: number;
  result_score: number | null;
}

/** Each session's stored state and how many `results` rows it produced. */
export async function sessionRows(query: Query, ids: string[]): Promise<Map<string, SessionRow>> {
  const rows = (await query(
    `select b.id, b.stage, b.running, b.answer, b.answer_seq, b.score,
            (select count(*) from results r where r.bmevent_id = b.id)::int as results,
            (select max(r.score) from results r where r.bmevent_id = b.id) as result_score
       from bmevents b where b.id = any($1::text[])`,
    [ids],
  )) as unknown as SessionRow[];
  return new Map(rows.map((r) => [r.id, r]));
}
