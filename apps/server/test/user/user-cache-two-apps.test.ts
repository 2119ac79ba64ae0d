import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, startApp, type TestApp } from '../helpers.ts';

/**
 * Two app instances on one PostgreSQL and one Redis, as two server processes would run: each keeps
 * its own in-memory users and sign-ins, so a change made through one must reach the other's cache
 * before the writer's reply leaves (Redis pub/sub, accounts/cache-bus.ts).
 */
const shared = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const apps: TestApp[] = [];
const urls: string[] = [];

beforeAll(async () => {
  if (!shared) return;
  // One prefix for both: they are one deployment.
  const redisPrefix = `test:${randomBytes(6).toString('hex')}:`;
  for (let i = 0; i < 2; i++) {
    const t = await startApp({ redisPrefix, sweepIntervalMs: 60_000 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    apps.push(t);
    urls.push(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
  }
}, 120_000);
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
});

async function http(base: string, cookie: string, method: string, path: string, body?: unknown) {
  const res = await fetch(base + path, {
    method,
    headers: body === undefined ? { cookie } : { cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

async function signUp(base: string) {
  const res = await fetch(`${base}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(newAccount('two')),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, id: ((await res.json()) as { user: { _id: string } }).user._id };
}

describe.skipIf(!shared)('the user cache across two app instances (PostgreSQL + Redis)', () => {
  it('shows a change made through one instance on the other’s /api/user at once', async () => {
    const [a, b] = urls as [string, string];
    const { cookie, id } = await signUp(a);
    // Both instances cache the row.
    expect((await http(a, cookie, 'GET', '/api/user')).body.user.favorite.bmevents).toEqual([]);
    expect((await http(b, cookie, 'GET', '/api/user')).body.user.favorite.bmevents).toEqual([]);
    await http(a, cookie, 'PUT', '/api/user/event/settings/favorite', { favorite: { bmevents: ['cards'] } });
    expect((await http(b, cookie, 'GET', '/api/user')).body.user.favorite.bmevents).toEqual(['cards']);
    // And the other way round, through a statement neither cache was told about.
    expect((await http(a, cookie, 'GET', '/api/user')).body.user.levels.cards).toBe(1);
    await (apps[1] as TestApp).app.database.db.execute(
      sql`update users set levels = jsonb_set(levels, '{cards}', '4') where user_name = (select user_name from users where id = ${id})`,
    );
    expect((await http(a, cookie, 'GET', '/api/user')).body.user.levels.cards).toBe(4);
  });

  it('signs a session out on the other instance at once on logout', async () => {
    const [a, b] = urls as [string, string];
    const { cookie } = await signUp(a);
    expect((await http(b, cookie, 'GET', '/api/user')).status).toBe(200);
    expect((await http(a, cookie, 'GET', '/api/user')).status).toBe(200);
    await http(a, cookie, 'GET', '/api/logout');
    expect((await http(b, cookie, 'GET', '/api/user')).status).toBe(401);
  });
});
