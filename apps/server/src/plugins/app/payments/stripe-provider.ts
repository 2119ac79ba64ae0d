import Stripe from 'stripe';
import { type PaymentProvider, verifyStripeSignature } from './provider.ts';

/**
 * Stripe: a Checkout Session in subscription mode for the plan's price, the Customer Portal to
 * manage or cancel it, and webhooks signed with the endpoint's secret.
 */
/** Where the Stripe API is reached; only tests point it elsewhere (a local stand-in). */
export type StripeOptions = Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'>;

export function stripeProvider(
  secretKey: string,
  webhookSecret: string,
  options: StripeOptions = {},
): PaymentProvider {
  const stripe = new Stripe(secretKey, options);
  return {
    name: 'stripe',
    async checkoutUrl(user, plan, urls, customerId) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: plan._id, quantity: 1 }],
        client_reference_id: user.id,
        ...(customerId ? { customer: customerId } : { customer_email: user.email }),
        metadata: { userId: user.id, planId: plan._id },
        // Subscription events carry these too, so they find the user even before the customer is known.
        subscription_data: { metadata: { userId: user.id, planId: plan._id } },
        success_url: `${urls.success}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: urls.cancel,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL.');
      return session.url;
    },
    async manageUrl(_user, customerId, urls) {
      const portal = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: urls.manage,
      });
      return portal.url;
    },
    async subscription(id) {
      return (await stripe.subscriptions.retrieve(id)) as unknown as Record<string, unknown>;
    },
    verifyWebhook(rawBody, signature) {
      return verifyStripeSignature(rawBody, signature, webhookSecret);
    },
  };
}
