import { describe, expect, it } from 'vitest';
import { acceptedPage } from './pager.tsx';

describe('the pager’s page input', () => {
  it('takes a whole page number between 1 and the page count', () => {
    expect(acceptedPage('1', 5)).toBe(1);
    expect(acceptedPage(' 5 ', 5)).toBe(5);
    expect(acceptedPage('3', 5)).toBe(3);
  });

  it('ignores a page below 1, above the page count, or that is not a number', () => {
    for (const text of ['0', '-1', '6', '100', '', 'abc', '2.5', '1e1', '0x2', ' ']) {
      expect(acceptedPage(text, 5), text).toBeUndefined();
    }
  });
});
