import type { Plan } from '@mnemoria/protocol';
import Stripe from 'stripe';

/** Who is paying: our user id travels with the checkout so the webhook finds the user again. */
export interface PayingUser {
  id: string;
  email: string;
  userName: string;
}

/** Where the provider's pages send the browser back to (absolute URLs of our web app). */
export interface ReturnUrls {
  success: string;
  cancel: string;
  manage: string;
}

/**
 * A webhook event as Stripe sends it (the built-in provider sends the same shape), after its
 * signature was verified. Only the fields the membership logic reads are typed.
 */
export interface PaymentEvent {
  id: string;
  type: string;
  /** Unix seconds when the provider created the event. */
  created?: number;
  data: { object: Record<string, unknown> };
}

/**
 * One payment provider: a hosted checkout for a plan, a hosted page to manage (cancel) the
 * subscription, and signed webhooks telling us what happened. Stripe in production; the built-in
 * test provider when no Stripe key is configured.
 */
export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  checkoutUrl(user: PayingUser, plan: Plan, urls: ReturnUrls, customerId?: string): Promise<string>;
  manageUrl(user: PayingUser, customerId: string, urls: ReturnUrls): Promise<string>;
  /**
   * The subscription as the provider holds it now, so events can be applied whatever order they
   * arrive in. Absent for the test provider, whose events are its only record.
   */
  subscription?(id: string): Promise<Record<string, unknown>>;
  /** The event of a webhook request, or a thrown WebhookRefused when its signature does not hold. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

export class WebhookRefused extends Error {}

/** Signed events older (or newer) than this are refused, so a captured request cannot be replayed later. */
export const WEBHOOK_TOLERANCE_S = 300;

/**
 * Both providers verify with the `stripe` package: the `Stripe-Signature` header holds `t=<unix
 * seconds>` and `v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, compared in constant time, within the
 * tolerance. The raw body must be the exact bytes received (re-serialised JSON would not match).
 */
export function verifyStripeSignature(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): PaymentEvent {
  if (!signature) throw new WebhookRefused('Missing Stripe-Signature header.');
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_S);
  } catch (err) {
    throw new WebhookRefused(err instanceof Error ? err.message : 'Invalid signature.');
  }
  const e = event as Partial<PaymentEvent> | null;
  if (
    !e ||
    typeof e.id !== 'string' ||
    typeof e.type !== 'string' ||
    typeof e.data?.object !== 'object' ||
    e.data.object === null
  )
    throw new WebhookRefused('The signed body is not an event.');
  return e as PaymentEvent;
}
