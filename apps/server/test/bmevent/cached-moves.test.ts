import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signup, useListeningApp } from '../helpers.ts';
import { type Client, call, init, stage, stored } from './session-helpers.ts';

const t = useListeningApp({ sweepIntervalMs: 60_000 });

async function client(): Promise<Client> {
  return { app: t.app, cookie: (await signup(t.app)).cookie };
}

const db = () => t.app.database.db;

describe('stage moves from this process’s cached session state', () => {
  it('never writes from a stale copy when the session changed behind this process', async () => {
    const c = await client();
    const { id } = await init(c, 'decimal', 'practice', '?amount=20&memorize=60&recall=60');
    await call(c, 'POST', '/api/bmevent/ready', { id });
    await stage(c, id, 'mem');
    // Another process (a sweep elsewhere) ended memorize on time: in the database the memorize
    // deadline has passed, with microseconds, while this process still holds the earlier state.
    await db().execute(
      sql`update bmevents set deadline = now() - interval '1.234567 second' where id = ${id}`,
    );
    const done = await stage(c, id, 'cdr');
    expect(done.body.bmevent.stage).toBe('cdr');
    // No memorize time was left, so none is added to the recall (a stale copy would add ~59 s).
    expect((await stored(t.app, id)).recTime).toBe(60);
  });

  it('answers a Done for a stage another process already moved with the current state', async () => {
    const c = await client();
    const { id } = await init(c, 'decimal', 'practice', '?amount=20&memorize=60&recall=60');
    await call(c, 'POST', '/api/bmevent/ready', { id });
    await stage(c, id, 'mem');
    const deadline = new Date(Date.now() + 5_000);
    await db().execute(
      sql`update bmevents set stage = 'cdr', staged_at = now(), deadline = ${deadline.toISOString()}::timestamptz, rec_time = 61 where id = ${id}`,
    );
    // This process's copy still says memorize; the move is refused by the database and re-read.
    const late = await stage(c, id, 'cdr');
    expect(late.status).toBe(200);
    expect(late.body.bmevent.stage).toBe('cdr');
    const row = await stored(t.app, id);
    expect(row.recTime).toBe(61);
    expect(row.deadline?.getTime()).toBe(deadline.getTime());
    // And the next move is made from the fresh state.
    expect((await stage(c, id, 'rec')).body.bmevent.stage).toBe('rec');
    expect((await stored(t.app, id)).recTime).toBe(61);
  });

  it('scores a recall that another process already scored only once', async () => {
    const c = await client();
    const { id } = await init(c, 'decimal', 'practice', '?amount=20');
    await call(c, 'POST', '/api/bmevent/ready', { id });
    for (const s of ['mem', 'cdr', 'rec']) await stage(c, id, s);
    await db().execute(
      sql`update bmevents set stage = 'res', running = false, deadline = null where id = ${id}`,
    );
    const res = await call(c, 'POST', '/api/bmevent/result', { id });
    expect(res.status).toBe(200);
    expect(res.body.bmevent.stage).toBe('res');
    const results = await db().execute(sql`select count(*)::int as n from results where bmevent_id = ${id}`);
    expect((results as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('refuses another user’s session whatever this process has cached', async () => {
    const owner = await client();
    const other = await client();
    const { id } = await init(owner, 'decimal', 'practice', '?amount=20');
    expect((await call(other, 'POST', '/api/bmevent/ready', { id })).status).toBe(404);
    expect((await stage(other, id, 'mem')).status).toBe(404);
    expect((await call(other, 'PUT', '/api/bmevent/answer', { id, answer: ['1'], seq: 1 })).status).toBe(404);
    expect((await stored(t.app, id)).stage).toBe('init');
  });
});

describe('the day’s trial counter, counted in one statement', () => {
  const fpOf = async (c: Client) => (await call(c, 'GET', '/api/user')).body.user.fp;
  const start = async (c: Client, mode: string) => {
    const { id } = await init(c, 'decimal', mode, mode === 'practice' ? '?amount=20' : '');
    expect((await call(c, 'POST', '/api/bmevent/ready', { id })).body.bmevent.stage).toBe('cdm');
    await call(c, 'POST', '/api/bmevent/exit', { id });
  };

  it('counts up on the same day, resets on a new one and keeps every mode’s allowance', async () => {
    const c = await client();
    await start(c, 'standard');
    await start(c, 'practice');
    await start(c, 'standard');
    expect(await fpOf(c)).toMatchObject({
      standard: { chance: 5, played: 2 },
      practice: { chance: 5, played: 1 },
      versus: { chance: 5, played: 0 },
    });
    // Yesterday's counts, with a larger allowance granted for standard: a new day keeps the
    // allowance and starts the counts from zero.
    const fp = { standard: { chance: 8, played: 7 }, practice: { chance: 5, played: 3 } };
    const me = (await call(c, 'GET', '/api/user')).body.user;
    await db().execute(
      sql`update users set fp = ${JSON.stringify(fp)}::jsonb, fp_day = '2001-01-01' where user_name = ${me.userName}`,
    );
    await start(c, 'standard');
    expect(await fpOf(c)).toMatchObject({
      standard: { chance: 8, played: 1 },
      practice: { chance: 5, played: 0 },
      versus: { chance: 5, played: 0 },
    });
  });

  it('counts a session made ready twice at once as one trial', async () => {
    const c = await client();
    const a = await init(c, 'decimal', 'standard');
    await call(c, 'POST', '/api/bmevent/ready', { id: a.id });
    await call(c, 'POST', '/api/bmevent/exit', { id: a.id });
    const b = await init(c, 'decimal', 'standard');
    const [r1, r2] = await Promise.all([
      call(c, 'POST', '/api/bmevent/ready', { id: b.id }),
      call(c, 'POST', '/api/bmevent/ready', { id: b.id }),
    ]);
    expect([r1.body.bmevent.stage, r2.body.bmevent.stage]).toEqual(['cdm', 'cdm']);
    // With the first session's trial: two in all.
    expect((await fpOf(c)).standard.played).toBe(2);
  });
});
