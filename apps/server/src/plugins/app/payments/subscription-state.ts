import type { PaymentEvent } from './provider.ts';

/** What an event (or a fresh read from the provider) says about a user's subscription. */
export interface SubscriptionState {
  userId?: string;
  customerId?: string;
  subscriptionId?: string;
  /** Stripe's subscription status: `active`, `trialing`, `past_due`, `canceled`, `unpaid`, … */
  status: string;
  planId?: string;
  /** The moment the status describes: the event's `created`, or now for a fresh read. */
  at: Date;
  /** Read from the provider just now, rather than taken from the event. */
  fromProvider: boolean;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 ? v : undefined);
const idOf = (v: unknown): string | undefined =>
  str(v) ?? (v && typeof v === 'object' ? str((v as { id?: unknown }).id) : undefined);
const meta = (o: Record<string, unknown>, key: string) =>
  o.metadata && typeof o.metadata === 'object'
    ? str((o.metadata as Record<string, unknown>)[key])
    : undefined;

/** The price id of a subscription's first item (Stripe nests it as items.data[0].price.id). */
function priceOf(sub: Record<string, unknown>): string | undefined {
  const items = sub.items as { data?: { price?: unknown }[] } | undefined;
  return idOf(items?.data?.[0]?.price) ?? meta(sub, 'planId');
}

/** The subscription an event is about: its own id, or the one a checkout or invoice names. */
export function subscriptionIdOf(event: PaymentEvent): string | undefined {
  const o = event.data.object;
  if (event.type.startsWith('customer.subscription.')) return idOf(o.id);
  if (event.type === 'checkout.session.completed') return idOf(o.subscription);
  if (event.type.startsWith('invoice.')) {
    // Newer API versions nest it under parent.subscription_details.
    const parent = o.parent as { subscription_details?: { subscription?: unknown } } | undefined;
    return idOf(o.subscription) ?? idOf(parent?.subscription_details?.subscription);
  }
  return undefined;
}

/** Stripe stamps events in whole seconds; an unstamped event counts as sent this second. */
const createdAt = (event: PaymentEvent) =>
  new Date((typeof event.created === 'number' ? event.created : Math.floor(Date.now() / 1000)) * 1000);

/**
 * The state an event leads to, or undefined for events that do not touch memberships.
 * `current` (the subscription just read from the provider) decides the status when present.
 */
export function stateOf(
  event: PaymentEvent,
  current?: Record<string, unknown>,
): SubscriptionState | undefined {
  const o = event.data.object;
  let state: SubscriptionState;
  switch (event.type) {
    case 'checkout.session.completed':
      if (o.mode !== 'subscription') return undefined;
      state = {
        userId: str(o.client_reference_id) ?? meta(o, 'userId'),
        customerId: idOf(o.customer),
        subscriptionId: idOf(o.subscription),
        status: 'active',
        planId: meta(o, 'planId'),
        at: createdAt(event),
        fromProvider: false,
      };
      break;
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      state = {
        userId: meta(o, 'userId'),
        customerId: idOf(o.customer),
        subscriptionId: idOf(o.id),
        status: event.type === 'customer.subscription.deleted' ? 'canceled' : String(o.status),
        planId: priceOf(o),
        at: createdAt(event),
        fromProvider: false,
      };
      break;
    case 'invoice.payment_failed':
      state = {
        customerId: idOf(o.customer),
        subscriptionId: subscriptionIdOf(event),
        status: 'past_due',
        at: createdAt(event),
        fromProvider: false,
      };
      break;
    default:
      return undefined;
  }
  if (!current) return state;
  return {
    userId: state.userId ?? meta(current, 'userId'),
    customerId: idOf(current.customer) ?? state.customerId,
    subscriptionId: idOf(current.id) ?? state.subscriptionId,
    status: String(current.status),
    planId: priceOf(current) ?? state.planId,
    at: new Date(),
    fromProvider: true,
  };
}
