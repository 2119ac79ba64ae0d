import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createPayments, providerMode } from '../../src/plugins/app/payments/index.ts';
import {
  checkoutCompletedEvent,
  signLikeStripe,
  testWebhookSecret,
} from '../../src/plugins/app/payments/test-provider.ts';
import { signup, startApp, type TestApp } from '../helpers.ts';

/**
 * The built-in test provider grants premium to anyone who presses its Pay button, so it must never
 * run in production unless asked for by name.
 */
const get = (t: TestApp, url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('production without a payment provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { NODE_ENV: 'production', STRIPE_SECRET_KEY: '', PAYMENT_PROVIDER: '' } });
  });
  afterAll(() => t.close());

  it('answers checkout with a clear 503, serves no test pages and applies no test-signed webhook', async () => {
    const { cookie, user } = await signup(t.app);
    expect((await get(t, '/api/payment/provider')).json()).toEqual({ success: true, provider: 'none' });
    const checkout = await get(t, '/api/payment/checkout-url?planId=premium-monthly', cookie);
    expect(checkout.statusCode).toBe(503);
    expect(checkout.json()).toEqual({
      success: false,
      error: 'Payments are not set up on this server, so memberships cannot be bought here yet.',
    });
    expect((await get(t, '/api/payment/manage-url', cookie)).statusCode).toBe(503);
    expect((await get(t, '/api/payment/test/checkout?session=x')).statusCode).toBe(404);

    const payload = JSON.stringify(checkoutCompletedEvent(user._id, 'premium-monthly'));
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signLikeStripe(payload, testWebhookSecret(t.app.config.SESSION_SECRET)),
      },
      payload,
    });
    expect(webhook.statusCode).toBe(503);
    expect((await get(t, '/api/user', cookie)).json().user.membership).toEqual({
      premium: false,
      package: null,
    });
    // The plans stay readable: the page still shows what a membership would offer.
    expect((await get(t, '/api/payment/plans')).statusCode).toBe(200);
  });
});

describe('which provider runs', () => {
  const mode = (env: Record<string, string>) => providerMode(loadConfig({ DATA_DIR: t0.dataDir, ...env }));
  let t0: TestApp;
  beforeAll(async () => {
    t0 = await startApp();
  });
  afterAll(() => t0.close());

  it('is the test provider outside production, and in production only when named', () => {
    expect(mode({ NODE_ENV: 'development' })).toBe('test');
    expect(mode({ NODE_ENV: 'test' })).toBe('test');
    expect(mode({ NODE_ENV: 'production' })).toBe('none');
    expect(mode({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' })).toBe('test');
    expect(mode({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_test_x' })).toBe('stripe');
    expect(mode({ NODE_ENV: 'development', PAYMENT_PROVIDER: 'none' })).toBe('none');
  });

  it('labels the default (npm start) provider as test mode', async () => {
    expect((await get(t0, '/api/payment/provider')).json()).toEqual({ success: true, provider: 'test' });
  });

  it('refuses PAYMENT_PROVIDER=stripe without its keys at start', () => {
    const config = loadConfig({ DATA_DIR: t0.dataDir, PAYMENT_PROVIDER: 'stripe' });
    expect(() => createPayments(config)).toThrow(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
  });
});
