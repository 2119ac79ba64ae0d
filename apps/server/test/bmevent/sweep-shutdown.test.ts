import { describe, expect, it } from 'vitest';
import { signup, startApp } from '../helpers.ts';
import { expireStage, init, toRecall } from './session-helpers.ts';

describe('closing the app', () => {
  it('waits for a deadline sweep under way, and starts none after', { timeout: 60_000 }, async () => {
    const t = await startApp({ sweepIntervalMs: 60_000 });
    const player = { app: t.app, cookie: (await signup(t.app)).cookie };
    const id = (await init(player, 'dates')).id;
    await toRecall(player, id);
    await expireStage(t.app, id, 2_500);
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
    expect(settled).toBe(1);
    await sweeping;
    expect(await t.app.bmevents.engine.sweep()).toBe(0);
  });
});
