import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Client, call, init, perfectAnswerOf, toRecall } from '../bmevent/session-helpers.ts';
import { signup, useListeningApp } from '../helpers.ts';

const t = useListeningApp({ listen: false, sweepIntervalMs: 60_000 });

describe('the digit unit as an account setting', () => {
  it('is stored on the server and picks the unit of the digit analytics', async () => {
    const c: Client = { app: t.app, cookie: (await signup(t.app)).cookie };
    const session = await init(c, 'decimal', 'practice');
    await toRecall(c, session.id);
    const answer = await perfectAnswerOf(t.app, session.id);
    expect((await call(c, 'POST', '/api/bmevent/result', { id: session.id, answer })).status).toBe(200);

    const lengths = async () => {
      const res = await call(c, 'GET', '/api/analytics/items?event=decimal');
      return new Set((res.body.data.items as { item: string }[]).map((it) => it.item.length));
    };
    // Pairs until the athlete says otherwise.
    expect(await lengths()).toEqual(new Set([2]));
    const put = await call(c, 'PUT', '/api/user/settings/digit-group', { group: 3 });
    expect(put).toEqual({ status: 200, body: { success: true, data: { group: 3 } } });
    expect((await call(c, 'GET', '/api/user')).body.user.settings).toMatchObject({
      digit_group: 3,
      live_share: true,
    });
    // Triplets now (a row of 20 ends with a pair), and an explicit group still wins.
    expect((await lengths()).has(3)).toBe(true);
    const pairs = await call(c, 'GET', '/api/analytics/items?event=decimal&group=2');
    expect(new Set((pairs.body.data.items as { item: string }[]).map((it) => it.item.length))).toEqual(
      new Set([2]),
    );

    expect((await call(c, 'PUT', '/api/user/settings/digit-group', { group: 4 })).status).toBe(400);
    expect((await call(c, 'PUT', '/api/user/settings/digit-group', {})).status).toBe(400);
    const nobody = await t.app.inject({
      method: 'PUT',
      url: '/api/user/settings/digit-group',
      payload: { group: 2 },
    });
    expect(nobody.statusCode).toBe(401);
  });

  it('keeps the sessions of one competition format with &format=ID', async () => {
    const c: Client = { app: t.app, cookie: (await signup(t.app)).cookie };
    // A free practice session all right, then a Numbers sprint with its first digit wrong.
    const free = await init(c, 'decimal', 'practice');
    await toRecall(c, free.id);
    await call(c, 'POST', '/api/bmevent/result', {
      id: free.id,
      answer: await perfectAnswerOf(t.app, free.id),
    });
    const sprint = await init(c, 'decimal', 'practice', '?format=ml-numbers');
    await toRecall(c, sprint.id);
    const key = (await perfectAnswerOf(t.app, sprint.id)) as string[];
    const answer = key.map((d, i) => (i === 0 ? String((Number(d) + 1) % 10) : d));
    await call(c, 'POST', '/api/bmevent/result', { id: sprint.id, answer });

    const all = await call(c, 'GET', '/api/analytics/items?event=decimal&group=2');
    expect(all.body.data.sessions).toBe(2);
    const only = await call(c, 'GET', '/api/analytics/items?event=decimal&group=2&format=ml-numbers');
    expect(only.body.data.sessions).toBe(1);
    const items = only.body.data.items as { item: string; shown: number; errors: number }[];
    expect(items.reduce((n, it) => n + it.shown, 0)).toBe(key.length / 2);
    expect(items.reduce((n, it) => n + it.errors, 0)).toBe(1);
    expect(items[0]?.item).toBe(`${key[0]}${key[1]}`);
    const history = await call(c, 'GET', '/api/bmevent/history');
    expect(history.body.data.sessions.map((s: { format: string | null }) => s.format)).toEqual([
      'ml-numbers',
      null,
    ]);

    expect((await call(c, 'GET', '/api/analytics/items?event=decimal&format=nope')).status).toBe(400);
    expect((await call(c, 'GET', '/api/analytics/items?event=decimal&format=ml-cards')).status).toBe(400);
    expect((await call(c, 'GET', '/api/analytics/items?event=cards&unit=trio')).status).toBe(400);
  });

  it('reads each session’s stored misses instead of scoring its answer again', async () => {
    const c: Client = { app: t.app, cookie: (await signup(t.app)).cookie };
    const session = await init(c, 'names', 'practice');
    await toRecall(c, session.id);
    const key = (await perfectAnswerOf(t.app, session.id)) as string[];
    // The first face in recall order left blank, the rest right.
    await call(c, 'POST', '/api/bmevent/result', {
      id: session.id,
      answer: key.map((n, i) => (i === 0 ? null : n)),
    });
    const before = await call(c, 'GET', '/api/analytics/items?event=names');
    expect(before.body.data.items.reduce((n: number, it: { errors: number }) => n + it.errors, 0)).toBe(1);
    // With the answer gone, scoring again would call every name wrong; the stored misses still
    // say one.
    await t.app.database.db.execute(sql`update bmevents set answer = '[]'::jsonb where id = ${session.id}`);
    const after = await call(c, 'GET', '/api/analytics/items?event=names');
    expect(after.body.data.items).toEqual(before.body.data.items);
  });
});
