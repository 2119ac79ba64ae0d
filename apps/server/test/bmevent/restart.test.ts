import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signup, startApp } from '../helpers.ts';
import { call, expireStage, init, perfectAnswerOf, toRecall } from './session-helpers.ts';

describe('server restart mid-recall', () => {
  it('loses no answer and still ends and scores the session at its deadline', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mn-restart-rec-'));
    try {
      const first = await startApp({ dataDir, sweepIntervalMs: 60_000 });
      const { cookie } = await signup(first.app);
      const c1 = { app: first.app, cookie };
      const { id } = await init(c1, 'dates');
      const key = (await perfectAnswerOf(first.app, id)) as string[];
      await toRecall(c1, id);
      const partial = key.map((year, i) => (i < 3 ? year : null));
      await call(c1, 'PUT', '/api/bmevent/answer', { id, answer: partial, seq: 1 });
      await first.close();

      const second = await startApp({ dataDir, sweepIntervalMs: 60_000 });
      try {
        const c2 = { app: second.app, cookie };
        const during = await call(c2, 'GET', `/api/bmevent/${id}`);
        expect(during.body.bmevent).toMatchObject({ stage: 'rec', answer: partial });
        await expireStage(second.app, id, 2_500);
        // On PostgreSQL other test files share the database: their overdue sessions may be swept
        // in the same tick. This one must be among them (its stage below says so).
        expect(await second.app.bmevents.engine.sweep()).toBeGreaterThanOrEqual(1);
        const after = (await call(c2, 'GET', `/api/bmevent/${id}`)).body.bmevent;
        expect(after.stage).toBe('res');
        expect(after.result.items.slice(0, 3).map((i: { verdict: string }) => i.verdict)).toEqual([
          'right',
          'right',
          'right',
        ]);
        expect(after.score).toBe(after.result.score);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
