import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signup, useListeningApp } from '../helpers.ts';
import { expireStage, init, stored, toRecall } from './session-helpers.ts';

const t = useListeningApp({ sweepIntervalMs: 60_000 });

describe('the deadline sweep', () => {
  it('still ends every other due session when one of them cannot be scored', async () => {
    const errors: unknown[] = [];
    const engine = t.app.bmevents.engine as unknown as { onError: (err: unknown) => void };
    const onError = engine.onError;
    engine.onError = (err) => errors.push(err);
    const a = { app: t.app, cookie: (await signup(t.app)).cookie };
    const b = { app: t.app, cookie: (await signup(t.app)).cookie };
    const good = (await init(a, 'dates')).id;
    const broken = (await init(b, 'dates')).id;
    try {
      await toRecall(a, good);
      await toRecall(b, broken);
      // Content the scorer cannot read: scoring this session throws.
      await t.app.database.db.execute(sql`update bmevents set data = '{}'::jsonb where id = ${broken}`);
      await expireStage(t.app, good, 2_500);
      await expireStage(t.app, broken, 2_500);
      await t.app.bmevents.engine.sweep();
      expect(await stored(t.app, good)).toMatchObject({ stage: 'res', running: false });
      expect(await stored(t.app, broken)).toMatchObject({ stage: 'rec', running: true });
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      engine.onError = onError;
      // Left running it would be due in every later sweep of the shared database.
      await t.app.database.db.execute(sql`update bmevents set running = false where id = ${broken}`);
    }
  });
});
