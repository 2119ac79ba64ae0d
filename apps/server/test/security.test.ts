import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

describe('security headers and origin checks', () => {
  it('sends a CSP without inline scripts, nosniff and frame-ancestors none', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a state-changing request from a foreign Origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { email: 'x@example.com' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().messages.errors[0].msg).toMatch(/another site/);
  });

  it('accepts the same request from its own origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload: { email: 'nobody@example.com' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('reports health with the database state', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, db: true });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json().messages.errors).toHaveLength(1);
  });
});
