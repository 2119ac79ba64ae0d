import type { Membership } from '@mnemoria/protocol';

/**
 * How long premium lasts after a renewal payment fails, while the provider retries the card
 * (Stripe's default Smart Retries try for up to two weeks). A successful retry makes the
 * subscription active again; a final failure cancels it, and either webhook ends the grace early.
 */
export const PAYMENT_GRACE_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * The membership as it is now: a past-due membership whose grace has run out is free, even before
 * the provider's final word arrives (or if it never does).
 */
export function currentMembership(stored: unknown, now: number = Date.now()): Membership {
  const m = (stored ?? {}) as Partial<Membership>;
  const graceEnded = m.graceUntil !== undefined && Date.parse(m.graceUntil) <= now;
  if (m.premium !== true || graceEnded) return { premium: false, package: null };
  return {
    premium: true,
    package: m.package ?? null,
    ...(m.graceUntil ? { status: 'past_due' as const, graceUntil: m.graceUntil } : {}),
  };
}

/** Whether the user's stored membership gives premium now. */
export const isPremium = (stored: unknown, now: number = Date.now()): boolean =>
  currentMembership(stored, now).premium;
