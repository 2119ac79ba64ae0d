import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bmevents, results } from '../../src/db/schema.ts';
import { signup, useListeningApp } from '../helpers.ts';
import {
  type Client,
  call,
  expectNoKey,
  expireStage,
  init,
  perfectAnswerOf,
  stage,
  stored,
  toRecall,
} from './session-helpers.ts';

const t = useListeningApp({ sweepIntervalMs: 60_000, listen: false });

async function client(): Promise<Client & { userId: string }> {
  const { cookie, user } = await signup(t.app);
  return { app: t.app, cookie, userId: user._id };
}

async function runningOf(userId: string) {
  const rows = await t.app.database.db
    .select({ id: bmevents.id })
    .from(bmevents)
    .where(sql`${bmevents.userId} = ${userId} and ${bmevents.running}`);
  return rows.map((r) => r.id);
}

describe('one running session per user', () => {
  it('replaces a session that has not started without asking', async () => {
    const c = await client();
    const first = await init(c, 'binary');
    const second = await init(c, 'decimal');
    expect(await runningOf(c.userId)).toEqual([second.id]);
    expect(await stored(t.app, first.id)).toMatchObject({ running: false, exited: true });
  });

  it('never ends a started session silently: 409 with the running session, unless discard=true', async () => {
    const c = await client();
    const { id } = await init(c, 'binary');
    await call(c, 'POST', '/api/bmevent/ready', { id });
    const refused = await call(c, 'GET', '/api/bmevent/init/words/standard');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      error: 'You have a session in progress.',
      running: { id, name: 'binary', mode: 'standard', stage: 'cdm' },
    });
    expect(await runningOf(c.userId)).toEqual([id]);
    const replaced = await call(c, 'GET', '/api/bmevent/init/words/standard?discard=true');
    expect(replaced.status).toBe(200);
    expect(await runningOf(c.userId)).toEqual([replaced.body.bmevent.id]);
    expect(await stored(t.app, id)).toMatchObject({ running: false, exited: true, result: null });
  });

  it('scores a discarded recall instead of throwing its acknowledged answers away', async () => {
    const c = await client();
    const { id } = await init(c, 'binary');
    const key = await perfectAnswerOf(t.app, id);
    await toRecall(c, id);
    expect((await call(c, 'PUT', '/api/bmevent/answer', { id, answer: key, seq: 1 })).body.stored).toBe(true);
    expect((await call(c, 'GET', '/api/bmevent/init/binary/practice?discard=true')).status).toBe(200);
    const ended = (await call(c, 'GET', `/api/bmevent/${id}`)).body.bmevent;
    expect(ended).toMatchObject({ stage: 'res', running: false, percent: 100, evaluation: 'passed' });
    expect((await call(c, 'GET', '/api/user')).body.user.levels.binary).toBe(3);
  });

  it('leaves exactly one running session after 20 parallel inits', async () => {
    const c = await client();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => call(c, 'GET', '/api/bmevent/init/decimal/practice')),
    );
    for (const r of replies) expect([200, 409]).toContain(r.status);
    const running = await runningOf(c.userId);
    expect(running).toHaveLength(1);
    expect(replies.filter((r) => r.status === 200).map((r) => r.body.bmevent.id)).toContain(running[0]);
  });

  it('is guaranteed by the database: a second running row cannot be stored', async () => {
    const c = await client();
    const { id } = await init(c, 'binary');
    const row = await stored(t.app, id);
    await expect(t.app.bmevents.repo.insert({ ...row, id: randomUUID(), exited: false })).rejects.toThrow();
    expect(await runningOf(c.userId)).toEqual([id]);
  });
});

describe('exited sessions', () => {
  it('never show the answer key again once exited before the result', async () => {
    const c = await client();
    const { id } = await init(c, 'names');
    const key = (await perfectAnswerOf(t.app, id)) as unknown[];
    await call(c, 'POST', '/api/bmevent/ready', { id });
    const mem = (await stage(c, id, 'mem')).body.bmevent;
    // In memorize the key is shown: the check below is not vacuous.
    expect(() => expectNoKey(mem.data, key)).toThrow();
    const exited = (await call(c, 'POST', '/api/bmevent/exit', { id })).body.bmevent;
    expect(exited).toMatchObject({ stage: 'mem', exited: true, running: false });
    expectNoKey(exited, key);
    expectNoKey((await call(c, 'GET', `/api/bmevent/${id}`)).body.bmevent, key);
  });
});

describe('deadline sweep', () => {
  it('moves each due session exactly once when several sweeps run at the same time', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const c = await client();
      const { id } = await init(c, 'binary');
      await toRecall(c, id);
      await expireStage(t.app, id, 2_500);
      ids.push(id);
    }
    // On PostgreSQL the other test files' servers sweep the same table (they may take one of these
    // sessions first, and these sweeps may move theirs), so the sweeps' counts say nothing; what
    // matters is that each of these sessions is moved, and scored, exactly once.
    await Promise.all([1, 2, 3].map(() => t.app.bmevents.engine.sweep()));
    const counted = await t.app.database.db
      .select({ id: results.bmeventId })
      .from(results)
      .where(inArray(results.bmeventId, ids));
    expect(counted.map((r) => r.id).sort()).toEqual([...ids].sort());
    for (const id of ids) expect((await stored(t.app, id)).stage).toBe('res');
  });
});
