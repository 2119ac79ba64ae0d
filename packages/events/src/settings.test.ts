import { describe, expect, it } from 'vitest';
import { chunk, digitBlocks, formatPhone, groupRow } from './core/format.ts';
import { normalizeName, normalizeWord } from './core/text.ts';
import { DEFAULT_SETTINGS, isPhoneFormat, resolveSettings } from './settings.ts';

describe('settings', () => {
  it('defaults group numbers to 4 and fills missing fields', () => {
    expect(resolveSettings()).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS.cards_group_number).toBe(4);
    expect(DEFAULT_SETTINGS.dates_group_number).toBe(4);
    const s = resolveSettings({ auto_advance: { active: true }, binary_format: { hs: 5 } });
    expect(s.auto_advance).toEqual({ active: true, repeat: false, interval: 5, beat: false });
    expect(resolveSettings({ auto_advance: { beat: true } }).auto_advance.beat).toBe(true);
    expect(s.binary_format).toEqual({ hs: 5, vs: 4 });
  });

  it('clamps out-of-range values and rejects a bad phone format', () => {
    const s = resolveSettings({ words_group_number: 0, images_group_number: 999, phone_format: '3-3-3' });
    expect(s.words_group_number).toBe(1);
    // Images rows are the rule's five, whatever is stored or sent.
    expect(s.images_group_number).toBe(5);
    expect(s.phone_format).toBe('3-3-4');
    expect(['3-3-4', '2-2-2-2-2', '10', '5-5'].every(isPhoneFormat)).toBe(true);
    expect(['', '3-3', '0-10', 'abc', '3--7'].some(isPhoneFormat)).toBe(false);
  });
});

describe('formatting', () => {
  it('chunks into groups, rows into blocks, rows into spaced groups', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([1, 2], 0)).toEqual([[1], [2]]);
    expect(digitBlocks([...'0123456'], 3, 2)).toEqual([[[...'012'], [...'345']], [[...'6']]]);
    expect(groupRow([...'0110101'], 3)).toBe('011 010 1');
  });

  it('formats a phone by its group sizes', () => {
    expect(formatPhone('0123456789', '3-3-4')).toBe('012 345 6789');
    expect(formatPhone('0123456789', '2-2-2-2-2')).toBe('01 23 45 67 89');
    expect(formatPhone('0123456789', '10')).toBe('0123456789');
    expect(formatPhone('01234', '3-3-4')).toBe('012 34');
  });

  it('normalizes typed text', () => {
    expect(normalizeWord('  Big   Apple ')).toBe('big apple');
    expect(normalizeName('ZOË  Núñez')).toBe('zoe nunez');
    expect(normalizeWord('Café')).not.toBe(normalizeWord('Cafe'));
  });
});
