import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema.ts';
import { nextLocalMidnight, UserCache } from '../../src/plugins/app/accounts/user-cache.ts';
import { changeOf } from '../../src/plugins/app/accounts/write-watch.ts';
import { newAccount, useListeningApp } from '../helpers.ts';

/**
 * The signed-in user is served from memory (accounts/user-cache.ts). Every test here first reads
 * /api/user so the row is cached, then changes the row some way, and expects the very next read
 * to show the change: a cache that missed the write would still serve the old row.
 */
const t = useListeningApp({ sweepIntervalMs: 60_000 });

async function http(cookie: string, method: string, path: string, body?: unknown) {
  const res = await fetch(t.url + path, {
    method,
    headers: body === undefined ? { cookie } : { cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}

async function signUp() {
  const res = await fetch(`${t.url}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(newAccount('cache')),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, id: ((await res.json()) as { user: { _id: string } }).user._id };
}

const me = async (cookie: string) => (await http(cookie, 'GET', '/api/user')).body?.user;

describe('the cached signed-in user', () => {
  it('shows a favourites change at once', async () => {
    const { cookie } = await signUp();
    expect((await me(cookie)).favorite.bmevents).toEqual([]);
    await http(cookie, 'PUT', '/api/user/event/settings/favorite', { favorite: { bmevents: ['names'] } });
    expect((await me(cookie)).favorite.bmevents).toEqual(['names']);
  });

  it('shows a trial counted inside the start transaction at once', async () => {
    const { cookie } = await signUp();
    expect((await me(cookie)).fp.standard.played).toBe(0);
    const init = await http(cookie, 'GET', '/api/bmevent/init/decimal/standard');
    await http(cookie, 'POST', '/api/bmevent/ready', { id: init.body.bmevent.id });
    expect((await me(cookie)).fp.standard.played).toBe(1);
  });

  it('shows a write it was never told about (raw SQL from any module) at once', async () => {
    const { cookie, id } = await signUp();
    expect((await me(cookie)).levels.decimal).toBe(1);
    await t.app.database.db.execute(
      sql`update users set levels = jsonb_set(levels, '{decimal}', '7') where user_name = (select user_name from users where id = ${id})`,
    );
    expect((await me(cookie)).levels.decimal).toBe(7);
  });

  it('does not keep a row read while a transaction changing it was open', async () => {
    const { cookie, id } = await signUp();
    await me(cookie);
    // The embedded database runs one transaction at a time: a read there waits for the commit.
    const concurrent = t.app.database.kind === 'postgres';
    await t.app.database.db.transaction(async (tx) => {
      await tx.execute(sql`update users set image = 'during.png' where id = ${id}`);
      // Not committed yet: the old row is still the truth, and must not be kept past the commit.
      if (concurrent) expect((await me(cookie)).image).not.toBe('during.png');
    });
    expect((await me(cookie)).image).toBe('during.png');
  });

  it('signs a session out at once when its row is deleted by any statement', async () => {
    const { cookie, id } = await signUp();
    expect((await http(cookie, 'GET', '/api/user')).status).toBe(200);
    await t.app.database.db.execute(sql`delete from auth_sessions where user_id = ${id}`);
    expect((await http(cookie, 'GET', '/api/user')).status).toBe(401);
  });

  it('signs out at once on logout, and serves /api/user uncacheable by the browser', async () => {
    const { cookie } = await signUp();
    const before = await http(cookie, 'GET', '/api/user');
    expect(before.headers.get('cache-control')).toBe('no-store');
    expect(before.headers.get('content-type')).toMatch(/^application\/json/);
    await http(cookie, 'GET', '/api/logout');
    expect((await http(cookie, 'GET', '/api/user')).status).toBe(401);
  });
});

describe('which statements reach the cache', () => {
  it('names the row of an update by id, and every row for anything else that writes users', () => {
    const byId = changeOf('update "users" set "favorite" = $1 where "users"."id" = $2', ['{}', 'u1']);
    expect([...(byId?.ids ?? [])]).toEqual(['u1']);
    expect(byId?.allUsers).toBe(false);
    expect(changeOf('update users set x = 1 where user_name = $1', ['a'])?.allUsers).toBe(true);
    expect(
      changeOf('with m as (update "users" set x = 1 where "users"."id" = $1) select 1', ['a'])?.allUsers,
    ).toBe(true);
    expect(changeOf('delete from "users" where "users"."id" = $1', ['a'])).toMatchObject({
      allUsers: true,
      sessions: true,
    });
    expect(
      changeOf('delete from "auth_sessions" where "auth_sessions"."token_hash" = $1', ['h']),
    ).toMatchObject({
      allUsers: false,
      sessions: true,
    });
    expect(changeOf('select * from "users" where "users"."id" = $1 for update', ['a'])).toBeUndefined();
    // A grouped update names its rows in a JSON parameter; anything looser still means every row.
    const grouped = (set: string, where = '"users"."id" = v."id"') =>
      `update "users" set ${set} from jsonb_to_recordset($2::jsonb) as v("id" text, "today" text) where ${where}`;
    const rows = JSON.stringify([{ id: 'u1' }, { id: 'u2' }]);
    expect(changeOf(grouped('"fp_day" = v."today"'), ['x', rows])).toMatchObject({
      ids: new Set(['u1', 'u2']),
      allUsers: false,
    });
    expect(
      changeOf(grouped('"fp_day" = v."today"', '"users"."time_zone" = v."id"'), ['x', rows])?.allUsers,
    ).toBe(true);
    expect(changeOf(grouped('"fp" = (select fp from "users" u limit 1)'), ['x', rows])?.allUsers).toBe(true);
    expect(changeOf(grouped('"fp_day" = v."today"'), ['x', '[{"id":1}]'])?.allUsers).toBe(true);
    expect(changeOf(grouped('"fp_day" = v."today"'), ['x', 'not json'])?.allUsers).toBe(true);
    expect(changeOf('update "users_archive" set x = 1', [])).toBeUndefined();
    expect(changeOf('insert into "users" ("id") values ($1)', ['n'])).toMatchObject({
      allUsers: false,
      ids: new Set(),
    });
    expect(
      changeOf('insert into "users" ("id") values ($1) on conflict do update set x = 1', ['n'])?.allUsers,
    ).toBe(true);
  });
});

describe('the serialised /api/user body', () => {
  it('is rebuilt at the user’s midnight, when yesterday’s trials stop counting', async () => {
    // 23:59 in Kolkata (UTC+5:30) is 18:29 UTC; the day changes at 18:30 UTC.
    const now = Date.parse('2026-01-01T18:29:00Z');
    expect(nextLocalMidnight('Asia/Kolkata', now)).toBe(Date.parse('2026-01-01T18:30:00Z'));
    const row = {
      id: 'u1',
      userName: 'x',
      email: 'x@example.com',
      image: null,
      createdAt: new Date(0),
      eventsRanks: {},
      bests: {},
      levels: {},
      goals: {},
      settings: {},
      membership: {},
      favorite: {},
      fp: { standard: { chance: 5, played: 3 } },
      fpDay: '2026-01-01',
      timeZone: 'Asia/Kolkata',
    } as unknown as UserRow;
    const cache = new UserCache();
    const cached = await cache.row('u1', async () => row);
    const played = (ms: number) =>
      JSON.parse(cache.publicJson(cached as UserRow, ms)).user.fp.standard.played;
    expect(played(now)).toBe(3);
    expect(played(Date.parse('2026-01-01T18:29:59.999Z'))).toBe(3);
    expect(played(Date.parse('2026-01-01T18:30:00Z'))).toBe(0);
  });
});

describe('filling the cache while users are written', () => {
  const rowOf = (id: string, userName: string) => ({ id, userName }) as unknown as UserRow;
  const change = (ids: string[], allUsers = false) => ({ ids: new Set(ids), allUsers, sessions: false });

  /** Starts a fill of `id` whose read completes when `finish` is called. */
  function slowFill(cache: UserCache, id: string, row: UserRow) {
    let finish!: () => void;
    const read = new Promise<void>((r) => {
      finish = r;
    });
    const filled = cache.row(id, async () => {
      await read;
      return row;
    });
    return { finish, filled };
  }

  it('keeps a row read while other users were written, and drops one read while its user was', async () => {
    const cache = new UserCache();
    const a = slowFill(cache, 'a', rowOf('a', 'old a'));
    const b = slowFill(cache, 'b', rowOf('b', 'old b'));
    // A committed write of user b only, while both reads are in flight.
    cache.begun(change(['b']));
    cache.settledHere([change(['b'])]);
    a.finish();
    b.finish();
    await Promise.all([a.filled, b.filled]);
    const again = async (id: string) => (await cache.row(id, async () => rowOf(id, `new ${id}`)))?.userName;
    expect(await again('a')).toBe('old a');
    expect(await again('b')).toBe('new b');
  });

  it('drops every row read while a statement changed all users', async () => {
    const cache = new UserCache();
    const a = slowFill(cache, 'a', rowOf('a', 'old a'));
    cache.forget(change([], true));
    a.finish();
    await a.filled;
    expect((await cache.row('a', async () => rowOf('a', 'new a')))?.userName).toBe('new a');
  });

  describe('from a write that returns the rows', () => {
    /** A write as the pool's watch reports it: announced before it runs, settled once committed. */
    const ownWrite = (cache: UserCache, ids: string[], during?: () => void) => async () => {
      cache.begun(change(ids));
      during?.();
      cache.settledHere([change(ids)]);
      return ids.map((id) => rowOf(id, `written ${id}`));
    };
    const cachedName = async (cache: UserCache, id: string) =>
      (await cache.row(id, async () => rowOf(id, `read ${id}`)))?.userName;

    it('keeps the rows when nothing else changed them', async () => {
      const cache = new UserCache();
      await cache.fillFrom(['a', 'b'], ownWrite(cache, ['a', 'b']));
      expect(await cachedName(cache, 'a')).toBe('written a');
      expect(await cachedName(cache, 'b')).toBe('written b');
    });

    it('keeps none changed meanwhile by another process, another write or a change of all users', async () => {
      const cache = new UserCache();
      // Another process changed b while the write ran: b may be older than that change.
      await cache.fillFrom(
        ['a', 'b'],
        ownWrite(cache, ['a', 'b'], () => cache.forget(change(['b']))),
      );
      expect(await cachedName(cache, 'a')).toBe('written a');
      expect(await cachedName(cache, 'b')).toBe('read b');
      // Another write of c is still in flight when this one ends.
      const other = new UserCache();
      await other.fillFrom(
        ['c'],
        ownWrite(other, ['c'], () => other.begun(change(['c']))),
      );
      expect(await cachedName(other, 'c')).toBe('read c');
      // A statement changed every user meanwhile.
      const all = new UserCache();
      await all.fillFrom(
        ['d'],
        ownWrite(all, ['d'], () => all.forget(change([], true))),
      );
      expect(await cachedName(all, 'd')).toBe('read d');
    });

    it('keeps nothing from a write inside a transaction (settled only at commit)', async () => {
      const cache = new UserCache();
      let settle!: () => void;
      await cache.fillFrom(['a'], async () => {
        cache.begun(change(['a']));
        settle = () => cache.settledHere([change(['a'])]);
        return [rowOf('a', 'written a')];
      });
      settle();
      expect(await cachedName(cache, 'a')).toBe('read a');
    });
  });
});
