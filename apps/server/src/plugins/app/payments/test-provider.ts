import { createHmac, randomBytes } from 'node:crypto';
import { hmac, safeEqualHex } from '../../../lib/crypto.ts';
import { type PaymentEvent, type PaymentProvider, verifyStripeSignature } from './provider.ts';

/**
 * The built-in provider, used when no Stripe key is configured: its checkout and manage pages are
 * served by this server (clearly marked TEST MODE, no card is taken) and complete by posting a
 * Stripe-shaped event, signed exactly as Stripe signs, to the same webhook route. So the whole
 * premium flow works, and is tested, without an account anywhere.
 */

/** Whoever knows SESSION_SECRET can sign test webhooks; nobody else can. */
export const testWebhookSecret = (sessionSecret: string) =>
  `whsec_${hmac(sessionSecret, 'mnemoria payments test webhook v1')}`;

/** The `Stripe-Signature` header for `payload`: `t=<seconds>,v1=<HMAC-SHA256 of "<t>.<payload>">`. */
export function signLikeStripe(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** What a test page acts for: a checkout of a plan, or managing a customer's subscription. */
export interface TestSession {
  kind: 'checkout' | 'manage';
  userId: string;
  /** The plan (checkout) or the customer (manage). */
  ref: string;
  success: string;
  cancel: string;
  /** Expiry, ms since epoch. */
  exp: number;
}

const SESSION_TTL_MS = 60 * 60 * 1000;

export function sealSession(secret: string, session: Omit<TestSession, 'exp'>, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ ...session, exp: now + SESSION_TTL_MS })).toString('base64url');
  return `${body}.${hmac(secret, `test-session:${body}`)}`;
}

/** The session a page link or form carries, or undefined when forged, altered or expired. */
export function openSession(secret: string, token: string, now = Date.now()): TestSession | undefined {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined || !/^[0-9a-f]{64}$/.test(mac)) return undefined;
  if (!safeEqualHex(mac, hmac(secret, `test-session:${body}`))) return undefined;
  try {
    const s = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TestSession;
    return typeof s.exp === 'number' && s.exp > now ? s : undefined;
  } catch {
    return undefined;
  }
}

export const testCustomerId = (userId: string) => `cus_test_${userId}`;
const eventId = () => `evt_test_${randomBytes(12).toString('hex')}`;

/** The events Stripe sends when a checkout completes and when a subscription is cancelled. */
export function checkoutCompletedEvent(userId: string, planId: string): PaymentEvent {
  return {
    id: eventId(),
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `cs_test_${randomBytes(12).toString('hex')}`,
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: userId,
        customer: testCustomerId(userId),
        subscription: `sub_test_${userId}`,
        metadata: { userId, planId },
      },
    },
  };
}

export function subscriptionDeletedEvent(userId: string, customerId: string): PaymentEvent {
  return {
    id: eventId(),
    type: 'customer.subscription.deleted',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: { id: `sub_test_${userId}`, object: 'subscription', customer: customerId, status: 'canceled' },
    },
  };
}

export function testProvider(sessionSecret: string): PaymentProvider {
  const secret = testWebhookSecret(sessionSecret);
  return {
    name: 'test',
    async checkoutUrl(user, plan, urls) {
      const token = sealSession(sessionSecret, {
        kind: 'checkout',
        userId: user.id,
        ref: plan._id,
        success: urls.success,
        cancel: urls.cancel,
      });
      return `${new URL(urls.success).origin}/api/payment/test/checkout?session=${token}`;
    },
    async manageUrl(user, customerId, urls) {
      const token = sealSession(sessionSecret, {
        kind: 'manage',
        userId: user.id,
        ref: customerId,
        success: urls.manage,
        cancel: urls.manage,
      });
      return `${new URL(urls.manage).origin}/api/payment/test/manage?session=${token}`;
    },
    verifyWebhook(rawBody, signature) {
      return verifyStripeSignature(rawBody, signature, secret);
    },
  };
}
