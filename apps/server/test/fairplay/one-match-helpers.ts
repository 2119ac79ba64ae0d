import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { MODE } from '../../src/plugins/app/versus/service.ts';

/** Open matches per user among `ids`, straight from the matches table. */
export async function openMatchesOf(app: FastifyInstance, ids: string[]) {
  const rows = (await app.database.db.execute(sql`
    select u as user_id, count(*)::int as n from matches, lateral (values (user_a), (user_b)) p(u)
    where stage <> 'over' and u in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) group by u`)) as unknown as { rows: { user_id: string; n: number }[] };
  return new Map(rows.rows.map((r) => [r.user_id, r.n]));
}

/**
 * A user in a match is not also searching (a stale search would pair them again after the match),
 * and no user is in two open matches.
 */
export async function expectOneEach(app: FastifyInstance, ids: string[]) {
  const open = await openMatchesOf(app, ids);
  expect(
    [...open.values()].filter((n) => n > 1),
    'users in two open matches',
  ).toEqual([]);
  for (const id of ids) {
    if (!open.has(id)) continue;
    expect(await app.versus.pool.get(MODE, id), `${id} searching while in a match`).toBeUndefined();
  }
}
