import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { testWebhookSecret } from '../../src/plugins/app/payments/test-provider.ts';
import { signup, useListeningApp } from '../helpers.ts';

/**
 * The payment webhook as the built-in provider runs it (no Stripe key): events are signed with the
 * `stripe` package's own test signer, exactly as Stripe signs them, and verified on the raw body.
 */
const t = useListeningApp({ listen: false });

const secret = () => testWebhookSecret(t.app.config.SESSION_SECRET);
let n = 0;
const eventId = () => `evt_${Date.now()}_${++n}`;

function post(payload: string, signature?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });
}

function signed(event: object, opts: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? secret(),
    ...(opts.timestamp ? { timestamp: opts.timestamp } : {}),
  });
  return post(payload, header);
}

const checkoutCompleted = (userId: string, planId = 'premium-yearly', id = eventId()) => ({
  id,
  type: 'checkout.session.completed',
  data: {
    object: {
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: userId,
      customer: `cus_${userId}`,
      subscription: `sub_${userId}`,
      metadata: { userId, planId },
    },
  },
});

async function membershipOf(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
  return res.json().user.membership as { premium: boolean; package: string | null };
}

describe('payment webhook', () => {
  it('a valid checkout.session.completed makes the user premium with the plan, shown at once', async () => {
    const { cookie, user } = await signup(t.app);
    // Read first, so the user is in the cache the webhook's write must invalidate.
    expect(await membershipOf(cookie)).toEqual({ premium: false, package: null });
    const res = await signed(checkoutCompleted(user._id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await membershipOf(cookie)).toEqual({ premium: true, package: 'premium-yearly' });
  });

  it('refuses a bad signature, a wrong secret, no signature and an old timestamp, changing nothing', async () => {
    const { cookie, user } = await signup(t.app);
    const event = checkoutCompleted(user._id);
    const payload = JSON.stringify(event);
    const good = Stripe.webhooks.generateTestHeaderString({ payload, secret: secret() });
    // Same signature, altered body.
    const tampered = await post(payload.replace('premium-yearly', 'premium-monthl'), good);
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error).toMatch(/Webhook refused/);
    expect((await signed(event, { secret: 'whsec_not_ours' })).statusCode).toBe(400);
    expect((await post(payload)).statusCode).toBe(400);
    const old = await signed(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(old.statusCode).toBe(400);
    expect(old.json().error).toMatch(/tolerance/i);
    expect(await membershipOf(cookie)).toEqual({ premium: false, package: null });
  });

  it('applies an event id once: a replay after the subscription ended changes nothing', async () => {
    const { cookie, user } = await signup(t.app);
    const completed = checkoutCompleted(user._id);
    expect((await signed(completed)).json().outcome).toBe('applied');
    const deleted = {
      id: eventId(),
      type: 'customer.subscription.deleted',
      data: { object: { object: 'subscription', customer: `cus_${user._id}`, status: 'canceled' } },
    };
    expect((await signed(deleted)).json().outcome).toBe('applied');
    expect(await membershipOf(cookie)).toEqual({ premium: false, package: null });
    // The same checkout event, freshly signed (a redelivery or a replay): recognised by its id.
    const replay = await signed(completed);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().outcome).toBe('duplicate');
    expect(await membershipOf(cookie)).toEqual({ premium: false, package: null });
  });

  it('follows subscription updates and payment failures of the customer', async () => {
    const { cookie, user } = await signup(t.app);
    await signed(checkoutCompleted(user._id, 'premium-monthly'));
    const sub = (status: string, price: string) => ({
      id: eventId(),
      type: 'customer.subscription.updated',
      data: {
        object: {
          object: 'subscription',
          customer: `cus_${user._id}`,
          status,
          items: { data: [{ price: { id: price } }] },
        },
      },
    });
    await signed(sub('active', 'premium-yearly'));
    expect(await membershipOf(cookie)).toEqual({ premium: true, package: 'premium-yearly' });
    await signed({
      id: eventId(),
      type: 'invoice.payment_failed',
      data: { object: { customer: `cus_${user._id}` } },
    });
    expect(await membershipOf(cookie)).toEqual({ premium: false, package: null });
    await signed(sub('active', 'premium-yearly'));
    expect(await membershipOf(cookie)).toEqual({ premium: true, package: 'premium-yearly' });
    await signed(sub('past_due', 'premium-yearly'));
    expect(await membershipOf(cookie)).toEqual({ premium: false, package: null });
  });

  it('answers 200 to an unknown event type and changes nothing', async () => {
    const { cookie, user } = await signup(t.app);
    const res = await signed({
      id: eventId(),
      type: 'customer.created',
      data: { object: { id: `cus_${user._id}`, metadata: { userId: user._id } } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await membershipOf(cookie)).toEqual({ premium: false, package: null });
  });

  it('refuses a body that is not a signed event with a 400, whatever its content type', async () => {
    for (const [type, payload] of [
      ['application/json', '{"id":'],
      ['text/plain', 'hello'],
      ['application/x-www-form-urlencoded', 'a=b'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: { 'content-type': type as string, 'stripe-signature': 't=1,v1=00' },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });
});
