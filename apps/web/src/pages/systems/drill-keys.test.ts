import { describe, expect, it } from 'vitest';
import { drillAction, formatWait } from './drill-keys.ts';

describe('drill keys', () => {
  it('reveals with Space or Enter, grades 1–4 only once revealed', () => {
    expect(drillAction(' ', false)).toEqual({ type: 'reveal' });
    expect(drillAction('Enter', false)).toEqual({ type: 'reveal' });
    expect(drillAction('3', false)).toBeNull();
    expect(drillAction('1', true)).toEqual({ type: 'grade', rating: 1 });
    expect(drillAction('4', true)).toEqual({ type: 'grade', rating: 4 });
    expect(drillAction('5', true)).toBeNull();
    expect(drillAction('3', true, { ctrl: true })).toBeNull();
  });

  it('says how long until the next review', () => {
    expect(formatWait(60_000)).toBe('1 min');
    expect(formatWait(10 * 60_000)).toBe('10 min');
    expect(formatWait(3 * 3_600_000)).toBe('3 h');
    expect(formatWait(24 * 3_600_000)).toBe('1 day');
    expect(formatWait(9 * 24 * 3_600_000)).toBe('9 days');
  });
});
