import { describe, expect, it } from 'vitest';
import { autoAdvanceStep, DOUBLE_ARROW_MS, memorizeKey } from './keys.ts';

describe('memorize keys', () => {
  it('moves with the arrows within bounds and returns to the first item on space', () => {
    expect(memorizeKey('ArrowRight', 0, 3, 1000, null)).toEqual({ to: 1 });
    expect(memorizeKey('ArrowLeft', 0, 3, 1000, null)).toEqual({ to: 0 });
    expect(memorizeKey('ArrowLeft', 2, 3, 1000, null)).toEqual({ to: 1 });
    expect(memorizeKey(' ', 2, 3, 1000, null)).toEqual({ to: 0 });
    expect(memorizeKey('Enter', 1, 3, 1000, null)).toBe('finish');
    expect(memorizeKey('x', 1, 3, 1000, null)).toBeNull();
  });

  it('finishes on a second → within 200 ms on the last item, not later and not elsewhere', () => {
    expect(memorizeKey('ArrowRight', 2, 3, 1000, null)).toEqual({ to: 2 });
    expect(memorizeKey('ArrowRight', 2, 3, 1000 + DOUBLE_ARROW_MS, 1000)).toBe('finish');
    expect(memorizeKey('ArrowRight', 2, 3, 1000 + DOUBLE_ARROW_MS + 1, 1000)).toEqual({ to: 2 });
    expect(memorizeKey('ArrowRight', 1, 3, 1050, 1000)).toEqual({ to: 2 });
  });

  it('auto-advance loops when repeating, else finishes after the last item', () => {
    expect(autoAdvanceStep(0, 3, false)).toBe(1);
    expect(autoAdvanceStep(2, 3, false)).toBe('finish');
    expect(autoAdvanceStep(2, 3, true)).toBe(0);
  });
});
