import { describe, expect, it } from 'vitest';
import {
  blocktrisSpeed,
  contentSize,
  evaluateStandard,
  expectedEventLength,
  levelDisplay,
  levelGain,
  PASS_THRESHOLD,
} from './constants.ts';
import { EVENT_NAMES } from './names.ts';

describe('event constants and level rules', () => {
  it.each([
    ['biography', 1, 1],
    ['biography', 5, 1],
    ['biography', 6, 2],
    ['sounds', 3, 10],
    ['binary', 1, 30],
    ['binary', 3, 50],
    ['decimal', 2, 18],
    ['names', 4, 11],
    ['cards', 1, 12],
    ['echopic', 1, 6],
    ['alphabet', 10, 66],
    ['images', 2, 8],
    ['animals', 1, 5],
    ['tetris', 7, 0],
    ['words', 5, 13],
    ['dates', 0, 3],
  ] as const)('expected length of %s for n=%d is %d', (event, n, expected) => {
    expect(expectedEventLength(event, n)).toBe(expected);
  });

  it('content size: biography formatted × 15, tetris formatted, others raw', () => {
    const data = { raw: [1, 2, 3], formatted: [[1, 2], [3]] };
    expect(contentSize('biography', data)).toBe(30);
    expect(contentSize('tetris', data)).toBe(2);
    for (const event of EVENT_NAMES.filter((e) => e !== 'biography' && e !== 'tetris')) {
      expect(contentSize(event, data)).toBe(3);
    }
  });

  it.each([
    ['biography', 1, 1, 3],
    ['biography', 4, 1, 12],
    ['biography', 5, 1, 0],
    ['biography', 7, 2, 21],
    ['sounds', 1, 6, 4],
    ['images', 1, 6, 4],
    ['binary', 1, 30, 20],
    ['decimal', 1, 12, 6],
    ['cards', 1, 52, 46],
    ['alphabet', 1, 12, 6],
    ['names', 1, 5, 2],
    ['animals', 1, 5, 2],
    ['words', 1, 5, 2],
    ['dates', 1, 5, 2],
    ['echopic', 1, 6, 2],
    ['tetris', 1, 4, 3],
    ['tetris', 1, 6, 5],
  ] as const)('level display of %s at level %d, amount %d is %d', (event, level, amount, expected) => {
    expect(levelDisplay(event, level, amount)).toBe(expected);
  });

  it.each([
    [1, 1000],
    [2, 930],
    [3, 865],
    [10, 520],
    [50, 29],
    [100, 1],
    [120, 0],
  ])('blocktris speed at level %d is %d ms', (level, ms) => {
    expect(blocktrisSpeed(level)).toBe(ms);
  });

  it('passes at the threshold and gains +1, +2 at 100 %, nothing on a fail', () => {
    expect(PASS_THRESHOLD).toBe(80);
    expect(evaluateStandard(79.99)).toBe('failed');
    expect(evaluateStandard(80)).toBe('passed');
    expect([0, 79.99, 80, 99.99, 100].map(levelGain)).toEqual([0, 0, 1, 1, 2]);
  });
});
