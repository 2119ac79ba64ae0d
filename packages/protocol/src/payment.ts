import { z } from 'zod';
import { wellFormedString } from './input.ts';

/**
 * Payments: the plans a user can subscribe to, the provider's hosted checkout and plan management,
 * and the membership a signed payment webhook switches on or off.
 */

/** A plan's id is the payment provider's price id; the user's `membership.package` holds it. */
export const planIdSchema = wellFormedString()
  .min(1, 'must name a plan')
  .max(200, 'must be at most 200 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a plan id (letters, digits, _ and -)');

export const planSchema = z.object({
  _id: planIdSchema,
  name: wellFormedString().min(1).max(60),
  /** Percent saved against paying monthly for the same time (0 for the monthly plan). */
  discount: z.int().min(0).max(100),
  /** Price in the currency's smallest unit (cents). */
  price: z.int().min(0),
  currency: z.string().regex(/^[a-z]{3}$/),
  interval: z.enum(['month', 'year']),
});
export type Plan = z.infer<typeof planSchema>;

/** GET /api/payment/checkout-url */
export const checkoutUrlQuerySchema = z.object({ planId: planIdSchema });
/** GET /api/payment/plan (`priceId` is the user's `membership.package`) */
export const planQuerySchema = z.object({ priceId: planIdSchema });

export interface CheckoutUrlResponse {
  success: true;
  checkout_url: string;
}
export interface ManageUrlResponse {
  success: true;
  manage_url: string;
}
export interface PlanResponse {
  success: true;
  plan: Plan;
}
export type PlansResponse = Plan[];

/**
 * GET /api/payment/provider: `stripe`, `test` (the built-in TEST MODE checkout: no card, no
 * money) or `none` (payments not set up: checkout and manage answer 503).
 */
export interface PaymentProviderResponse {
  success: true;
  provider: 'stripe' | 'test' | 'none';
}

/** The built-in test provider's pages post back a signed session token (and nothing else). */
export const testCheckoutBodySchema = z.object({
  session: wellFormedString().min(1).max(1000),
  action: z.enum(['pay', 'cancel']),
});
export const testManageBodySchema = z.object({
  session: wellFormedString().min(1).max(1000),
  action: z.enum(['cancel-subscription']),
});
export const testSessionQuerySchema = z.object({ session: wellFormedString().min(1).max(1000) });

/** POST /api/payment/admin/membership: an operator grants or revokes premium by hand. */
export const adminMembershipBodySchema = z.object({
  userName: wellFormedString().min(1).max(100),
  premium: z.boolean(),
  package: planIdSchema.nullable().optional(),
});

export const membershipSchema = z.object({
  premium: z.boolean(),
  package: z.string().nullable(),
  status: z.literal('past_due').optional(),
  graceUntil: z.string().optional(),
});
export type Membership = z.infer<typeof membershipSchema>;
