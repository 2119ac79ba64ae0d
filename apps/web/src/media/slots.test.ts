import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSlot, firstEmpty, hiddenInPool, nextEmpty, placeInGroup, placeSound } from './slots.ts';

afterEach(() => vi.restoreAllMocks());

describe('picker slots', () => {
  it('hides exactly the pool entries the answer uses (repeats counted)', () => {
    expect(hiddenInPool(['a', 'b', 'c'], [null, 'c', 'a'])).toEqual([true, false, true]);
    expect(hiddenInPool(['a', 'a', 'b'], ['a', null])).toEqual([true, false, false]);
    expect(hiddenInPool(['a'], [])).toEqual([false]);
  });

  it('finds the first / next empty slot', () => {
    expect(firstEmpty(['x', null, 'y', null], [0, 1, 2, 3])).toBe(1);
    expect(firstEmpty(['x', 'y'], [0, 1])).toBeUndefined();
    expect(nextEmpty([null, 'x', 'y'], 1, 3)).toBe(0);
    expect(nextEmpty(['x', 'y'], 0, 2)).toBeUndefined();
  });

  it('places a picture into a group slot and clears it again', () => {
    const answer = [null, null, null, null, null];
    const placed = placeInGroup(answer, 1, 0, 'img', 3, 5);
    expect(placed).toEqual([null, null, null, 'img', null]);
    expect(clearSlot(placed ?? [], 3)).toEqual(answer);
    expect(answer).toEqual([null, null, null, null, null]);
  });

  it("logs 'Invalid group or slot' for an impossible pick and changes nothing", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(placeInGroup([null, null], 0, undefined, 'img', 2, 2)).toBeNull();
    expect(placeInGroup([null, null], 0, 2, 'img', 2, 2)).toBeNull();
    expect(placeInGroup([null, null], 3, 0, 'img', 2, 2)).toBeNull();
    expect(error).toHaveBeenCalledTimes(3);
    expect(error).toHaveBeenCalledWith('Invalid group or slot');
  });

  it('places a sound into the current slot if empty, else the next empty one', () => {
    expect(placeSound([null, null, null], 1, 's', 3)).toEqual({ answer: [null, 's', null], slot: 1 });
    expect(placeSound([null, 'x', null], 1, 's', 3)).toEqual({ answer: [null, 'x', 's'], slot: 2 });
    expect(placeSound([null, 'x', 'y'], 1, 's', 3)).toEqual({ answer: ['s', 'x', 'y'], slot: 0 });
    expect(placeSound(['w', 'x', 'y'], 1, 's', 3)).toBeNull();
  });
});
