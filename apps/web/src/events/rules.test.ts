import { DEFAULT_SETTINGS, EVENT_NAMES } from '@mnemoria/events';
import { describe, expect, it } from 'vitest';
import { datesViews } from './dates/index.ts';
import { cleanYear } from './dates/Recall.tsx';
import { blockAnswered, blockIndices, filterCell } from './digits/digit-rules.ts';
import { namesViews } from './names/index.ts';
import { loadEventViews } from './registry.ts';
import { wordsViews } from './words/index.ts';
import { fieldWidth } from './words/Recall.tsx';

const data = <T>(raw: T[], formatted: unknown[] = raw, shuffle1: unknown[] = []) => ({
  raw,
  formatted,
  shuffle1,
  shuffle2: [],
});

describe('digit cells', () => {
  it('binary takes only 0 and 1', () => {
    expect(filterCell('binary', '0')).toBe('0');
    expect(filterCell('binary', '1')).toBe('1');
    expect(filterCell('binary', '2')).toBeNull();
    expect(filterCell('binary', 'a')).toBeNull();
  });

  it('decimal takes 0–9 only', () => {
    expect(filterCell('decimal', '7')).toBe('7');
    expect(filterCell('decimal', 'e')).toBeNull();
    expect(filterCell('decimal', '-')).toBeNull();
  });

  it('alphabet upper-cases letters and takes digits', () => {
    expect(filterCell('alphabet', 'q')).toBe('Q');
    expect(filterCell('alphabet', 'Z')).toBe('Z');
    expect(filterCell('alphabet', '4')).toBe('4');
    expect(filterCell('alphabet', 'é')).toBeNull();
    expect(filterCell('alphabet', ' ')).toBeNull();
  });

  it('keeps only the newest character a phone keyboard delivers', () => {
    expect(filterCell('decimal', '38')).toBe('8');
  });

  it('a block is answered only with no empty cell', () => {
    const blocks = [
      [
        ['', ''],
        ['', ''],
      ],
      [['', '']],
    ];
    expect(blockIndices(blocks, 1)).toEqual([[4, 5]]);
    expect(blockAnswered(['1', '0', '1', null, '0', '0'], blocks, 0)).toBe(false);
    expect(blockAnswered(['1', '0', '1', '1', '', '0'], blocks, 0)).toBe(true);
    expect(blockAnswered(['1', '0', '1', '1', '', '0'], blocks, 1)).toBe(false);
  });
});

describe('answered-ness of groups', () => {
  const settings = { ...DEFAULT_SETTINGS, words_group_number: 2, dates_group_number: 2 };

  it('words: a group counts when every entry is non-empty after trimming', () => {
    const d = data(['', '', ''], [['', ''], ['']]);
    expect(wordsViews.recallCount(d, settings)).toBe(2);
    expect(wordsViews.answered(['cat', '  '], 0, d, settings)).toBe(false);
    expect(wordsViews.answered(['cat', ' dog '], 0, d, settings)).toBe(true);
    expect(wordsViews.answered(['cat', 'dog', null], 1, d, settings)).toBe(false);
  });

  it('dates: a group counts only when every year has 4 digits; years are digits only, max 4', () => {
    const d = data([{}, {}, {}], [], [{ text: 'a' }, { text: 'b' }, { text: 'c' }]);
    expect(datesViews.answered(['1999', '204'], 0, d, settings)).toBe(false);
    expect(datesViews.answered(['1999', '2040'], 0, d, settings)).toBe(true);
    expect(cleanYear('19a9x99')).toBe('1999');
    expect(cleanYear('-12')).toBe('12');
  });

  it('names: a face counts when its trimmed name is non-empty', () => {
    const d = data([{}, {}], [], [{ face: 'a' }, { face: 'b' }]);
    expect(namesViews.emptyAnswer(d)).toEqual([null, null]);
    expect(namesViews.answered(['  ', 'Ann Lee'], 0, d, settings)).toBe(false);
    expect(namesViews.answered(['  ', 'Ann Lee'], 1, d, settings)).toBe(true);
  });

  it('recall fields fit the longest text, never under 14 characters', () => {
    expect(fieldWidth(['cat'])).toBe('14ch');
    expect(fieldWidth(['a'.repeat(20)])).toBe('22ch');
  });
});

describe('registry', () => {
  it('loads the views of every event on demand, each with its own screens', async () => {
    expect(EVENT_NAMES).toHaveLength(13);
    for (const event of EVENT_NAMES) {
      const views = await loadEventViews(event);
      expect(typeof views.Memorize, event).toBe('function');
      expect(typeof views.Recall, event).toBe('function');
      expect(typeof views.Review, event).toBe('function');
    }
  });
});
