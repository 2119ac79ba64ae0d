import { eventByName } from '@mnemoria/events';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signup, useListeningApp } from '../helpers.ts';
import { call, init, perfectAnswerOf, toRecall } from './session-helpers.ts';

const t = useListeningApp({ sweepIntervalMs: 60_000 });

const storedResult = async (id: string) => {
  const out = (await t.app.database.db.execute(
    sql`select result, data, answer from bmevents where id = ${id}`,
  )) as unknown as { rows: { result: Record<string, unknown>; data: unknown; answer: unknown }[] };
  return out.rows[0] as { result: Record<string, unknown>; data: unknown; answer: unknown };
};

describe('the per-item review of a result', () => {
  it('is not stored, yet every later read shows the review of the stored content and answer', async () => {
    const { cookie } = await signup(t.app);
    const c = { app: t.app, cookie };
    const { id } = await init(c, 'decimal', 'practice', '?amount=40');
    await toRecall(c, id);
    const key = (await perfectAnswerOf(t.app, id)) as string[];
    // Right, wrong, blank, then right again.
    const answer = key.map((d, i) => (i === 1 ? String((Number(d) + 1) % 10) : i === 2 ? '' : d));
    const res = await call(c, 'POST', '/api/bmevent/result', { id, answer });
    expect(res.status).toBe(200);
    const shown = res.body.bmevent.result;
    expect(shown.items.slice(0, 4).map((i: { verdict: string }) => i.verdict)).toEqual([
      'right',
      'wrong',
      'empty',
      'right',
    ]);

    const row = await storedResult(id);
    expect(row.result).not.toHaveProperty('items');
    // Only which items were missed is kept, for the analytics; the player is not sent it.
    expect(row.result.misses).toEqual({ n: 40, at: [1, 2] });
    expect(shown).not.toHaveProperty('misses');
    expect(row.result).toMatchObject({ score: shown.score, max: shown.max, rows: shown.rows });
    expect(JSON.stringify(row.result).length).toBeLessThan(1_000);

    const again = await call(c, 'GET', `/api/bmevent/${id}`);
    expect(again.status).toBe(200);
    expect(again.body.bmevent.result).toEqual(shown);
    expect(again.body.bmevent.result.items).toEqual(
      eventByName('decimal').score(row.data as never, row.answer).items,
    );
  });

  it('serves a result stored with its review (before it stopped being stored) as stored', async () => {
    const { cookie } = await signup(t.app);
    const c = { app: t.app, cookie };
    const { id } = await init(c, 'decimal', 'practice', '?amount=20');
    await toRecall(c, id);
    await call(c, 'POST', '/api/bmevent/result', { id, answer: [] });
    const row = await storedResult(id);
    const old = {
      ...row.result,
      items: [{ index: 0, group: 0, verdict: 'right', points: 1, expected: '1', given: '1' }],
    };
    await t.app.database.db.execute(
      sql`update bmevents set result = ${JSON.stringify(old)}::jsonb where id = ${id}`,
    );
    const res = await call(c, 'GET', `/api/bmevent/${id}`);
    expect(res.body.bmevent.result.items).toEqual(old.items);
  });
});
