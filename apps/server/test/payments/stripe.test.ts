import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { signup, useListeningApp } from '../helpers.ts';

/**
 * With Stripe configured, the webhook trusts only the endpoint's signing secret (the built-in
 * provider's secret no longer works) and the test pages are gone. No request reaches Stripe here.
 */
const WEBHOOK_SECRET = 'whsec_mnemoria_test_endpoint';
process.env.STRIPE_SECRET_KEY = 'sk_test_mnemoria_not_a_real_key';
process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
const t = useListeningApp({ listen: false });

describe('Stripe provider webhook', () => {
  it('applies an event signed with the endpoint secret, refuses others, and serves no test pages', async () => {
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_WEBHOOK_SECRET;
    const { cookie, user } = await signup(t.app);
    const event = {
      id: `evt_stripe_${Date.now()}`,
      type: 'checkout.session.completed',
      data: {
        object: {
          mode: 'subscription',
          client_reference_id: user._id,
          customer: 'cus_real_1',
          subscription: 'sub_real_1',
          metadata: { userId: user._id, planId: 'premium-monthly' },
        },
      },
    };
    const payload = JSON.stringify(event);
    const send = (secret: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
        },
        payload,
      });
    expect((await send('whsec_someone_else')).statusCode).toBe(400);
    const ok = await send(WEBHOOK_SECRET);
    expect(ok.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.json().user.membership).toEqual({ premium: true, package: 'premium-monthly' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/payment/test/checkout?session=x' })).statusCode,
    ).toBe(404);
  });
});
