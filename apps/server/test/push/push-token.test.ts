import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pushTokens } from '../../src/db/schema.ts';
import { login, sessionCookie, signup, useListeningApp } from '../helpers.ts';
import { FAST_VERSUS, joinVersus, until } from '../versus/versus-helpers.ts';

// Pairing is driven by the test (a long tick), and a player who left stays in the pool long enough.
const t = useListeningApp({ versus: { ...FAST_VERSUS, tickMs: 60_000, choiceGraceMs: 10_000 } });

const outbox = () => {
  try {
    return readFileSync(join(t.dataDir, 'push-outbox.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, string>);
  } catch {
    return [];
  }
};

const sendToken = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/push-token',
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });

const rowsOf = (userId: string) =>
  t.app.database.db
    .select({ token: pushTokens.token, platform: pushTokens.platform })
    .from(pushTokens)
    .where(eq(pushTokens.userId, userId))
    .orderBy(pushTokens.token);

describe('push tokens and the notifier', () => {
  it('stores a device token once per user and token', async () => {
    const { cookie, user } = await signup(t.app);
    const token = `fcm-${user._id}-device-1`;
    for (let i = 0; i < 3; i++) {
      const res = await sendToken(cookie, { token, platform: 'android' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
    }
    await sendToken(cookie, { token: `${token}-tablet`, platform: 'ios' });
    expect(await rowsOf(user._id)).toEqual([
      { token, platform: 'android' },
      { token: `${token}-tablet`, platform: 'ios' },
    ]);
    // The same device signed in as someone else now serves that account only.
    const other = await signup(t.app);
    await sendToken(other.cookie, { token, platform: 'android' });
    expect(await rowsOf(other.user._id)).toEqual([{ token, platform: 'android' }]);
    expect(await rowsOf(user._id)).toEqual([{ token: `${token}-tablet`, platform: 'ios' }]);
  });

  it('forgets a device at sign-out, so a shared device stops receiving the account’s pushes', async () => {
    const { cookie, user, account } = await signup(t.app);
    const token = `shared-${user._id}`;
    await sendToken(cookie, { token, platform: 'ios' });
    const elsewhere = await login(t.app, account.email, account.password);
    const laptop = sessionCookie(elsewhere);
    await sendToken(laptop, { token: `laptop-${user._id}`, platform: 'web' });
    expect(await t.app.notifier.notifyUser(user._id, { title: 'a', body: 'b', url: '/' })).toBe(2);

    const out = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    // The shared device is gone; the account's other sign-in keeps its device.
    expect(await rowsOf(user._id)).toEqual([{ token: `laptop-${user._id}`, platform: 'web' }]);
    const before = outbox().length;
    expect(await t.app.notifier.notifyUser(user._id, { title: 'after', body: 'sign-out', url: '/' })).toBe(1);
    expect(
      outbox()
        .slice(before)
        .map((l) => l.token),
    ).toEqual([`laptop-${user._id}`]);
  });

  it('refuses a visitor and a malformed body with a clear 4xx', async () => {
    expect((await sendToken(undefined, { token: 'abcdefghij', platform: 'android' })).statusCode).toBe(401);
    const { cookie } = await signup(t.app);
    for (const bad of [
      {},
      { token: 'short', platform: 'android' },
      { token: 'has spaces in it', platform: 'ios' },
      { token: 'abcdefghij', platform: 'windows' },
    ]) {
      const res = await sendToken(cookie, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('writes one outbox line per device of the user (no FCM configured)', async () => {
    expect(t.app.notifier.transport).toBe('outbox');
    const { cookie, user } = await signup(t.app);
    await sendToken(cookie, { token: `phone-${user._id}`, platform: 'android' });
    await sendToken(cookie, { token: `pad-${user._id}`, platform: 'ios' });
    const delivered = await t.app.notifier.notifyUser(user._id, {
      title: 'Hi',
      body: 'There',
      url: '/app/dashboard',
    });
    expect(delivered).toBe(2);
    const mine = outbox().filter((l) => l.userId === user._id);
    expect(mine.map((l) => l.token).sort()).toEqual([`pad-${user._id}`, `phone-${user._id}`]);
    expect(mine[0]).toMatchObject({ title: 'Hi', body: 'There', url: '/app/dashboard' });
    // A user without devices gets nothing written.
    const lonely = await signup(t.app);
    expect(await t.app.notifier.notifyUser(lonely.user._id, { title: 'x', body: 'y', url: '/' })).toBe(0);
  });

  it('pushes "Match found" to a player whose versus connections are gone when paired', async () => {
    const a = await joinVersus(t.app, t.url, t.sockets);
    const b = await joinVersus(t.app, t.url, t.sockets);
    await sendToken(a.cookie, { token: `device-${a.userId}`, platform: 'android' });
    await sendToken(b.cookie, { token: `device-${b.userId}`, platform: 'android' });
    await a.emit('search', '1v1');
    a.close();
    await until(
      'a gone',
      async () => (await t.app.io.of('/versus').in(`vuser:${a.userId}`).fetchSockets()).length === 0,
    );
    // b's search pairs at once with a, who is still in the pool during the grace period.
    await b.emit('search', '1v1');
    await until('paired', async () => (await t.app.versus.service.state(b.userId))?.stage === 'choice');
    await until('pushed', () => outbox().some((l) => l.userId === a.userId));
    expect(outbox().filter((l) => l.userId === a.userId)).toEqual([
      expect.objectContaining({ title: 'Match found', url: '/app/versus', token: `device-${a.userId}` }),
    ]);
    // b is still on the page: the match screen tells them, no push.
    expect(outbox().some((l) => l.userId === b.userId)).toBe(false);
  });
});
