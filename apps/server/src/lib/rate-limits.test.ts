import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { type CounterStore, MemoryCounterStore, RedisCounterStore } from './counter-store.ts';
import { clientKey, consume, DEFAULT_RATE_LIMITS, LoginThrottle, waitMessage } from './rate-limits.ts';

function clock() {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

function throttleWithClock(limits = DEFAULT_RATE_LIMITS) {
  const c = clock();
  return { c, throttle: new LoginThrottle(new MemoryCounterStore(c.now), limits) };
}

describe('LoginThrottle', () => {
  it('lets 5 tries through, then backs off 30 s, doubling per try up to 15 min', async () => {
    const { c, throttle } = throttleWithClock();
    for (let i = 0; i < 5; i++) expect(await throttle.reserve('a@x.io', '1.1.1.1')).toBe(0);
    expect(await throttle.reserve('a@x.io', '1.1.1.1')).toBe(30);
    c.advance(29_500);
    expect(await throttle.reserve('a@x.io', '1.1.1.1')).toBe(1);
    c.advance(500);
    expect(await throttle.reserve('a@x.io', '1.1.1.1')).toBe(0);
    expect(await throttle.reserve('a@x.io', '1.1.1.1')).toBe(60);
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      c.advance(15 * 60_000);
      expect(await throttle.reserve('a@x.io', '1.1.1.1')).toBe(0);
      waits.push(await throttle.reserve('a@x.io', '1.1.1.1'));
    }
    expect(waits).toEqual([120, 240, 480, 900, 900, 900, 900, 900]);
  });

  it('keys on account and IP together, case-insensitively, and a success clears it', async () => {
    const { throttle } = throttleWithClock();
    for (let i = 0; i < 5; i++) await throttle.reserve('A@x.io', '1.1.1.1');
    expect(await throttle.reserve('a@X.io', '1.1.1.1')).toBe(30);
    expect(await throttle.reserve('a@x.io', '2.2.2.2')).toBe(0);
    expect(await throttle.reserve('b@x.io', '1.1.1.1')).toBe(0);
    await throttle.succeeded('a@x.io', '1.1.1.1');
    for (let i = 0; i < 5; i++) expect(await throttle.reserve('a@x.io', '1.1.1.1')).toBe(0);
  });

  it('forgets old failures once the window has passed', async () => {
    const { c, throttle } = throttleWithClock();
    for (let i = 0; i < 4; i++) await throttle.reserve('a@x.io', 'ip');
    c.advance(31 * 60_000);
    for (let i = 0; i < 5; i++) expect(await throttle.reserve('a@x.io', 'ip')).toBe(0);
  });

  it('spends a per-IP budget across accounts; a success gives its try back', async () => {
    const limits = { ...DEFAULT_RATE_LIMITS, loginIpFailures: { max: 3, windowMs: 60_000 } };
    const { c, throttle } = throttleWithClock(limits);
    for (const account of ['a', 'b', 'c']) expect(await throttle.reserve(account, '9.9.9.9')).toBe(0);
    await throttle.succeeded('c', '9.9.9.9');
    expect(await throttle.reserve('d', '9.9.9.9')).toBe(0);
    c.advance(20_000);
    expect(await throttle.reserve('e', '9.9.9.9')).toBe(40);
    expect(await throttle.reserve('e', '9.9.9.10')).toBe(0);
    c.advance(40_000);
    expect(await throttle.reserve('e', '9.9.9.9')).toBe(0);
  });

  it('does not spend the IP budget on tries refused by an account lock', async () => {
    const limits = { ...DEFAULT_RATE_LIMITS, loginIpFailures: { max: 7, windowMs: 60_000 } };
    const { throttle } = throttleWithClock(limits);
    for (let i = 0; i < 20; i++) await throttle.reserve('a', '9.9.9.9');
    expect(await throttle.reserve('b', '9.9.9.9')).toBe(0);
    expect(await throttle.reserve('c', '9.9.9.9')).toBe(0);
    expect(await throttle.reserve('d', '9.9.9.9')).toBeGreaterThan(0);
  });
});

const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : undefined;
afterAll(() => redis?.quit());
const stores: [string, () => CounterStore][] = [['memory', () => new MemoryCounterStore()]];
if (redis)
  stores.push(['redis', () => new RedisCounterStore(redis, `test:${randomBytes(6).toString('hex')}:`)]);

describe.each(stores)('counters under a burst (%s)', (_name, makeStore) => {
  it('gives exactly the free tries of a parallel burst, the rest a real wait', async () => {
    const throttle = new LoginThrottle(makeStore(), DEFAULT_RATE_LIMITS);
    const waits = await Promise.all(Array.from({ length: 60 }, () => throttle.reserve('a@x.io', '1.1.1.1')));
    expect(waits.filter((w) => w === 0)).toHaveLength(5);
    for (const w of waits.filter((w) => w > 0)) expect(w).toBeGreaterThan(28);
  });

  it('holds the per-IP budget exactly under a burst across accounts', async () => {
    const limits = { ...DEFAULT_RATE_LIMITS, loginIpFailures: { max: 10, windowMs: 60_000 } };
    const throttle = new LoginThrottle(makeStore(), limits);
    const waits = await Promise.all(
      Array.from({ length: 40 }, (_, i) => throttle.reserve(`u${i}`, '8.8.8.8')),
    );
    expect(waits.filter((w) => w === 0)).toHaveLength(10);
  });

  it('spends from the IP budget only the tries a burst really got', async () => {
    const limits = { ...DEFAULT_RATE_LIMITS, loginIpFailures: { max: 10, windowMs: 60_000 } };
    const throttle = new LoginThrottle(makeStore(), limits);
    const burst = await Promise.all(Array.from({ length: 60 }, () => throttle.reserve('a', '7.7.7.7')));
    for (const w of burst.filter((w) => w > 0)) expect(w).toBeLessThanOrEqual(30);
    const others = await Promise.all(
      Array.from({ length: 6 }, (_, i) => throttle.reserve(`b${i}`, '7.7.7.7')),
    );
    expect(others.filter((w) => w === 0)).toHaveLength(5);
  });

  it('counts a fixed window and says how long is left of it', async () => {
    const store = makeStore();
    const limit = { max: 2, windowMs: 60_000 };
    const results = await Promise.all([1, 2, 3, 4].map(() => consume(store, 'k', limit)));
    expect(results.filter((w) => w === 0)).toHaveLength(2);
    for (const w of results.filter((w) => w > 0)) expect(w).toBeGreaterThan(55);
    await store.refund('never-hit');
    expect((await store.hit('never-hit', 1000)).count).toBe(1);
  });
});

describe('consume', () => {
  it('allows max hits per window, then asks to wait what is left of it, then allows again', async () => {
    const c = clock();
    const store = new MemoryCounterStore(c.now);
    const limit = { max: 2, windowMs: 60_000 };
    expect(await consume(store, 'k', limit)).toBe(0);
    c.advance(15_000);
    expect(await consume(store, 'k', limit)).toBe(0);
    expect(await consume(store, 'k', limit)).toBe(45);
    c.advance(44_001);
    expect(await consume(store, 'k', limit)).toBe(1);
    c.advance(1_000);
    expect(await consume(store, 'k', limit)).toBe(0);
  });
});

describe('clientKey', () => {
  it('groups an IPv6 /64 and unwraps IPv4-mapped addresses', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe('waitMessage', () => {
  it('says the same wait as Retry-After, in seconds or whole minutes rounded up', () => {
    expect(waitMessage(1)).toBe('Too many attempts. Please wait 1 second and try again.');
    expect(waitMessage(30)).toBe('Too many attempts. Please wait 30 seconds and try again.');
    expect(waitMessage(230)).toBe('Too many attempts. Please wait 4 minutes and try again.');
  });
});
