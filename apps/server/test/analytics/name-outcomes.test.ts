import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Client, call, init, perfectAnswerOf, toRecall } from '../bmevent/session-helpers.ts';
import { signup, useListeningApp } from '../helpers.ts';

const t = useListeningApp({ listen: false, sweepIntervalMs: 60_000 });

/** A finished Names session with the first and third faces in recall order left blank. */
async function finishedNames(c: Client) {
  const session = await init(c, 'names', 'practice');
  await toRecall(c, session.id);
  const key = (await perfectAnswerOf(t.app, session.id)) as string[];
  const answer = key.map((n, i) => (i === 0 || i === 2 ? null : n));
  expect((await call(c, 'POST', '/api/bmevent/result', { id: session.id, answer })).status).toBe(200);
  return session.id as string;
}

const errorsOf = (items: { errors: number }[]) => items.reduce((n, it) => n + it.errors, 0);

describe('Names per-item outcomes', () => {
  it('are written at finish, so the analytics read never needs the session content', async () => {
    const c: Client = { app: t.app, cookie: (await signup(t.app)).cookie };
    const id = await finishedNames(c);
    const stored = await t.app.database.db.execute(
      sql`select jsonb_array_length(result -> 'names' -> 'shown') as shown, result -> 'names' -> 'wrong' as wrong,
            jsonb_array_length(data -> 'formatted') as faces from bmevents where id = ${id}`,
    );
    const row = (stored as unknown as { rows: { shown: number; wrong: number[]; faces: number }[] }).rows[0];
    expect(Number(row?.shown)).toBe(Number(row?.faces));
    expect(row?.wrong).toHaveLength(2);

    const before = await call(c, 'GET', '/api/analytics/items?event=names');
    expect(errorsOf(before.body.data.items)).toBe(2);
    // With the content gone, a read that parsed it would find no faces; the stored outcomes
    // still give every name and both misses.
    await t.app.database.db.execute(
      sql`update bmevents set data = jsonb_build_object('formatted', '[]'::jsonb) where id = ${id}`,
    );
    const after = await call(c, 'GET', '/api/analytics/items?event=names');
    expect(after.body.data.items).toEqual(before.body.data.items);
    // The player's own result view does not carry the shorthand.
    const view = await call(c, 'GET', `/api/bmevent/history/${id}`);
    expect(JSON.stringify(view.body)).not.toContain('"wrong":[');
  });

  it('are backfilled on the first read for sessions finished before they were stored', async () => {
    const c: Client = { app: t.app, cookie: (await signup(t.app)).cookie };
    const id = await finishedNames(c);
    const before = await call(c, 'GET', '/api/analytics/items?event=names');
    await t.app.database.db.execute(sql`update bmevents set result = result - 'names' where id = ${id}`);
    const after = await call(c, 'GET', '/api/analytics/items?event=names');
    expect(after.body.data.items).toEqual(before.body.data.items);
    const back = await t.app.database.db.execute(
      sql`select result -> 'names' -> 'wrong' as wrong from bmevents where id = ${id}`,
    );
    expect((back as unknown as { rows: { wrong: number[] }[] }).rows[0]?.wrong).toHaveLength(2);
  });
});
