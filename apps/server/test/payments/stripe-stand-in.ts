import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInCall {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The form-encoded body, as flat `key → value` pairs (`line_items[0][price]`, …). */
  form: Record<string, string>;
}

/**
 * A local HTTP stand-in for the parts of the Stripe API the server calls: Checkout Sessions, the
 * Customer Portal, and reading a subscription. It records every call, so tests check what the
 * `stripe` client really sent, and serves the subscriptions a test puts in `subscriptions`.
 */
export class StripeStandIn {
  readonly calls: StandInCall[] = [];
  readonly subscriptions = new Map<string, Record<string, unknown>>();
  /** Answer every call with this status (e.g. 500) to play an outage. */
  failWith: number | undefined;
  private server: Server | undefined;
  private n = 0;

  async start(): Promise<{ host: string; port: number; protocol: 'http' }> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(([status, body]) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++this.n}` });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return { host: '127.0.0.1', port, protocol: 'http' };
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: IncomingMessage): Promise<[number, unknown]> {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const call: StandInCall = {
      method: req.method ?? 'GET',
      path: url.pathname,
      authorization: req.headers.authorization,
      form: Object.fromEntries(new URLSearchParams(raw)),
    };
    this.calls.push(call);
    if (this.failWith) return [this.failWith, { error: { type: 'api_error', message: 'Stand-in outage.' } }];
    const id = `${++this.n}`.padStart(6, '0');
    if (call.method === 'POST' && call.path === '/v1/checkout/sessions')
      return [
        200,
        {
          id: `cs_test_${id}`,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/cs_test_${id}`,
        },
      ];
    if (call.method === 'POST' && call.path === '/v1/billing_portal/sessions')
      return [
        200,
        {
          id: `bps_${id}`,
          object: 'billing_portal.session',
          url: `https://billing.stripe.test/p/session/${id}`,
        },
      ];
    const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(call.path);
    if (call.method === 'GET' && sub?.[1]) {
      const found = this.subscriptions.get(sub[1]);
      if (found) return [200, { object: 'subscription', id: sub[1], ...found }];
      return [
        404,
        { error: { type: 'invalid_request_error', message: `No such subscription: '${sub[1]}'` } },
      ];
    }
    return [
      404,
      {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${call.method}: ${call.path}).`,
        },
      },
    ];
  }
}
