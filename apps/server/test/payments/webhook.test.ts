import type { Membership } from '@mnemoria/protocol';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { setMembership } from '../../src/plugins/app/payments/index.ts';
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
  return res.json().user.membership as Membership;
}

const now = () => Math.floor(Date.now() / 1000);
const sub = (userId: string, status: string, price: string, created = now()) => ({
  id: eventId(),
  type: 'customer.subscription.updated',
  created,
  data: {
    object: {
      id: `sub_${userId}`,
      object: 'subscription',
      customer: `cus_${userId}`,
      status,
      items: { data: [{ price: { id: price } }] },
    },
  },
});

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

  it('follows subscription updates; a failed payment leaves premium on for a grace period', async () => {
    const { cookie, user } = await signup(t.app);
    await signed(checkoutCompleted(user._id, 'premium-monthly'));
    await signed(sub(user._id, 'active', 'premium-yearly'));
    expect(await membershipOf(cookie)).toEqual({ premium: true, package: 'premium-yearly' });
    const failed = await signed({
      id: eventId(),
      type: 'invoice.payment_failed',
      created: now(),
      data: { object: { customer: `cus_${user._id}`, subscription: `sub_${user._id}` } },
    });
    expect(failed.json().outcome).toBe('applied');
    const pastDue = await membershipOf(cookie);
    expect(pastDue).toMatchObject({ premium: true, package: 'premium-yearly', status: 'past_due' });
    const days = (Date.parse(pastDue.graceUntil ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    // Stripe retries the card; a second failure does not extend the grace.
    await signed(sub(user._id, 'past_due', 'premium-yearly', now() + 1));
    expect((await membershipOf(cookie)).graceUntil).toBe(pastDue.graceUntil);
    // A retry succeeds: active again, grace over.
    await signed(sub(user._id, 'active', 'premium-yearly', now() + 2));
    expect(await membershipOf(cookie)).toEqual({ premium: true, package: 'premium-yearly' });
    // The retries run out: Stripe cancels.
    await signed(sub(user._id, 'past_due', 'premium-yearly', now() + 3));
    await signed(sub(user._id, 'unpaid', 'premium-yearly', now() + 4));
    expect(await membershipOf(cookie)).toEqual({ premium: false, package: null });
  });

  it('ends premium when the grace runs out, even if no further event arrives', async () => {
    const { cookie, user } = await signup(t.app);
    await signed(checkoutCompleted(user._id, 'premium-monthly'));
    await signed(sub(user._id, 'past_due', 'premium-monthly'));
    expect(await membershipOf(cookie)).toMatchObject({ premium: true, status: 'past_due' });
    // Fourteen days later, as stored: the grace has passed, and nothing said so.
    const ended = new Date(Date.now() - 1000).toISOString();
    await setMembership(t.app.database.db, user._id, {
      premium: true,
      package: 'premium-monthly',
      status: 'past_due',
      graceUntil: ended,
    });
    expect(await membershipOf(cookie)).toEqual({ premium: false, package: null });
  });

  it('applies events in order: a late update after the cancellation gives no premium back', async () => {
    const { cookie, user } = await signup(t.app);
    const t0 = now() - 60;
    await signed({ ...checkoutCompleted(user._id, 'premium-monthly'), created: t0 });
    await signed(sub(user._id, 'active', 'premium-monthly', t0 + 1));
    const deleted = {
      id: eventId(),
      type: 'customer.subscription.deleted',
      created: t0 + 30,
      data: {
        object: {
          id: `sub_${user._id}`,
          object: 'subscription',
          customer: `cus_${user._id}`,
          status: 'canceled',
        },
      },
    };
    expect((await signed(deleted)).json().outcome).toBe('applied');
    expect(await membershipOf(cookie)).toEqual({ premium: false, package: null });
    // Sent before the cancellation, delivered after it (a retry): older, so it changes nothing.
    const late = await signed(sub(user._id, 'active', 'premium-monthly', t0 + 20));
    expect(late.json().outcome).toBe('stale');
    expect(await membershipOf(cookie)).toEqual({ premium: false, package: null });
    // Even one stamped the same second or later cannot revive the cancelled subscription.
    const sameSecond = await signed(sub(user._id, 'active', 'premium-monthly', t0 + 30));
    expect(sameSecond.json().outcome).toBe('stale');
    expect(await membershipOf(cookie)).toEqual({ premium: false, package: null });
    // A new checkout (a new subscription) does.
    await signed({
      ...checkoutCompleted(user._id, 'premium-yearly'),
      created: t0 + 40,
      data: {
        object: {
          ...checkoutCompleted(user._id).data.object,
          subscription: `sub_${user._id}_2`,
          metadata: { userId: user._id, planId: 'premium-yearly' },
        },
      },
    });
    expect(await membershipOf(cookie)).toEqual({ premium: true, package: 'premium-yearly' });
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
