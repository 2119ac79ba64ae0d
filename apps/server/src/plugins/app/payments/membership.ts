import type { Membership } from '@mnemoria/protocol';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { paymentCustomers, paymentEvents, users } from '../../../db/schema.ts';
import { currentMembership, PAYMENT_GRACE_MS } from './premium.ts';
import type { PaymentEvent } from './provider.ts';
import { type SubscriptionState, stateOf } from './subscription-state.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

/** `stale`: an event older than what is already applied, or one that would revive a cancelled subscription. */
export type Outcome = 'applied' | 'duplicate' | 'ignored' | 'stale';

/**
 * Writes a user's membership. It is an update of one users row by its id, which the user caches
 * recognise (they watch every statement on the pool), so the next GET /api/user, trial check or
 * versus search already sees it — no other path may write membership.
 */
export async function setMembership(db: Conn, userId: string, membership: Membership): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ membership })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Subscription states in which the user has paid for the current period. */
const PAID = new Set(['active', 'trialing']);

async function userOfCustomer(db: Conn, customerId: string | undefined, fallbackUserId?: string) {
  if (customerId) {
    const [row] = await db
      .select({ userId: paymentCustomers.userId })
      .from(paymentCustomers)
      .where(eq(paymentCustomers.customerId, customerId));
    if (row) return row.userId;
  }
  return fallbackUserId;
}

/** The membership a subscription status gives, keeping a grace already running. */
async function membershipFor(tx: Tx, userId: string, state: SubscriptionState, planId: string | null) {
  if (PAID.has(state.status)) return { premium: true, package: planId };
  if (state.status !== 'past_due') return { premium: false, package: null };
  const [row] = await tx.select({ membership: users.membership }).from(users).where(eq(users.id, userId));
  const now = currentMembership(row?.membership, state.at.getTime());
  // Grace starts at the first failure; later retries failing again do not extend it.
  const graceUntil = now.graceUntil ?? new Date(state.at.getTime() + PAYMENT_GRACE_MS).toISOString();
  if (Date.parse(graceUntil) <= Date.now()) return { premium: false, package: null };
  return { premium: true, package: planId ?? now.package, status: 'past_due' as const, graceUntil };
}

/**
 * Applies one verified webhook event, once and in order: the event id is recorded in the same
 * transaction as the change it makes, so a replayed (or concurrently redelivered) event changes
 * nothing; and the customer row remembers the moment of the status it holds, so an event older
 * than that (Stripe delivers in no particular order, and retries for days) changes nothing
 * either. `current` is the subscription as the provider holds it now, when the provider could be
 * asked (Stripe): it then wins over the event's own copy, whatever order events arrive in.
 */
export async function applyEvent(
  db: Db,
  provider: string,
  event: PaymentEvent,
  current?: Record<string, unknown>,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type, provider })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (fresh.length === 0) return 'duplicate';
    const state = stateOf(event, current);
    if (!state) return 'ignored';
    const userId = await userOfCustomer(tx, state.customerId, state.userId);
    if (!userId) return 'ignored';
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) return 'ignored';

    const [known] = await tx.select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId));
    if (known?.statusAt && state.at < known.statusAt) return 'stale';
    const sameSubscription = !state.subscriptionId || known?.subscriptionId === state.subscriptionId;
    // A cancelled subscription never becomes active again (a new one has a new id).
    if (
      known?.status === 'canceled' &&
      sameSubscription &&
      state.status !== 'canceled' &&
      !state.fromProvider
    )
      return 'stale';

    const planId =
      PAID.has(state.status) || state.status === 'past_due' ? (state.planId ?? known?.planId ?? null) : null;
    const customerId = state.customerId ?? known?.customerId;
    if (customerId) {
      const row = {
        customerId,
        userId,
        provider,
        subscriptionId: state.subscriptionId ?? known?.subscriptionId ?? null,
        planId: planId ?? known?.planId ?? null,
        status: state.status,
        statusAt: state.at,
      };
      await tx
        .insert(paymentCustomers)
        .values(row)
        .onConflictDoUpdate({ target: paymentCustomers.userId, set: { ...row, updatedAt: new Date() } });
    }
    await setMembership(tx, userId, await membershipFor(tx, userId, state, planId));
    return 'applied';
  });
}

/** The user's customer at the provider, if they ever completed a checkout. */
export async function customerOf(db: Db, userId: string) {
  const [row] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId));
  return row;
}
