import type { Membership } from '@mnemoria/protocol';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { paymentCustomers, paymentEvents, users } from '../../../db/schema.ts';
import type { PaymentEvent } from './provider.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

export type Outcome = 'applied' | 'duplicate' | 'ignored';

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

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 ? v : undefined);
const idOf = (v: unknown): string | undefined =>
  str(v) ?? (v && typeof v === 'object' ? str((v as { id?: unknown }).id) : undefined);
const meta = (o: Record<string, unknown>, key: string) =>
  o.metadata && typeof o.metadata === 'object'
    ? str((o.metadata as Record<string, unknown>)[key])
    : undefined;

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

/** The price id of a subscription's first item (Stripe nests it as items.data[0].price.id). */
function priceOf(sub: Record<string, unknown>): string | undefined {
  const items = sub.items as { data?: { price?: unknown }[] } | undefined;
  return idOf(items?.data?.[0]?.price) ?? meta(sub, 'planId');
}

/**
 * Applies one verified webhook event, once: the event id is recorded in the same transaction as
 * the change it makes, so a replayed (or concurrently redelivered) event changes nothing.
 * Event types we do not act on are recorded and otherwise ignored.
 */
export async function applyEvent(db: Db, provider: string, event: PaymentEvent): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type, provider })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (fresh.length === 0) return 'duplicate';
    const o = event.data.object;
    switch (event.type) {
      case 'checkout.session.completed': {
        const userId = str(o.client_reference_id) ?? meta(o, 'userId');
        const customerId = idOf(o.customer);
        const planId = meta(o, 'planId');
        if (!userId || !customerId || o.mode !== 'subscription') return 'ignored';
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
        if (!user) return 'ignored';
        const row = {
          customerId,
          userId,
          provider,
          subscriptionId: idOf(o.subscription) ?? null,
          planId: planId ?? null,
        };
        await tx
          .insert(paymentCustomers)
          .values(row)
          .onConflictDoUpdate({ target: paymentCustomers.userId, set: { ...row, updatedAt: new Date() } });
        await setMembership(tx, userId, { premium: true, package: planId ?? null });
        return 'applied';
      }
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const userId = await userOfCustomer(tx, idOf(o.customer), meta(o, 'userId'));
        if (!userId) return 'ignored';
        const paid = event.type === 'customer.subscription.updated' && PAID.has(String(o.status));
        const plan = paid ? (priceOf(o) ?? null) : null;
        if (paid)
          await tx
            .update(paymentCustomers)
            .set({ planId: plan, updatedAt: new Date() })
            .where(eq(paymentCustomers.userId, userId));
        return (await setMembership(tx, userId, { premium: paid, package: plan })) ? 'applied' : 'ignored';
      }
      case 'invoice.payment_failed': {
        const userId = await userOfCustomer(tx, idOf(o.customer));
        if (!userId) return 'ignored';
        return (await setMembership(tx, userId, { premium: false, package: null })) ? 'applied' : 'ignored';
      }
      default:
        return 'ignored';
    }
  });
}

/** The user's customer at the provider, if they ever completed a checkout. */
export async function customerOf(db: Db, userId: string) {
  const [row] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId));
  return row;
}
