import { type Plan, planSchema } from '@mnemoria/protocol';
import { z } from 'zod';

/**
 * The plans on offer. Operators set PAYMENT_PLANS (a JSON list) to their own Stripe price ids and
 * prices; without it two sensible plans are offered, whose ids the built-in test provider accepts.
 */
export const DEFAULT_PLANS: readonly Plan[] = [
  { _id: 'premium-monthly', name: 'Monthly', discount: 0, price: 499, currency: 'usd', interval: 'month' },
  { _id: 'premium-yearly', name: 'Yearly', discount: 33, price: 3999, currency: 'usd', interval: 'year' },
];

const configuredPlan = z.object({
  id: planSchema.shape._id,
  name: planSchema.shape.name,
  discount: planSchema.shape.discount.default(0),
  price: planSchema.shape.price,
  currency: planSchema.shape.currency.default('usd'),
  interval: planSchema.shape.interval,
});

/** Plans from PAYMENT_PLANS, or the defaults; a malformed setting stops the server with the reason. */
export function loadPlans(setting: string | undefined): Plan[] {
  if (!setting) return DEFAULT_PLANS.map((p) => ({ ...p }));
  let raw: unknown;
  try {
    raw = JSON.parse(setting);
  } catch {
    throw new Error('PAYMENT_PLANS must be a JSON list of plans.');
  }
  const parsed = z.array(configuredPlan).min(1).safeParse(raw);
  if (!parsed.success) {
    const why = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`PAYMENT_PLANS is not a valid list of plans: ${why}`);
  }
  return parsed.data.map(({ id, ...rest }) => ({ _id: id, ...rest }));
}
