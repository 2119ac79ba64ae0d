import { adminMembershipBodySchema, checkoutUrlQuerySchema, planQuerySchema } from '@mnemoria/protocol';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { users } from '../../db/schema.ts';
import {
  applyEvent,
  customerOf,
  isPaymentsAdmin,
  type PaymentEvent,
  type Payments,
  setMembership,
  WebhookRefused,
} from '../../plugins/app/payments/index.ts';
import { isPremium } from '../../plugins/app/payments/premium.ts';
import { subscriptionIdOf } from '../../plugins/app/payments/subscription-state.ts';
import { testPaymentPages } from '../../plugins/app/payments/test-pages.ts';

const fail = (reply: FastifyReply, status: number, error: string) =>
  reply.code(status).send({ success: false, error });
export const NOT_SET_UP = 'Payments are not set up on this server, so memberships cannot be bought here yet.';
const UNREACHABLE = 'The payment provider could not be reached. Please try again in a minute.';
const problem = (issues: { path: PropertyKey[]; message: string }[]) =>
  issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ');

/**
 * Membership payments (see docs/api.md "Payments"): plans, the provider's checkout and plan
 * management links, the provider's signed webhook that switches premium on or off, and the
 * operator's grant/revoke call used by `npm run admin:premium`.
 */
export async function paymentRoutes(app: FastifyInstance, opts: { payments: Payments }) {
  const { payments } = opts;
  const db = app.database.db;

  app.get('/payment/plans', async () => payments.plans);

  /** Which provider takes payments here, so the membership page can say test mode or not set up. */
  app.get('/payment/provider', async () => ({ success: true, provider: payments.mode }));

  app.get('/payment/plan', async (request, reply) => {
    const q = planQuerySchema.safeParse(request.query);
    if (!q.success) return fail(reply, 400, `Invalid request: ${problem(q.error.issues)}.`);
    const plan = payments.plan(q.data.priceId);
    if (!plan) return fail(reply, 404, 'There is no such plan.');
    return { success: true, plan };
  });

  app.get('/payment/checkout-url', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) return fail(reply, 401, 'You are not signed in.');
    const q = checkoutUrlQuerySchema.safeParse(request.query);
    if (!q.success) return fail(reply, 400, `Invalid request: ${problem(q.error.issues)}.`);
    const plan = payments.plan(q.data.planId);
    if (!plan) return fail(reply, 404, 'There is no such plan.');
    if (isPremium(user.membership))
      return fail(reply, 409, 'You are already premium: use Manage to change your plan.');
    const provider = payments.provider;
    if (!provider) return fail(reply, 503, NOT_SET_UP);
    const customer = await customerOf(db, user.id);
    try {
      const checkout_url = await provider.checkoutUrl(
        user,
        plan,
        payments.returnUrls(request),
        customer?.provider === provider.name ? customer.customerId : undefined,
      );
      return { success: true, checkout_url };
    } catch (err) {
      request.log.warn({ err }, 'payment: checkout could not be created');
      return fail(reply, 503, UNREACHABLE);
    }
  });

  app.get('/payment/manage-url', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) return fail(reply, 401, 'You are not signed in.');
    const provider = payments.provider;
    if (!provider) return fail(reply, 503, NOT_SET_UP);
    const customer = await customerOf(db, user.id);
    if (!customer || customer.provider !== provider.name)
      return fail(reply, 404, 'You have no subscription to manage.');
    try {
      const manage_url = await provider.manageUrl(user, customer.customerId, payments.returnUrls(request));
      return { success: true, manage_url };
    } catch (err) {
      request.log.warn({ err }, 'payment: the management page could not be opened');
      return fail(reply, 503, UNREACHABLE);
    }
  });

  // The webhook needs the exact bytes that were signed, so in this scope only, bodies are kept raw.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post('/payment/webhook', async (request, reply) => {
      const provider = payments.provider;
      if (!provider) return fail(reply, 503, NOT_SET_UP);
      const raw = request.body;
      if (!Buffer.isBuffer(raw) || raw.length === 0) return fail(reply, 400, 'Expected a signed JSON event.');
      const signature = request.headers['stripe-signature'];
      let event: PaymentEvent;
      try {
        event = provider.verifyWebhook(raw, typeof signature === 'string' ? signature : undefined);
      } catch (err) {
        if (err instanceof WebhookRefused) return fail(reply, 400, `Webhook refused: ${err.message}`);
        throw err;
      }
      // Re-read the subscription from the provider (outside the transaction: a network call), so
      // the state applied is the current one, not the event's copy. If that fails nothing is
      // recorded, and the non-2xx answer makes the provider deliver the event again later.
      const subscriptionId = provider.subscription ? subscriptionIdOf(event) : undefined;
      let current: Record<string, unknown> | undefined;
      try {
        current = subscriptionId ? await provider.subscription?.(subscriptionId) : undefined;
      } catch (err) {
        request.log.warn({ err, event: event.id }, 'payment webhook: the subscription could not be read');
        return fail(
          reply,
          503,
          'The payment provider could not be reached; the event will be delivered again.',
        );
      }
      const outcome = await applyEvent(db, provider.name, event, current);
      request.log.info({ event: event.id, type: event.type, outcome }, 'payment webhook');
      return { received: true, outcome };
    });
  });

  app.post('/payment/admin/membership', async (request, reply) => {
    if (!isPaymentsAdmin(request.headers.authorization, app.config.SESSION_SECRET))
      return fail(reply, 403, 'This call needs the payments admin key.');
    const body = adminMembershipBodySchema.safeParse(request.body);
    if (!body.success) return fail(reply, 400, `Invalid request: ${problem(body.error.issues)}.`);
    const { userName, premium } = body.data;
    const pkg = premium ? (body.data.package ?? null) : null;
    if (pkg && !payments.plan(pkg)) return fail(reply, 404, `There is no plan ${pkg}.`);
    const [user] = await db
      .select({ id: users.id, userName: users.userName })
      .from(users)
      .where(sql`lower(${users.userName}) = lower(${userName})`);
    if (!user) return fail(reply, 404, `There is no user ${userName}.`);
    const membership = { premium, package: pkg };
    await setMembership(db, user.id, membership);
    return { success: true, userName: user.userName, membership };
  });

  if (payments.provider?.name === 'test') await testPaymentPages(app, payments);
}
