/**
 * The real server for the arena bench, as its own process: the whole app (PGlite by default,
 * DATABASE_URL / REDIS_URL when set), pairing every 200 ms. The bench's players must be premium to
 * join: this process makes every signed-up user premium (a bench-only shortcut for the payment).
 */
import { sql } from 'drizzle-orm';
import { serveBenchApp } from '../server/bench-app.ts';

const app = await serveBenchApp('arena', { tournaments: { tickMs: 200 } });
const timer = setInterval(() => {
  void app.database.db
    .execute(
      sql`update users set membership = '{"premium": true, "package": "premium-monthly"}'::jsonb where membership->>'premium' = 'false'`,
    )
    .catch(() => {});
}, 100);
timer.unref();
