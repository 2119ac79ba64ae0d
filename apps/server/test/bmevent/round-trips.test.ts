import type { Pool, PoolClient } from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeOf } from '../../src/plugins/app/accounts/write-watch.ts';
import { signup, useListeningApp } from '../helpers.ts';
import { type Client, call, init, stage } from './session-helpers.ts';

// No background timer may land a statement in a counted window: the sweep and the versus tick
// (pairing, overdue loads) wait a minute.
const t = useListeningApp({ sweepIntervalMs: 60_000, versus: { tickMs: 60_000 } });
afterEach(() => vi.restoreAllMocks());

/**
 * Every statement the app sends to the database while `fn` runs. Counted on each client as the pool
 * hands it out, on top of whatever the app itself wrapped around the client's `query`.
 */
async function statements<T>(fn: () => Promise<T>) {
  const texts: string[] = [];
  /** The bound values of each statement, by its text. */
  const values = new Map<string, unknown[]>();
  const pool = (t.app.database.db as unknown as { $client: Pool }).$client;
  const counting = new WeakSet<PoolClient>();
  let on = true;
  const count = (client: PoolClient) => {
    if (counting.has(client)) return;
    counting.add(client);
    const query = client.query.bind(client) as (...a: unknown[]) => unknown;
    (client as unknown as { query: typeof query }).query = (...args: unknown[]) => {
      const q = args[0] as string | { text?: string; values?: unknown[] };
      const text = (typeof q === 'string' ? q : (q?.text ?? '')).replace(/\s+/g, ' ').trim();
      if (on) texts.push(text);
      const bound = Array.isArray(args[1]) ? args[1] : typeof q === 'object' ? q.values : undefined;
      if (on && bound) values.set(text, bound);
      return query(...args);
    };
  };
  pool.on('acquire', count);
  try {
    return { out: await fn(), texts, values };
  } finally {
    on = false;
    pool.off('acquire', count);
  }
}

/** The Lives list's read (plugins/app/live): the running, shared sessions with their players. */
const LIVES_LIST = /^select "bmevents"\."id", "bmevents"\."name", "users"\."user_name"/;

describe('database round trips of a practice session', () => {
  it('plays a whole session within its statement budget', async () => {
    // With Redis, the leaderboard mirror is built in the background after start: its reads would
    // land in the counted windows. Wait for it (at once without Redis).
    await t.app.leaderboard.start();
    const { cookie, user } = await signup(t.app);
    const userId = user._id;
    const c: Client = { app: t.app, cookie };
    // The first session warms what a returning player has warm too (the sign-in cache).
    const warm = await init(c, 'decimal', 'practice', '?amount=20');
    await call(c, 'POST', '/api/bmevent/exit', { id: warm.id });
    const sent: Record<string, string[]> = {};
    const bound = new Map<string, unknown[]>();
    const step = async (name: string, fn: () => Promise<{ status: number; body: unknown }>) => {
      const { out, texts, values } = await statements(fn);
      for (const [text, v] of values) bound.set(text, v);
      expect(out.status, `${name}: ${JSON.stringify(out.body)}`).toBe(200);
      // The Lives list's push, 100 ms after a session starts, is the Lives page's cost, not the
      // session's. Without Redis it is not even read (nobody shows a list); with Redis this process
      // cannot know that, so the read may land in a counted window.
      sent[name] = texts.filter((text) => !LIVES_LIST.test(text));
    };
    let id = '';
    await step('init', async () => {
      const res = await call(c, 'GET', '/api/bmevent/init/decimal/practice?amount=20');
      id = res.body.bmevent.id;
      return res;
    });
    await step('ready', () => call(c, 'POST', '/api/bmevent/ready', { id }));
    for (const s of ['mem', 'cdr', 'rec']) await step(s, () => stage(c, id, s));
    await step('answer', () => call(c, 'PUT', '/api/bmevent/answer', { id, answer: ['1', '2'], seq: 1 }));
    await step('result', () => call(c, 'POST', '/api/bmevent/result', { id }));

    const one = (pattern: RegExp) => [expect.stringMatching(pattern)];
    // Nothing running: the start is the insert alone, and nothing is read first.
    expect(sent.init).toEqual(one(/^insert into "bmevents"/));
    // The move, then the day's trial count: two statements, no transaction around them. The count
    // names its user, so the sign-in caches drop only that user, and it returns the user's row, which
    // this process's cache keeps: no later step reads the user again (each list here is exact).
    expect(sent.ready).toEqual([
      expect.stringMatching(/^update "bmevents" set "stage"/),
      expect.stringMatching(/^update "users" set "fp"/),
    ]);
    const count = sent.ready?.[1] ?? '';
    expect(changeOf(count, bound.get(count))).toMatchObject({ ids: new Set([userId]), allUsers: false });
    // Each Done is one compare-and-set write: this process knows the session's state.
    for (const s of ['mem', 'cdr', 'rec']) expect(sent[s]).toEqual(one(/^update "bmevents" set "stage"/));
    // The start does not send the content back (this process made it), and a move only what a move
    // can change (this process holds the rest).
    expect(sent.init?.[0]).toMatch(/ returning "id", /);
    expect(sent.init?.[0]).not.toMatch(/ returning .*"data"/);
    for (const q of [sent.ready?.slice(0, 1), sent.mem, sent.cdr, sent.rec].flat()) {
      expect(q).toMatch(/ returning "id", "stage", /);
      expect(q).not.toMatch(/ returning .*"(data|settings)"/);
    }
    // The answer: one conditional write, no read of the session (its event is known).
    expect(sent.answer).toEqual(one(/^update "bmevents" set "answer"/));
    // Scoring: no read (this process holds the session and the answer it stored), one statement
    // that ends the recall (only if that answer is still the stored one), counts the result in the
    // user's event summary and inserts it. A practice result changes no level, best or rank: the
    // user's row is neither locked nor written.
    expect(sent.result).toEqual(one(/^with "moved" as \(update "bmevents" set "stage"/));
    expect(Object.values(sent).flat().length).toBeLessThanOrEqual(8);
  });
});
