import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blocktrisSpeed } from './constants.ts';
import {
  amountForLevel,
  levelRules,
  practiceBounds,
  practiceRules,
  sessionRules,
  TETRIS_MAX_BLOCKS,
  tetrisBlockCount,
} from './levels.ts';
import { EVENT_NAMES } from './names.ts';

describe('standard levels', () => {
  it.each([
    ['binary', 1, { amount: 30, memorizeSeconds: 30, recallSeconds: 60 }],
    ['binary', 50, { amount: 520, memorizeSeconds: 390, recallSeconds: 780 }],
    ['decimal', 1, { amount: 12, memorizeSeconds: 30, recallSeconds: 60 }],
    ['names', 1, { amount: 5, memorizeSeconds: 40, recallSeconds: 80 }],
    ['biography', 6, { amount: 2, memorizeSeconds: 120, recallSeconds: 240 }],
    ['cards', 8, { amount: 54, memorizeSeconds: 165, recallSeconds: 330 }],
    ['dates', 200, { amount: 403, memorizeSeconds: 2015, recallSeconds: 4030 }],
    ['tetris', 1, { amount: 4, memorizeSeconds: 95, recallSeconds: 190 }],
  ] as const)('%s level %d', (event, level, rules) => {
    expect(levelRules(event, level)).toEqual(rules);
  });

  it('grows amount and times without bound (tetris: speed) and never shrinks them', () => {
    for (const event of EVENT_NAMES) {
      let last = levelRules(event, 1);
      for (let level = 2; level <= 400; level++) {
        const next = levelRules(event, level);
        if (event !== 'tetris') {
          expect(next.amount).toBeGreaterThanOrEqual(last.amount);
          expect(next.memorizeSeconds).toBeGreaterThanOrEqual(last.memorizeSeconds);
        }
        expect(next.recallSeconds).toBeGreaterThanOrEqual(60);
        last = next;
      }
      if (event !== 'tetris')
        expect(levelRules(event, 10_000).amount).toBeGreaterThan(levelRules(event, 400).amount);
    }
    expect(blocktrisSpeed(60)).toBeLessThan(blocktrisSpeed(59));
  });

  it('caps tetris blocks and clamps odd levels', () => {
    expect(tetrisBlockCount(1)).toBe(4);
    expect(tetrisBlockCount(10_000)).toBe(TETRIS_MAX_BLOCKS);
    expect(amountForLevel('binary', 0)).toBe(30);
    expect(amountForLevel('binary', Number.NaN)).toBe(30);
    expect(amountForLevel('binary', 2.7)).toBe(40);
  });
});

describe('practice bounds', () => {
  it('brings any request within the bounds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...EVENT_NAMES),
        fc.double(),
        fc.double(),
        fc.double(),
        (event, amount, mem, rec) => {
          const b = practiceBounds(event);
          const r = practiceRules(event, { amount, memorizeSeconds: mem, recallSeconds: rec });
          expect(r.amount).toBeGreaterThanOrEqual(b.amount.min);
          expect(r.amount).toBeLessThanOrEqual(b.amount.max);
          expect(r.memorizeSeconds).toBeGreaterThanOrEqual(b.memorizeSeconds.min);
          expect(r.recallSeconds).toBeLessThanOrEqual(b.recallSeconds.max);
          expect(Number.isInteger(r.amount)).toBe(true);
        },
      ),
    );
    expect(practiceRules('cards', { amount: 60, memorizeSeconds: 120, recallSeconds: 300 })).toEqual({
      amount: 60,
      memorizeSeconds: 120,
      recallSeconds: 300,
    });
  });
});

describe('session rules', () => {
  it('plays the level in standard and versus, the user choice in practice', () => {
    expect(sessionRules('names', 'standard', 3)).toEqual(levelRules('names', 3));
    expect(sessionRules('names', 'versus', 3)).toEqual(levelRules('names', 3));
    expect(sessionRules('names', 'practice', 3, { amount: 40 })).toEqual({
      ...levelRules('names', 3),
      amount: 40,
    });
    expect(sessionRules('names', 'practice', 1, { amount: 10_000, recallSeconds: 1 })).toMatchObject({
      amount: 200,
      recallSeconds: 10,
    });
  });
});
