import { describe, expect, it } from 'vitest';
import { clockOffset, DISPLAY_SLACK_MS, formatClock, remainingMs, secondsLeft } from './clock.ts';

describe('server-clock countdown', () => {
  it('measures how far the device clock is from the server', () => {
    const local = Date.parse('2026-01-01T10:00:00.000Z');
    expect(clockOffset('2026-01-01T10:00:05.000Z', local)).toBe(5000);
    expect(clockOffset('not a date', local)).toBe(0);
  });

  it('counts down on the server clock, so a wrong device clock cannot stretch a stage', () => {
    const serverNow = Date.parse('2026-01-01T10:00:00.000Z');
    const deadline = '2026-01-01T10:00:30.000Z';
    // The device is 2 minutes behind the server.
    const localNow = serverNow - 120_000;
    const offset = clockOffset('2026-01-01T10:00:00.000Z', localNow);
    expect(remainingMs(deadline, offset, localNow)).toBe(30_000);
    expect(remainingMs(deadline, offset, localNow + 10_000)).toBe(20_000);
    expect(remainingMs(deadline, offset, localNow + 40_000)).toBe(0);
    expect(remainingMs(null, offset, localNow)).toBeNull();
  });

  it('formats m:ss, rounding up so 0:00 means the time is over', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(DISPLAY_SLACK_MS + 1)).toBe('0:01');
    expect(formatClock(9_000)).toBe('0:09');
    expect(formatClock(59_900)).toBe('1:00');
    expect(formatClock(61_000)).toBe('1:01');
    expect(formatClock(600_000)).toBe('10:00');
    expect(formatClock(-5)).toBe('0:00');
    expect(secondsLeft(4_500)).toBe(5);
    expect(secondsLeft(0)).toBe(0);
  });

  it('does not show 6 for a fresh 5 s countdown that arrived a few ms late', () => {
    expect(secondsLeft(5_030)).toBe(5);
    expect(formatClock(30_120)).toBe('0:30');
  });
});
