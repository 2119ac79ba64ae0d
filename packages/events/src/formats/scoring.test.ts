import { describe, expect, it } from 'vitest';
import {
  scoreDates,
  scoreImageRows,
  scoreNames,
  scoreRows,
  scoreSpeedCards,
  scoreToFirstMistake,
  scoreWordColumns,
  soundsAlike,
} from './scoring.ts';

const digits = (n: number) => Array.from({ length: n }, (_, i) => String(i % 10));
/** The key with the given positions changed (a wrong digit) or blanked. */
const edit = (key: string[], wrong: number[], blanks: number[] = []) =>
  key.map((d, i) => (blanks.includes(i) ? null : wrong.includes(i) ? String((Number(d) + 1) % 10) : d));

describe('numbers: rows of 40 (WMSC speed numbers)', () => {
  const key = digits(120);
  it('a perfect row scores 40, one error 20, two or more 0', () => {
    expect(scoreRows(key, key, 40).score).toBe(120);
    // Row 1 one wrong, row 2 two wrong, row 3 perfect: 20 + 0 + 40.
    const r = scoreRows(key, edit(key, [5, 41, 42]), 40);
    expect(r.rows?.map((x) => x.points)).toEqual([20, 0, 40]);
    expect(r.score).toBe(60);
  });
  it('a blank counts as an error', () => {
    expect(scoreRows(key, edit(key, [], [3]), 40).rows?.[0]?.points).toBe(20);
  });
  it('a partial last row: all correct scores the digits written, one error half of that rounded up', () => {
    const upTo = (n: number, g: (string | null)[]) => g.map((d, i) => (i < n ? d : null));
    expect(scoreRows(key, upTo(40 + 25, key), 40).score).toBe(40 + 25);
    expect(scoreRows(key, upTo(40 + 25, edit(key, [50])), 40).score).toBe(40 + 13);
    expect(scoreRows(key, upTo(40 + 25, edit(key, [50, 51])), 40).score).toBe(40);
  });
});

describe('binary: rows of 30', () => {
  const key = Array.from({ length: 60 }, (_, i) => String(i % 2));
  it('30 / 15 / 0 per row', () => {
    const g = key.map((d, i) => (i === 7 ? (d === '0' ? '1' : '0') : d));
    expect(scoreRows(key, g, 30).rows?.map((r) => r.points)).toEqual([15, 30]);
  });
});

describe('long cards: decks of 52', () => {
  it('52 for a perfect deck, 26 with one error, 0 with more', () => {
    const deck = Array.from({ length: 104 }, (_, i) => `c${i % 52}`);
    const g = deck.map((c, i) => (i === 3 || i === 60 || i === 61 ? 'x' : c));
    expect(scoreRows(deck, g, 52).rows?.map((r) => r.points)).toEqual([26, 0]);
  });
});

describe('words: columns of 20', () => {
  const words = Array.from({ length: 40 }, (_, i) => ['apple', 'river', 'candle', 'night'][i % 4] as string);
  it('a perfect column 20, one error 10, two or more 0', () => {
    const g = words.map((w, i) => (i === 2 ? 'garden' : i === 25 || i === 26 ? 'stone' : w));
    expect(scoreWordColumns(words, g).rows?.map((r) => r.points)).toEqual([10, 0]);
  });
  it('a misspelt word scores 0 but does not cancel its column', () => {
    const g = words.map((w, i) => (i === 1 ? 'rivver' : w));
    expect(scoreWordColumns(words, g).rows?.map((r) => r.points)).toEqual([19, 20]);
  });
});

describe('dates: +1 / −0.5, never below 0', () => {
  const years = ['1066', '1492', '1815', '2041'];
  it('counts right and wrong years, blanks are 0', () => {
    expect(scoreDates(years, ['1066', '1493', null, '2041']).score).toBe(1.5);
    expect(scoreDates(years, ['1', '2', '3', null]).score).toBe(0);
  });
});

describe('names', () => {
  const key = ['Catherine', 'Smith', 'Jon', 'Nakamura'];
  it('a phonetically right misspelling scores half a point (IAM / older rules)', () => {
    expect(soundsAlike('Catherine', 'Kathryn')).toBe(true);
    expect(soundsAlike('Smith', 'Nakamura')).toBe(false);
    expect(scoreNames(key, ['Kathryn', 'Smith', 'Paul', null], { phonetic: true }).score).toBe(1.5);
  });
  it('WMSC since 2013: no phonetic credit', () => {
    expect(scoreNames(key, ['Kathryn', 'Smith', 'Paul', null], { phonetic: false }).score).toBe(1);
  });
});

describe('speed cards and spoken numbers: up to the first mistake', () => {
  const deck = Array.from({ length: 52 }, (_, i) => `c${i}`);
  it('a perfect deck is timed to the hundredth of a second', () => {
    expect(scoreSpeedCards(deck, deck, 21_456)).toEqual({ score: 52, max: 52, seconds: 21.46 });
  });
  it('an imperfect deck counts the cards before the discrepancy and 300 s', () => {
    const g = deck.map((c, i) => (i === 30 ? 'c31' : i === 31 ? 'c30' : c));
    expect(scoreSpeedCards(deck, g, 19_000)).toEqual({ score: 30, max: 52, seconds: 300 });
  });
  it('spoken numbers stop at the first wrong or blank digit', () => {
    const key = digits(100);
    expect(scoreToFirstMistake(key, edit(key, [57])).score).toBe(57);
    expect(scoreToFirstMistake(key, edit(key, [], [0])).score).toBe(0);
  });
});

describe('images: rows of five, +5 / −1 / 0', () => {
  const key = Array.from({ length: 15 }, (_, i) => String(i % 5));
  it('right row +5, wrong row −1, blank row 0, total not below 0', () => {
    const g = key.map((v, i) => (i === 6 ? '9' : i >= 10 ? null : v));
    expect(scoreImageRows(key, g).rows?.map((r) => r.points)).toEqual([5, -1, 0]);
    expect(scoreImageRows(key, g).score).toBe(4);
    expect(
      scoreImageRows(
        key,
        key.map((v, i) => (i % 5 === 0 ? 'x' : v)),
      ).score,
    ).toBe(0);
  });
});
