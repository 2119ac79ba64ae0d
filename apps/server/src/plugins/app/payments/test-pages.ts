import {
  type Plan,
  testCheckoutBodySchema,
  testManageBodySchema,
  testSessionQuerySchema,
} from '@mnemoria/protocol';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Payments } from './index.ts';
import {
  checkoutCompletedEvent,
  openSession,
  signLikeStripe,
  subscriptionDeletedEvent,
  type TestSession,
  testWebhookSecret,
} from './test-provider.ts';

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const price = (p: Plan) => `${(p.price / 100).toFixed(2)} ${p.currency.toUpperCase()} / ${p.interval}`;

/** A self-contained page (no script: the forms post back here), marked TEST MODE all over. */
function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)} · TEST MODE</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#f4f1ea;color:#1d1d1f}
.banner{background:#b3261e;color:#fff;text-align:center;padding:.6rem 1rem;font-weight:700;letter-spacing:.08em}
main{max-width:30rem;margin:2rem auto;padding:1.5rem;background:#fff;border:3px dashed #b3261e;border-radius:12px}
h1{margin-top:0;font-size:1.5rem}.muted{color:#555;font-size:.95rem}
.row{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.25rem}
button{font:inherit;padding:.7rem 1.2rem;border-radius:8px;border:1px solid #333;background:#fff;cursor:pointer;min-height:44px}
button.primary{background:#1d4ed8;border-color:#1d4ed8;color:#fff}button.danger{background:#b3261e;border-color:#b3261e;color:#fff}
</style></head><body><div class="banner" role="note">TEST MODE — no real payment is taken</div><main>${body}</main></body></html>`;
}

const refused = (reply: FastifyReply, status: number, text: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(page('Payment', `<h1>${esc(text)}</h1>`));

/**
 * The built-in provider's hosted pages: checkout of a plan and management (cancellation) of the
 * subscription. They act only for the signed session in their link, and complete by posting a
 * signed event to the webhook route, through the same code as a real provider's webhook.
 */
export async function testPaymentPages(app: FastifyInstance, payments: Payments) {
  const secret = app.config.SESSION_SECRET;
  const webhookSecret = testWebhookSecret(secret);

  const session = (token: string, kind: TestSession['kind']) => {
    const s = openSession(secret, token);
    return s?.kind === kind ? s : undefined;
  };

  const deliver = async (event: object) => {
    const payload = JSON.stringify(event);
    const res = await app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signLikeStripe(payload, webhookSecret),
      },
      payload,
    });
    if (res.statusCode !== 200) throw new Error(`test webhook answered ${res.statusCode}: ${res.body}`);
  };

  /**
   * The app-wide `no-referrer` policy makes a browser send `Origin: null` with a form post, which
   * the cross-site check rightly refuses; these pages post only to themselves, so `same-origin`.
   */
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.url?.startsWith('/api/payment/test/'))
      reply.header('referrer-policy', 'same-origin');
  });

  app.get('/payment/test/checkout', async (request, reply) => {
    const q = testSessionQuerySchema.safeParse(request.query);
    const s = q.success ? session(q.data.session, 'checkout') : undefined;
    const plan = s && payments.plan(s.ref);
    if (!s || !plan) return refused(reply, 400, 'This checkout link is invalid or has expired.');
    const token = esc(q.data?.session ?? '');
    return reply.type('text/html; charset=utf-8').send(
      page(
        'Checkout',
        `<h1>Subscribe to ${esc(plan.name)}</h1>
<p><strong>${esc(price(plan))}</strong>${plan.discount ? ` (${plan.discount}% off)` : ''}</p>
<p class="muted">This is the built-in test checkout. Paying here takes no card and no money: it sends the
same signed payment event a real provider would, and your account becomes premium.</p>
<form method="post" action="/api/payment/test/checkout" class="row">
<input type="hidden" name="session" value="${token}">
<button class="primary" name="action" value="pay">Pay (test)</button>
<button name="action" value="cancel">Cancel</button></form>`,
      ),
    );
  });

  app.post('/payment/test/checkout', async (request, reply) => {
    const body = testCheckoutBodySchema.safeParse(request.body);
    const s = body.success ? session(body.data.session, 'checkout') : undefined;
    if (!body.success || !s || !payments.plan(s.ref))
      return refused(reply, 400, 'This checkout link is invalid or has expired.');
    if (body.data.action === 'cancel') return reply.redirect(s.cancel, 303);
    await deliver(checkoutCompletedEvent(s.userId, s.ref));
    return reply.redirect(s.success, 303);
  });

  app.get('/payment/test/manage', async (request, reply) => {
    const q = testSessionQuerySchema.safeParse(request.query);
    const s = q.success ? session(q.data.session, 'manage') : undefined;
    if (!s) return refused(reply, 400, 'This link is invalid or has expired.');
    return reply.type('text/html; charset=utf-8').send(
      page(
        'Manage plan',
        `<h1>Manage your plan</h1>
<p class="muted">This is the built-in test billing page. Cancelling ends premium at once (a real
provider may keep it until the paid period ends).</p>
<form method="post" action="/api/payment/test/manage" class="row">
<input type="hidden" name="session" value="${esc(q.data?.session ?? '')}">
<button class="danger" name="action" value="cancel-subscription">Cancel subscription</button>
<a href="${esc(s.success)}" style="align-self:center">Back to Mnemoria</a></form>`,
      ),
    );
  });

  app.post('/payment/test/manage', async (request, reply) => {
    const body = testManageBodySchema.safeParse(request.body);
    const s = body.success ? session(body.data.session, 'manage') : undefined;
    if (!s) return refused(reply, 400, 'This link is invalid or has expired.');
    await deliver(subscriptionDeletedEvent(s.userId, s.ref));
    return reply.redirect(s.success, 303);
  });
}
