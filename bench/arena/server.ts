/**
 * The real server for the arena bench, as its own process: the whole app (PGlite by default,
 * DATABASE_URL / REDIS_URL when set), pairing every 200 ms. The bench's players must be premium to
 * join: this process makes every signed-up user premium (a bench-only shortcut for the payment).
 * It writes only the users not premium yet, by id, in the grouped form the sign-in caches read the
 * ids of: an update of the whole table would make them drop every cached user ten times a second,
 * a cost no real server pays.
 */
import { eq, sql } from 'drizzle-orm';
import { users } from '../../apps/server/src/db/schema.ts';
import { serveBenchApp } from '../server/bench-app.ts';

const app = await serveBenchApp('arena', { tournaments: { tickMs: 200 } });
const db = app.database.db;
const premium = async () => {
  const free = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.membership}->>'premium' = 'false'`);
  if (free.length === 0) return;
  await db
    .update(users)
    .set({ membership: { premium: true, package: 'premium-monthly' } })
    .from(sql`jsonb_to_recordset(${JSON.stringify(free)}::jsonb) as v("id" text)`)
    .where(eq(users.id, sql`v."id"`));
};
const timer = setInterval(() => void premium().catch(() => {}), 100);
timer.unref();
