import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { login, signup, startApp } from './helpers.ts';

describe('restart', () => {
  it('keeps accounts and sessions across a server restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mn-restart-'));
    try {
      const first = await startApp({ dataDir });
      const { account, cookie } = await signup(first.app);
      await first.close();

      const second = await startApp({ dataDir });
      try {
        const me = await second.app.inject({ url: '/api/user', headers: { cookie } });
        expect(me.statusCode).toBe(200);
        expect(me.json().user.userName).toBe(account.userName);
        expect((await login(second.app, account.email, account.password)).statusCode).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
