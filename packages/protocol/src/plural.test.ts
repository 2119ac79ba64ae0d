import { describe, expect, it } from 'vitest';
import { countOf } from './plural.ts';

describe('countOf', () => {
  it.each([
    [1, 'second', '1 second'],
    [0, 'second', '0 seconds'],
    [2, 'second', '2 seconds'],
    [1.5, 'second', '1.5 seconds'],
    [12.3, 'second', '12.3 seconds'],
    [1200, 'face', '1,200 faces'],
  ])('%d %s → %s', (n, noun, text) => {
    expect(countOf(n, noun)).toBe(text);
  });

  it('takes an irregular plural', () => {
    expect(countOf(1, 'person', 'people')).toBe('1 person');
    expect(countOf(3, 'person', 'people')).toBe('3 people');
  });
});
