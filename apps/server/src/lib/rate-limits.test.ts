import { describe, expect, it } from 'vitest';
import { MemoryCounterStore } from './counter-store.ts';
import { consume, DEFAULT_RATE_LIMITS, LoginThrottle } from './rate-limits.ts';

function clock() {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('LoginThrottle', () => {
  it('lets 5 failures through, then backs off 30 s, doubling per failure up to 15 min', async () => {
    const c = clock();
    const throttle = new LoginThrottle(new MemoryCounterStore(c.now), DEFAULT_RATE_LIMITS, c.now);
    for (let i = 0; i < 4; i++) {
      await throttle.recordFailure('a@x.io', '1.1.1.1');
      expect(await throttle.waitSeconds('a@x.io', '1.1.1.1')).toBe(0);
    }
    await throttle.recordFailure('a@x.io', '1.1.1.1');
    expect(await throttle.waitSeconds('a@x.io', '1.1.1.1')).toBe(30);
    c.advance(30_000);
    expect(await throttle.waitSeconds('a@x.io', '1.1.1.1')).toBe(0);
    await throttle.recordFailure('a@x.io', '1.1.1.1');
    expect(await throttle.waitSeconds('a@x.io', '1.1.1.1')).toBe(60);
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      c.advance(15 * 60_000);
      await throttle.recordFailure('a@x.io', '1.1.1.1');
      waits.push(await throttle.waitSeconds('a@x.io', '1.1.1.1'));
    }
    expect(waits).toEqual([120, 240, 480, 900, 900, 900, 900, 900]);
  });

  it('keys on account and IP together, case-insensitively, and a success clears it', async () => {
    const c = clock();
    const throttle = new LoginThrottle(new MemoryCounterStore(c.now), DEFAULT_RATE_LIMITS, c.now);
    for (let i = 0; i < 5; i++) await throttle.recordFailure('A@x.io', '1.1.1.1');
    expect(await throttle.waitSeconds('a@X.io', '1.1.1.1')).toBe(30);
    expect(await throttle.waitSeconds('a@x.io', '2.2.2.2')).toBe(0);
    expect(await throttle.waitSeconds('b@x.io', '1.1.1.1')).toBe(0);
    await throttle.recordSuccess('a@x.io', '1.1.1.1');
    expect(await throttle.waitSeconds('a@x.io', '1.1.1.1')).toBe(0);
  });

  it('forgets old failures once the window has passed', async () => {
    const c = clock();
    const throttle = new LoginThrottle(new MemoryCounterStore(c.now), DEFAULT_RATE_LIMITS, c.now);
    for (let i = 0; i < 4; i++) await throttle.recordFailure('a@x.io', 'ip');
    c.advance(31 * 60_000);
    await throttle.recordFailure('a@x.io', 'ip');
    expect(await throttle.waitSeconds('a@x.io', 'ip')).toBe(0);
  });
});

describe('consume', () => {
  it('allows max hits per window, then asks to wait, then allows again', async () => {
    const c = clock();
    const store = new MemoryCounterStore(c.now);
    const limit = { max: 2, windowMs: 60_000 };
    expect(await consume(store, 'k', limit)).toBe(0);
    expect(await consume(store, 'k', limit)).toBe(0);
    expect(await consume(store, 'k', limit)).toBe(60);
    c.advance(60_000);
    expect(await consume(store, 'k', limit)).toBe(0);
  });
});
