import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Client, call, init, perfectAnswerOf, toRecall } from '../bmevent/session-helpers.ts';
import { signup, useListeningApp } from '../helpers.ts';

const t = useListeningApp({ sweepIntervalMs: 60_000, listen: false });

async function client(): Promise<Client> {
  const { cookie } = await signup(t.app);
  return { app: t.app, cookie };
}

async function playWords(c: Client, right: number) {
  const s = await init(c, 'words', 'practice', '?amount=10&discard=true');
  const key = (await perfectAnswerOf(t.app, s.id)) as unknown[];
  await toRecall(c, s.id);
  await call(c, 'POST', '/api/bmevent/result', {
    id: s.id,
    answer: key.map((v, i) => (i < right ? v : null)),
  });
}

describe('progress chart', () => {
  it('shows the latest 5 results oldest first, and a date range in the user offset', async () => {
    const c = await client();
    for (let i = 1; i <= 7; i++) await playWords(c, i);
    const latest = (await call(c, 'GET', '/api/chart/eventChartData?name=words')).body.data.data;
    expect(latest.map((p: { trialNumber: number }) => p.trialNumber)).toEqual([3, 4, 5, 6, 7]);
    expect(latest.map((p: { score: number }) => p.score)).toEqual([3, 4, 5, 6, 7]);
    // Move the first two results to 10 and 11 March 2026 (UTC) and ask for that range.
    const me = (await call(c, 'GET', '/api/user')).body.user;
    await t.app.database.db.execute(
      sql`update results set created_at = '2026-03-10T12:00:00Z'::timestamptz + (trial_number - 1) * interval '1 day'
          where user_id = ${me._id} and trial_number <= 2`,
    );
    const ranged = (
      await call(c, 'GET', '/api/chart/eventChartData?name=words&start=2026-03-10&stop=2026-03-11')
    ).body.data.data;
    expect(ranged.map((p: { trialNumber: number }) => p.trialNumber)).toEqual([1, 2]);
    // At UTC+14 the 11 March noon result falls on the 12th locally: only the first is in range.
    const shifted = await call(
      c,
      'GET',
      '/api/chart/eventChartData?name=words&start=2026-03-10&stop=2026-03-11&timeZone=14',
    );
    expect(shifted.body.data.data.map((p: { trialNumber: number }) => p.trialNumber)).toEqual([1]);
  });

  it('keeps the X-axis choice on the user, and refuses a non-boolean', async () => {
    const c = await client();
    expect((await call(c, 'PUT', '/api/chart/changeXAxis', { value: true })).body).toEqual({
      success: true,
      value: true,
    });
    let me = (await call(c, 'GET', '/api/user')).body.user;
    expect(me.settings.chart.date_as_x_axis).toBe(true);
    expect(me.settings.live_share).toBe(true);
    await call(c, 'PUT', '/api/chart/changeXAxis', { value: false });
    me = (await call(c, 'GET', '/api/user')).body.user;
    expect(me.settings.chart.date_as_x_axis).toBe(false);
    const bad = await call(c, 'PUT', '/api/chart/changeXAxis', { value: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/value/);
    const anon = await t.app.inject({
      method: 'PUT',
      url: '/api/chart/changeXAxis',
      payload: { value: true },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('standard goals', () => {
  it('merges goals by event, 0 clears one, and the user carries them', async () => {
    const c = await client();
    const put = (standard: object) =>
      call(c, 'PUT', '/api/user/profile/updateStandardGoals', { goals: { standard } });
    expect((await put({ words: { goal: 12 } })).body).toEqual({
      success: true,
      goals: { standard: { words: { goal: 12 } } },
    });
    await put({ tetris: { goal: 700 } });
    await put({ words: { goal: 15 } });
    const me = (await call(c, 'GET', '/api/user')).body.user;
    expect(me.goals.standard).toEqual({ words: { goal: 15 }, tetris: { goal: 700 } });
  });

  it('refuses unknown events, negative, huge and non-numeric goals with a 400', async () => {
    const c = await client();
    for (const standard of [
      { chess: { goal: 3 } },
      { words: { goal: -1 } },
      { words: { goal: 1e9 } },
      { words: { goal: '7' } },
    ]) {
      const res = await call(c, 'PUT', '/api/user/profile/updateStandardGoals', { goals: { standard } });
      expect(res.status, JSON.stringify(standard)).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect((await call(c, 'PUT', '/api/user/profile/updateStandardGoals', {})).status).toBe(400);
    expect((await call(c, 'GET', '/api/user')).body.user.goals.standard).toEqual({});
  });
});
