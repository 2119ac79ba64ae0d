import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';

/** Drops and recreates the bench's own PostgreSQL database (it is filled with 100k fake users). */
export async function freshDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists ${name}`);
  await client.query(`create database ${name}`);
  await client.end();
}

/**
 * `users` fake users, each with a standard best in `event` (scores 0..999, so many ties, broken by
 * the reached-at time) and a Blocktris speed for one in three. Set-based SQL: seconds, not minutes.
 */
export async function seedUsers(app: FastifyInstance, users: number, event: string) {
  const db = app.database.db;
  const settings = JSON.stringify({
    live_share: true,
    memorize_timer: true,
    chart: { date_as_x_axis: false },
  });
  const chunk = 20_000;
  for (let from = 1; from <= users; from += chunk) {
    const to = Math.min(users, from + chunk - 1);
    await db.execute(sql`
      insert into users (id, user_name, email, password_hash, settings)
      select 'bench-' || lpad(n::text, 7, '0'), 'bench_' || n, 'bench' || n || '@example.com', 'x', ${settings}::jsonb
      from generate_series(${from}::int, ${to}::int) n`);
    await db.execute(sql`
      insert into event_stats (user_id, event, trials, standard_played, best_score, best_max, best_at)
      select 'bench-' || lpad(n::text, 7, '0'), ${event}, 3, 3, (n::bigint * 7919) % 1000, 1000,
        timestamptz '2026-01-01' + ((n::bigint * 104729) % 10000000) * interval '1 second'
      from generate_series(${from}::int, ${to}::int) n`);
    await db.execute(sql`
      insert into event_stats (user_id, event, trials, standard_played, fastest_speed, fastest_at)
      select 'bench-' || lpad(n::text, 7, '0'), 'tetris', 1, 1, 50 + (n::bigint * 31) % 950,
        timestamptz '2026-01-01' + ((n::bigint * 7) % 10000000) * interval '1 second'
      from generate_series(${from}::int, ${to}::int) n where n % 3 = 0`);
  }
  // What autovacuum does on a live server: statistics and the visibility map for index-only scans.
  if (app.database.kind === 'postgres') {
    await db.execute(sql`vacuum analyze event_stats`);
    await db.execute(sql`vacuum analyze leaderboard_counts`);
  } else {
    await db.execute(sql`vacuum event_stats`);
    await db.execute(sql`vacuum leaderboard_counts`);
    await db.execute(sql`analyze`);
  }
}
