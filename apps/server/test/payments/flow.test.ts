import { describe, expect, it } from 'vitest';
import { paymentsAdminKey } from '../../src/plugins/app/payments/index.ts';
import { call, init } from '../bmevent/session-helpers.ts';
import { signup, useListeningApp } from '../helpers.ts';

/**
 * The whole premium flow on the built-in provider, through the same HTTP routes a browser uses:
 * plans, checkout link, the test checkout page posting its signed webhook, the trial gate, the
 * manage page cancelling, and the operator's grant/revoke call.
 */
const t = useListeningApp({ listen: false, sweepIntervalMs: 60_000 });

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const form = (url: string, fields: Record<string, string>, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams(fields).toString(),
  });
const sessionOf = (url: string) => new URL(url).searchParams.get('session') ?? '';

async function useTrials(cookie: string, count: number) {
  const c = { app: t.app, cookie };
  for (let i = 0; i < count; i++) {
    const { id } = await init(c, 'binary', 'standard', '?discard=true');
    await call(c, 'POST', '/api/bmevent/ready', { id });
  }
}

describe('plans', () => {
  it('lists the default plans and finds one by its price id', async () => {
    const plans = (await get('/api/payment/plans')).json();
    expect(plans.map((p: { name: string }) => p.name)).toEqual(['Monthly', 'Yearly']);
    expect(plans[1]).toMatchObject({ _id: 'premium-yearly', discount: 33, interval: 'year' });
    expect((await get('/api/payment/plan?priceId=premium-monthly')).json().plan.name).toBe('Monthly');
    expect((await get('/api/payment/plan?priceId=nope')).statusCode).toBe(404);
    expect((await get('/api/payment/plan')).statusCode).toBe(400);
  });
});

describe('premium through the built-in provider', () => {
  it('a free user past the day’s trials is refused; after checkout, premium plays on; cancelling ends it', async () => {
    const { cookie } = await signup(t.app);
    expect((await get('/api/payment/checkout-url?planId=premium-monthly')).statusCode).toBe(401);
    expect((await get('/api/payment/checkout-url?planId=gold', cookie)).statusCode).toBe(404);
    expect((await get('/api/payment/manage-url', cookie)).statusCode).toBe(404);

    await useTrials(cookie, 5);
    const sixth = await get('/api/bmevent/init/binary/standard?discard=true', cookie);
    expect(sixth.statusCode).toBe(403);

    const link = (await get('/api/payment/checkout-url?planId=premium-monthly', cookie)).json();
    expect(link.success).toBe(true);
    expect(link.checkout_url).toMatch(/\/api\/payment\/test\/checkout\?session=/);
    const page = await get(new URL(link.checkout_url).pathname + new URL(link.checkout_url).search);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TEST MODE');
    // Its form posts must carry a real Origin (a no-referrer page sends `Origin: null`).
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.body).toContain('Subscribe to Monthly');

    // Cancel on the checkout page: back to the cancelled page, still free.
    const cancelled = await form('/api/payment/test/checkout', {
      session: sessionOf(link.checkout_url),
      action: 'cancel',
    });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toMatch(/\/app\/membership\/cancelled$/);
    expect((await get('/api/user', cookie)).json().user.membership.premium).toBe(false);

    const paid = await form('/api/payment/test/checkout', {
      session: sessionOf(link.checkout_url),
      action: 'pay',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(/\/app\/membership\/success$/);
    expect((await get('/api/user', cookie)).json().user.membership).toEqual({
      premium: true,
      package: 'premium-monthly',
    });
    expect((await get('/api/bmevent/init/binary/standard?discard=true', cookie)).statusCode).toBe(200);
    expect((await get('/api/payment/checkout-url?planId=premium-yearly', cookie)).statusCode).toBe(409);

    const manage = (await get('/api/payment/manage-url', cookie)).json();
    expect(manage.manage_url).toMatch(/\/api\/payment\/test\/manage\?session=/);
    const managePage = await get(new URL(manage.manage_url).pathname + new URL(manage.manage_url).search);
    expect(managePage.body).toContain('TEST MODE');
    const ended = await form('/api/payment/test/manage', {
      session: sessionOf(manage.manage_url),
      action: 'cancel-subscription',
    });
    expect(ended.statusCode).toBe(303);
    expect(ended.headers.location).toMatch(/\/app\/membership$/);
    expect((await get('/api/user', cookie)).json().user.membership).toEqual({
      premium: false,
      package: null,
    });
    expect((await get('/api/bmevent/init/binary/standard?discard=true', cookie)).statusCode).toBe(403);
  });

  it('refuses forged, altered or cross-kind session tokens on the test pages', async () => {
    const { cookie } = await signup(t.app);
    const link = (await get('/api/payment/checkout-url?planId=premium-monthly', cookie)).json().checkout_url;
    const token = sessionOf(link);
    const [body, mac] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ kind: 'checkout', userId: 'x', ref: 'premium-monthly', exp: Date.now() + 1e6 })).toString('base64url')}.${mac}`;
    expect((await form('/api/payment/test/checkout', { session: forged, action: 'pay' })).statusCode).toBe(
      400,
    );
    expect(
      (await form('/api/payment/test/manage', { session: `${body}.${mac}`, action: 'cancel-subscription' }))
        .statusCode,
    ).toBe(400);
    expect((await get('/api/payment/test/checkout?session=abc')).statusCode).toBe(400);
    expect((await get('/api/user', cookie)).json().user.membership.premium).toBe(false);
  });
});

describe('operator grant and revoke', () => {
  it('needs the admin key, and grants and revokes premium by user name, seen at once', async () => {
    const { cookie, account } = await signup(t.app);
    const key = paymentsAdminKey(t.app.config.SESSION_SECRET);
    const admin = (payload: object, auth = `Bearer ${key}`) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment/admin/membership',
        headers: { authorization: auth },
        payload,
      });
    expect((await get('/api/user', cookie)).json().user.membership.premium).toBe(false);
    expect((await admin({ userName: account.userName, premium: true }, 'Bearer 00')).statusCode).toBe(403);
    expect((await admin({ userName: 'nobody_here', premium: true })).statusCode).toBe(404);
    const granted = await admin({
      userName: account.userName.toUpperCase(),
      premium: true,
      package: 'premium-yearly',
    });
    expect(granted.statusCode).toBe(200);
    expect((await get('/api/user', cookie)).json().user.membership).toEqual({
      premium: true,
      package: 'premium-yearly',
    });
    await useTrials(cookie, 6);
    await admin({ userName: account.userName, premium: false });
    expect((await get('/api/user', cookie)).json().user.membership).toEqual({
      premium: false,
      package: null,
    });
  });
});
