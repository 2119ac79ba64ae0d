import type { Membership } from '@mnemoria/protocol';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signup, startApp, type TestApp } from '../helpers.ts';
import { StripeStandIn } from './stripe-stand-in.ts';

/**
 * With Stripe configured: checkout and the portal are created through the `stripe` client
 * against a local stand-in of the Stripe API (no request leaves the machine), the webhook trusts
 * only the endpoint's signing secret, and every subscription event is applied as Stripe holds the
 * subscription now, whatever order the events arrive in.
 */
const WEBHOOK_SECRET = 'whsec_mnemoria_test_endpoint';
const SECRET_KEY = 'sk_test_mnemoria_not_a_real_key';
const stripe = new StripeStandIn();
let t: TestApp;

beforeAll(async () => {
  const api = await stripe.start();
  t = await startApp({
    env: { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    stripe: api,
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const membershipOf = async (cookie: string) =>
  (await get('/api/user', cookie)).json().user.membership as Membership;
let n = 0;
function send(type: string, object: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: `evt_stand_in_${Date.now()}_${++n}`,
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}
/** A completed subscription checkout of the user, as Stripe sends it. */
const checkoutSession = (userId: string) => ({
  object: 'checkout.session',
  mode: 'subscription',
  client_reference_id: userId,
  customer: `cus_${userId}`,
  subscription: `sub_${userId}`,
});
const subscription = (userId: string, status: string) => ({
  customer: `cus_${userId}`,
  status,
  items: { object: 'list', data: [{ price: { id: 'premium-monthly' } }] },
  metadata: { userId, planId: 'premium-monthly' },
});

describe('Stripe checkout and portal, against a stand-in of its API', () => {
  it('creates a subscription checkout for the plan and the user, and opens its URL', async () => {
    const { cookie, user, account } = await signup(t.app);
    const res = await get('/api/payment/checkout-url?planId=premium-monthly', cookie);
    expect(res.statusCode).toBe(200);
    const call = stripe.calls.at(-1);
    expect(call).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      authorization: `Bearer ${SECRET_KEY}`,
    });
    expect(res.json()).toEqual({
      success: true,
      checkout_url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/),
    });
    expect(call?.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'premium-monthly',
      'line_items[0][quantity]': '1',
      client_reference_id: user._id,
      customer_email: account.email,
      'metadata[userId]': user._id,
      'subscription_data[metadata][userId]': user._id,
      success_url: expect.stringMatching(/\/app\/membership\/success\?session_id=\{CHECKOUT_SESSION_ID\}$/),
      cancel_url: expect.stringMatching(/\/app\/membership\/cancelled$/),
    });
  });

  it('after a completed checkout, opens the portal for the customer and reuses the customer', async () => {
    const { cookie, user } = await signup(t.app);
    stripe.subscriptions.set(`sub_${user._id}`, subscription(user._id, 'active'));
    const done = await send('checkout.session.completed', {
      ...checkoutSession(user._id),
      metadata: { userId: user._id, planId: 'premium-monthly' },
    });
    expect(done.json()).toEqual({ received: true, outcome: 'applied' });
    expect(stripe.calls.at(-1)).toMatchObject({ method: 'GET', path: `/v1/subscriptions/sub_${user._id}` });
    expect(await membershipOf(cookie)).toEqual({ premium: true, package: 'premium-monthly' });

    const manage = await get('/api/payment/manage-url', cookie);
    expect(manage.json()).toEqual({
      success: true,
      manage_url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\//),
    });
    expect(stripe.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/billing_portal/sessions',
      form: { customer: `cus_${user._id}`, return_url: expect.stringMatching(/\/app\/membership$/) },
    });
  });

  it('answers 503 when Stripe cannot be reached, and the page shows the reason', async () => {
    const { cookie } = await signup(t.app);
    stripe.failWith = 500;
    try {
      const res = await get('/api/payment/checkout-url?planId=premium-monthly', cookie);
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatch(/payment provider could not be reached/);
    } finally {
      stripe.failWith = undefined;
    }
  });
});

describe('Stripe webhooks', () => {
  it('refuses another secret and serves no test pages', async () => {
    const { cookie, user } = await signup(t.app);
    stripe.subscriptions.set(`sub_${user._id}`, subscription(user._id, 'active'));
    const object = checkoutSession(user._id);
    expect((await send('checkout.session.completed', object, 'whsec_someone_else')).statusCode).toBe(400);
    expect(await membershipOf(cookie)).toEqual({ premium: false, package: null });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/payment/test/checkout?session=x' })).statusCode,
    ).toBe(404);
  });

  it('applies what Stripe holds now: a late "updated(active)" after "deleted" gives no premium back', async () => {
    const { cookie, user } = await signup(t.app);
    const id = `sub_${user._id}`;
    stripe.subscriptions.set(id, subscription(user._id, 'active'));
    await send('checkout.session.completed', checkoutSession(user._id));
    expect((await membershipOf(cookie)).premium).toBe(true);

    stripe.subscriptions.set(id, subscription(user._id, 'canceled'));
    await send('customer.subscription.deleted', {
      id,
      object: 'subscription',
      ...subscription(user._id, 'canceled'),
    });
    expect(await membershipOf(cookie)).toEqual({ premium: false, package: null });
    // An update sent before the cancellation, delivered after it, even stamped later.
    const late = await send('customer.subscription.updated', {
      id,
      object: 'subscription',
      ...subscription(user._id, 'active'),
    });
    expect(late.statusCode).toBe(200);
    expect(await membershipOf(cookie)).toEqual({ premium: false, package: null });
  });

  it('a failed renewal keeps premium for the grace period while Stripe retries', async () => {
    const { cookie, user } = await signup(t.app);
    const id = `sub_${user._id}`;
    stripe.subscriptions.set(id, subscription(user._id, 'active'));
    await send('checkout.session.completed', checkoutSession(user._id));
    stripe.subscriptions.set(id, subscription(user._id, 'past_due'));
    await send('invoice.payment_failed', {
      object: 'invoice',
      customer: `cus_${user._id}`,
      parent: { subscription_details: { subscription: id } },
    });
    expect(await membershipOf(cookie)).toMatchObject({
      premium: true,
      package: 'premium-monthly',
      status: 'past_due',
    });
  });

  it('answers 503 and records nothing when the subscription cannot be read, so Stripe delivers again', async () => {
    const { cookie, user } = await signup(t.app);
    const id = `sub_${user._id}`;
    const object = checkoutSession(user._id);
    const payload = JSON.stringify({
      id: `evt_retry_${user._id}`,
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    const deliver = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        },
        payload,
      });
    stripe.failWith = 500;
    try {
      expect((await deliver()).statusCode).toBe(503);
    } finally {
      stripe.failWith = undefined;
    }
    stripe.subscriptions.set(id, subscription(user._id, 'active'));
    expect((await deliver()).json()).toEqual({ received: true, outcome: 'applied' });
    expect((await membershipOf(cookie)).premium).toBe(true);
  });
});
