import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const tmp = () => mkdtempSync(join(tmpdir(), 'mn-config-'));

describe('loadConfig', () => {
  it('has working defaults and persists a generated session secret', () => {
    const dir = tmp();
    const a = loadConfig({ DATA_DIR: dir });
    expect(a.PORT).toBe(3000);
    expect(a.DATABASE_URL).toBeUndefined();
    expect(a.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8').trim()).toBe(a.SESSION_SECRET);
    expect(loadConfig({ DATA_DIR: dir }).SESSION_SECRET).toBe(a.SESSION_SECRET);
    expect(a.secureCookies).toBe(false);
  });

  it('switches to secure cookies for an https PUBLIC_URL and treats empty values as unset', () => {
    const c = loadConfig({ DATA_DIR: tmp(), PUBLIC_URL: 'https://mnemoria.example', REDIS_URL: '' });
    expect(c.secureCookies).toBe(true);
    expect(c.REDIS_URL).toBeUndefined();
  });

  it('names each invalid setting', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), PORT: 'abc', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });
});

describe('SIGNUP_LIMIT_PER_HOUR', () => {
  it('defaults to 20 and can be raised', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).SIGNUP_LIMIT_PER_HOUR).toBe(20);
    expect(loadConfig({ DATA_DIR: tmp(), SIGNUP_LIMIT_PER_HOUR: '200' }).SIGNUP_LIMIT_PER_HOUR).toBe(200);
  });
});
