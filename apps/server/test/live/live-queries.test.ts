import { describe, expect, it } from 'vitest';
import { type Client, init } from '../bmevent/session-helpers.ts';
import { signup, useListeningApp } from '../helpers.ts';
import { openSocket, waitFor } from './live-helpers.ts';

const t = useListeningApp({ sweepIntervalMs: 60_000 });

type Query = (...args: unknown[]) => unknown;

/** Records the SQL text of every statement the app's pool runs while `fn` runs. */
async function statementsDuring(fn: () => Promise<void>): Promise<string[]> {
  const pool = (t.app.database.db as unknown as { $client: { query: Query } }).$client;
  const original = pool.query;
  const texts: string[] = [];
  pool.query = function (this: unknown, ...args: unknown[]) {
    const q = args[0] as string | { text?: string };
    texts.push(typeof q === 'string' ? q : (q?.text ?? ''));
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    pool.query = original;
  }
  return texts;
}

describe('live viewers cost the session no reads', () => {
  it('a stage change of a watched session reads neither the session again nor its player', async () => {
    const { cookie, account } = await signup(t.app);
    const a = { app: t.app, cookie } as Client;
    const viewer = await signup(t.app);
    const { id } = await init(a, 'decimal');
    const player = await openSocket(t.url, '/bmevent', cookie, t.sockets, { bmeventId: id });
    expect((await player.emit('ready', id)).bmevent.stage).toBe('cdm');
    const watch = await openSocket(t.url, '/watch', viewer.cookie, t.sockets, { bmeventId: id });
    await waitFor(watch.got, 'bmevent');

    let seq = 0;
    const texts = await statementsDuring(async () => {
      for (const stage of ['mem', 'cdr', 'rec']) {
        await player.emit('update', id, 'stage', stage, seq++);
        await waitFor(watch.got, 'update-stage', (p) => p.stage === stage);
      }
    });
    const moves = await statementsDuring(async () => {
      await player.emit('update', id, 'rec_main_item', 1, seq++);
    });
    // A move of a session this process started reads nothing first (its transition columns are
    // cached, the write is a compare-and-set); pushing it to viewers adds no read of the session or
    // of its player. The app's background timers (the versus tick, the deadline sweep) may run
    // meanwhile: their reads are of other rows and are not counted.
    const reads = texts.filter((q) => /^\s*select/i.test(q));
    expect(reads.filter((q) => /from "bmevents" where \("bmevents"\."id" = \$1/.test(q))).toEqual([]);
    expect(texts.filter((q) => /^\s*update "bmevents"/i.test(q))).toHaveLength(3);
    expect(reads.filter((q) => /from "users"/i.test(q))).toEqual([]);
    // Following the player's item costs no statement at all (the Lives list's debounced refresh,
    // due to the stage changes above, may land in this window; it reads no single session).
    expect(moves.filter((q) => /"bmevents"\."id" = \$1|from "users" where/.test(q))).toEqual([]);
    expect(moves.filter((q) => /^\s*(update|insert|delete)/i.test(q))).toEqual([]);
    expect((await waitFor(watch.got, 'update-stage', (p) => p.stage === 'rec')).userName).toBe(
      account.userName,
    );
  });
});

describe('the Lives list is read only for someone showing it', () => {
  const listReads = (texts: string[]) => texts.filter((q) => /order by "bmevents"\."started_at"/.test(q));

  it('a start reads no list while nobody shows one (known without Redis); once someone does, it is read and pushed', async () => {
    const first = await signup(t.app);
    const second = await signup(t.app);
    const viewer = await signup(t.app);
    const start = async (cookie: string) => {
      const { id } = await init({ app: t.app, cookie } as Client, 'decimal');
      const player = await openSocket(t.url, '/bmevent', cookie, t.sockets, { bmeventId: id });
      expect((await player.emit('ready', id)).bmevent.stage).toBe('cdm');
      // The list push follows a burst of starts 100 ms later.
      await new Promise((r) => setTimeout(r, 400));
      return id;
    };
    let unseen = '';
    const quiet = await statementsDuring(async () => {
      unseen = await start(first.cookie);
    });
    // With Redis, another process may have a Lives list open: this one cannot know, and reads.
    expect(listReads(quiet)).toHaveLength(process.env.REDIS_URL ? 1 : 0);

    const main = await openSocket(t.url, '/', viewer.cookie, t.sockets);
    await main.emit('get-standard-lives');
    let id = '';
    const texts = await statementsDuring(async () => {
      id = await start(second.cookie);
    });
    expect(listReads(texts)).toHaveLength(1);
    const pushed = await waitFor(main.got, 'standardLives', (p) =>
      p.lives.some((l: { bmevent: { _id: string } }) => l.bmevent._id === id),
    );
    // The start nobody saw pushed is on the list all the same.
    expect(pushed.lives.some((l: { bmevent: { _id: string } }) => l.bmevent._id === unseen)).toBe(true);
  });
});
