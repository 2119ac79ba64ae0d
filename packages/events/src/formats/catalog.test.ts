import { describe, expect, it } from 'vitest';
import { practiceBounds } from '../levels.ts';
import { EVENT_NAMES } from '../names.ts';
import { FORMATS, formatById, isSpoken, sheetRowLength } from './catalog.ts';

describe('formats catalog', () => {
  it('has unique ids and positive times and amounts', () => {
    expect(new Set(FORMATS.map((f) => f.id)).size).toBe(FORMATS.length);
    for (const f of FORMATS) {
      expect(f.memorize, f.id).toBeGreaterThan(0);
      expect(f.recall, f.id).toBeGreaterThan(0);
      expect(f.amount, f.id).toBeGreaterThan(0);
    }
  });
  it('fits every format in a session the server can generate (the practice bounds)', () => {
    for (const f of FORMATS) {
      const b = practiceBounds(f.event);
      expect(f.amount, f.id).toBeLessThanOrEqual(b.amount.max);
      expect(f.amount, f.id).toBeGreaterThanOrEqual(b.amount.min);
      expect(f.memorize, f.id).toBeLessThanOrEqual(b.memorizeSeconds.max);
      expect(f.recall, f.id).toBeLessThanOrEqual(b.recallSeconds.max);
    }
  });

  it('has a one-minute sprint for every event but Blocktris', () => {
    const sprinted = new Set(FORMATS.filter((f) => f.family === 'sprint').map((f) => f.event));
    expect([...sprinted].sort()).toEqual(EVENT_NAMES.filter((e) => e !== 'tetris').sort());
    for (const f of FORMATS.filter((x) => x.family === 'sprint')) expect(f.memorize).toBe(60);
  });
  it('has the championship disciplines with their official times', () => {
    const times = (id: string) => [formatById(id)?.memorize, formatById(id)?.recall];
    expect(times('wmsc-numbers-5')).toEqual([300, 900]);
    expect(times('wmsc-numbers-60')).toEqual([3600, 7200]);
    expect(times('wmsc-binary-30')).toEqual([1800, 3600]);
    expect(times('wmsc-speed-cards')).toEqual([300, 300]);
    expect(times('wmsc-dates-5')).toEqual([300, 900]);
    for (const id of ['wmsc-numbers-15', 'wmsc-numbers-30', 'wmsc-binary-5', 'iam-cards-10', 'wmsc-cards-30'])
      expect(formatById(id), id).toBeDefined();
    for (const id of ['wmsc-cards-60', 'iam-names-5', 'wmsc-names-15', 'iam-words-5', 'wmsc-words-15'])
      expect(formatById(id), id).toBeDefined();
    for (const id of ['iam-images-5', 'wmsc-images-15'])
      expect(sheetRowLength(formatById(id)?.scoring ?? 'event')).toBe(5);
  });
});

describe('spoken numbers formats', () => {
  it('read 100, 200 and 300 digits one a second, with the time to hear the last one', () => {
    const spoken = FORMATS.filter((f) => isSpoken(f));
    expect(spoken.map((f) => [f.id, f.amount, f.memorize, f.recall])).toEqual([
      ['wmsc-spoken-100', 100, 103, 300],
      ['wmsc-spoken-200', 200, 203, 600],
      ['wmsc-spoken-300', 300, 303, 900],
    ]);
    expect(spoken.every((f) => f.event === 'decimal' && f.scoring === 'spoken')).toBe(true);
  });
});
