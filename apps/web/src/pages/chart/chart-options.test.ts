import type { ChartPoint } from '@mnemoria/protocol';
import { describe, expect, it } from 'vitest';
import { formatBest, formatDay, formatMark } from '../profile/progress-format.ts';
import { chartSeries, goalReached } from './chart-options.ts';

const point = (over: Partial<ChartPoint>): ChartPoint => ({
  createdAt: '2026-03-05T10:00:00.000Z',
  trialNumber: 1,
  score: 4,
  percent: 80,
  mode: 'standard',
  block_speed: null,
  ...over,
});

describe('chart goal reached', () => {
  const pts = [
    point({ score: 4 }),
    point({ trialNumber: 2, score: 3 }),
    point({ trialNumber: 3, score: 10, mode: 'practice' }),
  ];
  it('needs a goal above 0 and a standard best at or above it; practice never counts', () => {
    expect(goalReached('words', pts, undefined)).toBe(false);
    expect(goalReached('words', pts, 0)).toBe(false);
    expect(goalReached('words', pts, 4)).toBe(true);
    expect(goalReached('words', pts, 5)).toBe(false);
    expect(goalReached('words', [], 1)).toBe(false);
  });
  it('Blocktris: the lowest passed standard speed at or below the goal', () => {
    const t = [
      point({ block_speed: 930, percent: 100 }),
      point({ block_speed: 800, percent: 50 }),
      point({ block_speed: 700, percent: 100, mode: 'practice' }),
    ];
    expect(goalReached('tetris', t, 930)).toBe(true);
    expect(goalReached('tetris', t, 900)).toBe(false);
  });
  it('puts standard results on the line and practice and versus results apart, by trial or by date', () => {
    expect(chartSeries(pts, 'words', false).data).toEqual([
      [1, 2, 3],
      [4, 3, null],
      [null, null, 10],
      [null, null, null],
    ]);
    const withVersus = [...pts, point({ trialNumber: 4, score: 7, mode: 'versus' })];
    expect(chartSeries(withVersus, 'words', false).data.slice(2)).toEqual([
      [null, null, 10, null],
      [null, null, null, 7],
    ]);
    expect(chartSeries(pts, 'words', true).data[0][0]).toBe(Date.parse('2026-03-05T10:00:00.000Z') / 1000);
  });
});

describe('progress figures', () => {
  it('reads as the user expects', () => {
    expect(formatMark({ event: 'words', level: 2, amount: 4, totalMark: 5 })).toBe('4/5');
    expect(formatMark({ event: 'names', level: 2, amount: 4.5, totalMark: 5 })).toBe('4.5/5');
    expect(formatMark({ event: 'tetris', level: 3, amount: 860, totalMark: null })).toBe('860 ms');
    expect(formatMark({ event: 'binary', level: null, amount: null, totalMark: null })).toBe('N/A');
    expect(formatBest('tetris', 700)).toBe('700 ms');
    expect(formatBest('words', null)).toBe('N/A');
    expect(formatDay(new Date(2026, 2, 5, 12).toISOString())).toBe('5 March 2026');
  });
});
