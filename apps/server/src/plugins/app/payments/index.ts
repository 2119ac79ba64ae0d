import type { Plan } from '@mnemoria/protocol';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../../config.ts';
import { hmac, safeEqualHex } from '../../../lib/crypto.ts';
import { loadPlans } from './plans.ts';
import type { PaymentProvider, ReturnUrls } from './provider.ts';
import { stripeProvider } from './stripe-provider.ts';
import { testProvider } from './test-provider.ts';

export { applyEvent, customerOf, setMembership } from './membership.ts';
export type { PaymentEvent, PaymentProvider } from './provider.ts';
export { WebhookRefused } from './provider.ts';

export interface Payments {
  provider: PaymentProvider;
  plans: readonly Plan[];
  plan(id: string): Plan | undefined;
  /** Absolute URLs of the web app's membership pages, for the provider to send the browser back to. */
  returnUrls(request: FastifyRequest): ReturnUrls;
}

/**
 * Stripe when STRIPE_SECRET_KEY is set (it then needs STRIPE_WEBHOOK_SECRET too, or no webhook
 * could ever be trusted), else the built-in test provider.
 */
export function createPayments(config: Config): Payments {
  const plans = loadPlans(config.PAYMENT_PLANS);
  let provider: PaymentProvider;
  if (config.STRIPE_SECRET_KEY) {
    if (!config.STRIPE_WEBHOOK_SECRET)
      throw new Error(
        'STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY (the webhook signing secret).',
      );
    provider = stripeProvider(config.STRIPE_SECRET_KEY, config.STRIPE_WEBHOOK_SECRET);
  } else {
    provider = testProvider(config.SESSION_SECRET);
  }
  const publicOrigin = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : undefined;
  return {
    provider,
    plans,
    plan: (id) => plans.find((p) => p._id === id),
    returnUrls(request) {
      const origin = publicOrigin ?? `${request.protocol}://${request.host}`;
      return {
        success: `${origin}/app/membership/success`,
        cancel: `${origin}/app/membership/cancelled`,
        manage: `${origin}/app/membership`,
      };
    },
  };
}

/** The operator's credential for granting premium by hand: derived from SESSION_SECRET. */
export const paymentsAdminKey = (secret: string) => hmac(secret, 'mnemoria payments admin v1');

export function isPaymentsAdmin(authorization: string | undefined, secret: string): boolean {
  const m = /^Bearer ([0-9a-f]{64})$/i.exec(authorization ?? '');
  return Boolean(m?.[1] && safeEqualHex(m[1].toLowerCase(), paymentsAdminKey(secret)));
}
