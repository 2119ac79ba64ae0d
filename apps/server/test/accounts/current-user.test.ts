import { describe, expect, it } from 'vitest';
import { signup, useListeningApp } from '../helpers.ts';

const t = useListeningApp({ listen: false });

describe('GET /api/user', () => {
  it('answers a visitor 401, or 200 { user: null } when asked as optional (no failed request)', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(plain.statusCode).toBe(401);
    const optional = await t.app.inject({ method: 'GET', url: '/api/user?optional=true' });
    expect([optional.statusCode, optional.json()]).toEqual([200, { user: null }]);
    expect(optional.headers['cache-control']).toBe('no-store');
  });

  it('answers a signed-in user the same either way', async () => {
    const { cookie, account } = await signup(t.app);
    for (const url of ['/api/user', '/api/user?optional=true']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.json().user.userName).toBe(account.userName);
    }
  });
});
