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
});
