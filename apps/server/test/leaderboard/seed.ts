import { randomBytes, randomUUID } from 'node:crypto';
import type { EventName } from '@mnemoria/events';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { defaultUserFields } from '../../src/plugins/app/accounts/user-defaults.ts';

/** Test users of this folder are named with this prefix, so leftovers of a crashed run can be removed. */
export const PREFIX = 'lbt_';

/** Removes the users (and, by cascade, their bests) an earlier run of these tests left behind. */
export async function removeLeftovers(app: FastifyInstance) {
  await app.database.db.execute(sql`delete from users where user_name like ${`${PREFIX}%`}`);
}

/** A ranked user inserted directly (no password: these users never sign in). */
export async function rankedUser(
  app: FastifyInstance,
  event: EventName,
  best: { value: number; at: Date; memMs?: number },
  name = `${PREFIX}${randomBytes(5).toString('hex')}`,
) {
  const id = randomUUID();
  const d = defaultUserFields();
  await app.database.db.execute(sql`
    insert into users (id, user_name, email, password_hash, settings, levels, events_ranks, fp)
    values (${id}, ${name}, ${`${name}@example.com`}, 'x', ${JSON.stringify(d.settings)}::jsonb,
      ${JSON.stringify(d.levels)}::jsonb, ${JSON.stringify(d.eventsRanks)}::jsonb, ${JSON.stringify(d.fp)}::jsonb)`);
  await setBest(app, id, event, best);
  return { id, name };
}

/**
 * Writes a user's standard best the way the result transaction keeps it, then tells the
 * leaderboard a result was committed, as the session engine does after every finished session.
 */
export async function setBest(
  app: FastifyInstance,
  userId: string,
  event: EventName,
  best: { value: number; at: Date; memMs?: number },
) {
  const speed = event === 'tetris';
  const at = best.at.toISOString();
  if (speed) {
    await app.database.db.execute(sql`
      insert into event_stats (user_id, event, trials, standard_played, fastest_speed, fastest_at)
      values (${userId}, ${event}, 1, 1, ${best.value}, ${at})
      on conflict (user_id, event) do update set fastest_speed = excluded.fastest_speed, fastest_at = excluded.fastest_at`);
  } else {
    await app.database.db.execute(sql`
      insert into event_stats (user_id, event, trials, standard_played, best_score, best_max, best_at, best_mem_ms)
      values (${userId}, ${event}, 1, 1, ${best.value}, ${best.value}, ${at}, ${best.memMs ?? null}::integer)
      on conflict (user_id, event) do update set best_score = excluded.best_score, best_at = excluded.best_at,
        best_mem_ms = excluded.best_mem_ms`);
  }
  await app.leaderboard.resultCommitted(userId, event, 'standard');
}
