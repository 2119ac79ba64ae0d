import { describe, expect, it } from 'vitest';
import { countOf, formatNumber } from './plural.ts';

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

describe('formatNumber', () => {
  // Integers, halves and thirds, ties at the fourth decimal, and large and tiny values: each must
  // read exactly as toLocaleString('en-US') writes it.
  const samples = [
    0,
    -0,
    1,
    7,
    999,
    1000,
    1234,
    99_999.9995,
    1_000_000,
    123_456_789.123,
    2 ** 53,
    1e20,
    1e21,
    1.0005,
    1.0004999,
    0.0005,
    0.00049,
    0.1 + 0.2,
    2.675,
    1.9999,
    42.5,
    1e-7,
    -3,
    -1234.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ];
  it.each(samples)('%d reads as toLocaleString does', (n) => {
    expect(formatNumber(n)).toBe(n.toLocaleString('en-US'));
  });

  it('agrees with toLocaleString on 20,000 random values', () => {
    let seed = 37;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 20_000; i++) {
      const scale = 10 ** Math.floor(random() * 12 - 4);
      const n = i % 3 === 0 ? Math.round(random() * scale * 1000) / 1000 : random() * scale;
      expect(formatNumber(n), String(n)).toBe(n.toLocaleString('en-US'));
    }
  });
});
