import { randomBytes } from 'node:crypto';
import { LIVES_PAGE_SIZE, type StandardLivesReply } from '@mnemoria/protocol';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Client, call, init } from '../bmevent/session-helpers.ts';
import { newAccount, signup, useListeningApp } from '../helpers.ts';
import { openSocket, waitFor } from './live-helpers.ts';

const t = useListeningApp({ sweepIntervalMs: 60_000 });

let signedUp = 0;
/**
 * A player named `<prefix>_<random>` with a shared session that has started (listed). Each signs
 * up from an address of their own: more than an hour's sign-ups of one address are needed.
 */
async function livePlayer(prefix: string) {
  signedUp++;
  const ip = `10.77.${signedUp >> 8}.${signedUp & 255}`;
  const { cookie, account } = await signup(t.app, newAccount(prefix), ip);
  const c: Client = { app: t.app, cookie };
  const { id } = await init(c, 'decimal', 'practice', '?amount=20');
  expect((await call(c, 'POST', '/api/bmevent/ready', { id })).body.bmevent.stage).toBe('cdm');
  return { c, id, userName: account.userName };
}

type Reply = StandardLivesReply & { error?: string };

describe('the Lives list', () => {
  it('lists the newest sessions first, a page at a time, and finds players by name', async () => {
    // A prefix of this run only: the PostgreSQL pass shares its database with other files and runs.
    const prefix = `lv${randomBytes(3).toString('hex')}`;
    const count = LIVES_PAGE_SIZE + 2;
    const made = [];
    for (let i = 0; i < count; i++) made.push(await livePlayer(prefix));
    const players = made;
    // Started a second apart, in the order made: the last one is the newest.
    for (const [i, p] of players.entries()) {
      await t.app.database.db.execute(
        sql`update bmevents set started_at = now() - (${count - i} * interval '1 second') where id = ${p.id}`,
      );
    }
    const viewer = await signup(t.app);
    const main = await openSocket(t.url, '/', viewer.cookie, t.sockets);
    const ask = (query?: object) =>
      (query === undefined
        ? main.emit('get-standard-lives')
        : main.emit('get-standard-lives', query)) as Promise<unknown> as Promise<Reply>;

    const newestFirst = [...players].reverse().map((p) => p.id);
    // The search is literal ('_' is no wildcard) and ignores case.
    const first = await ask({ q: `${prefix.toUpperCase()}_` });
    expect(first).toMatchObject({ success: true, total: count, page: 1, pageSize: LIVES_PAGE_SIZE });
    expect(first.lives.map((l) => l.bmevent._id)).toEqual(newestFirst.slice(0, LIVES_PAGE_SIZE));
    expect(first.lives[0]).toEqual({
      user: { userName: players.at(-1)?.userName },
      bmevent: { _id: players.at(-1)?.id, name: 'decimal' },
    });
    const second = await ask({ q: prefix, page: 2 });
    expect(second).toMatchObject({ total: count, page: 2 });
    expect(second.lives.map((l) => l.bmevent._id)).toEqual(newestFirst.slice(LIVES_PAGE_SIZE));
    // Past the end: an empty page that still says how many there are.
    expect(await ask({ q: prefix, page: 3 })).toMatchObject({ lives: [], total: count, page: 3 });
    // One player by their whole name; a name nobody has.
    const one = await ask({ q: players[3]?.userName });
    expect(one.lives.map((l) => l.bmevent._id)).toEqual([players[3]?.id]);
    expect(await ask({ q: `${prefix}%` })).toMatchObject({ lives: [], total: 0 });

    // Without a query: the first page of everyone, whose newest sessions are these.
    const all = await ask();
    expect(all.page).toBe(1);
    expect(all.total).toBeGreaterThanOrEqual(count);
    expect(all.lives.length).toBe(LIVES_PAGE_SIZE);
    const newest = await livePlayer(prefix);
    // The push after a start is that first page, newest first.
    const pushed = await waitFor(main.got, 'standardLives', (p) =>
      Boolean((p as unknown as Reply).lives?.some((l) => l.bmevent._id === newest.id)),
    );
    expect((pushed as unknown as Reply).lives[0]?.bmevent._id).toBe(newest.id);
    expect(pushed).toMatchObject({ page: 1, q: '', pageSize: LIVES_PAGE_SIZE });

    // A bad query is refused plainly.
    expect(await ask({ page: 0 })).toMatchObject({ success: false, error: expect.stringMatching(/page/) });
    expect(await ask({ q: 'x'.repeat(41) })).toMatchObject({ success: false });
    for (const p of [...players, newest]) await call(p.c, 'POST', '/api/bmevent/exit', { id: p.id });
  });
});
