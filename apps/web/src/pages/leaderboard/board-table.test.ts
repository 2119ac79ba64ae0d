import { describe, expect, it } from 'vitest';
import { memorizeTime } from './board-table.tsx';

describe('a memorize time on a board', () => {
  it('reads in seconds to the tenth, or to the hundredth for speed cards, rounded half up', () => {
    expect(memorizeTime(42_349)).toBe('42.3 s');
    expect(memorizeTime(42_350)).toBe('42.4 s');
    expect(memorizeTime(23_455, 2)).toBe('23.46 s');
    expect(memorizeTime(9_004, 2)).toBe('9.00 s');
    expect(memorizeTime(null)).toBe('—');
  });
});
