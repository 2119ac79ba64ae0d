import { describe, expect, it, vi } from 'vitest';
import { signup, startApp } from '../helpers.ts';
import { expireStage, init, toRecall } from './session-helpers.ts';

describe('closing the app', () => {
  it('waits for a deadline sweep under way, and starts none after', { timeout: 60_000 }, async () => {
    const t = await startApp({ sweepIntervalMs: 60_000 });
    const player = { app: t.app, cookie: (await signup(t.app)).cookie };
    const id = (await init(player, 'dates')).id;
    await toRecall(player, id);
    await expireStage(t.app, id, 2_500);
    // The sweep waits before its transaction takes a connection, so a close that did not wait for
    // it would close the database under it.
    const db = t.app.bmevents.repo.db;
    const transaction = db.transaction.bind(db);
    vi.spyOn(db, 'transaction').mockImplementation(async (...args) => {
      await new Promise((r) => setTimeout(r, 300));
      return transaction(...args);
    });
    let settled: number | string = 'still running';
    // Started just before the close, as the one-second sweep timer may be: it must end (and
    // publish, with Redis in CI's second pass) before the database and Redis are closed.
    const sweeping = t.app.bmevents.engine.sweep().then(
      (n) => {
        settled = n;
      },
      (err: unknown) => {
        settled = String(err);
      },
    );
    await t.close();
    // At least this session: on CI's shared PostgreSQL another test file's overdue session may be
    // claimed by the same sweep. What matters is that it ended with a count, not an error.
    expect(typeof settled === 'number' && settled >= 1 ? 'swept' : settled).toBe('swept');
    await sweeping;
    expect(await t.app.bmevents.engine.sweep()).toBe(0);
  });
});
