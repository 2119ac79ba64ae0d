import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signup, useListeningApp } from '../helpers.ts';
import { call, init, perfectAnswerOf, toRecall } from './session-helpers.ts';

const t = useListeningApp({ sweepIntervalMs: 60_000 });
afterEach(() => vi.restoreAllMocks());

const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.app.database.db.execute(q)) as unknown as { rows: T[] }).rows;

describe('scoring a practice result without locking it', () => {
  it('counts answers stored behind this process, before and after its scoring read', async () => {
    const { cookie, user } = await signup(t.app);
    const c = { app: t.app, cookie };
    const { id } = await init(c, 'decimal', 'practice', '?amount=20');
    await toRecall(c, id);
    const perfect = (await perfectAnswerOf(t.app, id)) as string[];
    const wrong = perfect.map(() => '');
    expect((await call(c, 'PUT', '/api/bmevent/answer', { id, answer: wrong, seq: 1 })).status).toBe(200);
    // Another process stores a newer answer: this process still holds the first one, and its
    // scoring write made from it must not land.
    const repo = t.app.bmevents.repo;
    const half = perfect.map((d, i) => (i < 10 ? d : ''));
    expect(await repo.saveAnswer(user._id, id, half, 2, new Date())).toBe(true);
    // And once more right after the result's fresh read: that write must not land either, and the
    // score must include the newest answer.
    const find = repo.find.bind(repo);
    let raced = false;
    vi.spyOn(repo, 'find').mockImplementation(async (...args) => {
      const row = await find(...args);
      if (!raced && row?.stage === 'rec') {
        raced = true;
        expect(await repo.saveAnswer(user._id, id, perfect, 3, new Date())).toBe(true);
      }
      return row;
    });
    const res = await call(c, 'POST', '/api/bmevent/result', { id });
    expect(raced).toBe(true);
    expect(res.status).toBe(200);
    expect(res.body.bmevent.stage).toBe('res');
    expect(res.body.bmevent.percent).toBe(100);
    // Written once: one result row, counted once in the user's summary.
    const results = await rows<{ trial_number: number; score: number }>(
      sql`select trial_number, score from results where bmevent_id = ${id}`,
    );
    expect(results).toEqual([{ trial_number: 1, score: 20 }]);
    const stats = await rows<{ trials: number; practice_played: number; practice_best_score: number }>(
      sql`select trials, practice_played, practice_best_score from event_stats where user_id = ${user._id} and event = 'decimal'`,
    );
    expect(stats).toEqual([{ trials: 1, practice_played: 1, practice_best_score: 20 }]);
  });

  it('numbers trials on from the summary and keeps the practice best', async () => {
    const { cookie, user } = await signup(t.app);
    const c = { app: t.app, cookie };
    for (const good of [true, false]) {
      const { id } = await init(c, 'decimal', 'practice', '?amount=20');
      await toRecall(c, id);
      const perfect = (await perfectAnswerOf(t.app, id)) as string[];
      const answer = good ? perfect : perfect.map(() => '');
      await call(c, 'PUT', '/api/bmevent/answer', { id, answer, seq: 1 });
      expect((await call(c, 'POST', '/api/bmevent/result', { id })).body.bmevent.stage).toBe('res');
    }
    const results = await rows<{ trial_number: number; score: number }>(
      sql`select trial_number, score from results where user_id = ${user._id} order by trial_number`,
    );
    expect(results).toEqual([
      { trial_number: 1, score: 20 },
      { trial_number: 2, score: 0 },
    ]);
    const stats = await rows<{ trials: number; practice_best_score: number; best_score: number | null }>(
      sql`select trials, practice_best_score, best_score from event_stats where user_id = ${user._id}`,
    );
    expect(stats).toEqual([{ trials: 2, practice_best_score: 20, best_score: null }]);
  });
});
