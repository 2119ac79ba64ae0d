import type { Plan } from '@mnemoria/protocol';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../../config.ts';
import { hmac, safeEqualHex } from '../../../lib/crypto.ts';
import { loadPlans } from './plans.ts';
import type { PaymentProvider, ReturnUrls } from './provider.ts';
import { type StripeOptions, stripeProvider } from './stripe-provider.ts';
import { testProvider } from './test-provider.ts';

export { applyEvent, customerOf, setMembership } from './membership.ts';
export type { PaymentEvent, PaymentProvider } from './provider.ts';
export { WebhookRefused } from './provider.ts';

export type ProviderMode = 'stripe' | 'test' | 'none';

export interface Payments {
  /** Absent when no provider is set up (`none`): checkout and manage then answer 503. */
  provider: PaymentProvider | undefined;
  mode: ProviderMode;
  plans: readonly Plan[];
  plan(id: string): Plan | undefined;
  /** Absolute URLs of the web app's membership pages, for the provider to send the browser back to. */
  returnUrls(request: FastifyRequest): ReturnUrls;
}

/**
 * PAYMENT_PROVIDER when set; else Stripe when STRIPE_SECRET_KEY is set, the built-in test provider
 * outside production, and none in production. The test provider grants premium to whoever presses
 * its Pay button, so production gets it only when asked for by name.
 */
export function providerMode(config: Config): ProviderMode {
  if (config.PAYMENT_PROVIDER) return config.PAYMENT_PROVIDER;
  if (config.STRIPE_SECRET_KEY) return 'stripe';
  return config.NODE_ENV === 'production' ? 'none' : 'test';
}

export function createPayments(config: Config, stripeOptions?: StripeOptions): Payments {
  const plans = loadPlans(config.PAYMENT_PLANS);
  const mode = providerMode(config);
  let provider: PaymentProvider | undefined;
  if (mode === 'stripe') {
    // Without the webhook secret no webhook could ever be trusted: refuse to start.
    if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET)
      throw new Error(
        'Stripe payments need STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (the webhook signing secret).',
      );
    provider = stripeProvider(config.STRIPE_SECRET_KEY, config.STRIPE_WEBHOOK_SECRET, stripeOptions);
  } else if (mode === 'test') {
    provider = testProvider(config.SESSION_SECRET);
  }
  const publicOrigin = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : undefined;
  return {
    provider,
    mode,
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
