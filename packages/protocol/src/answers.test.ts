import { type AnswerOf, EVENT_NAMES, EVENTS, type EventName, resolveSettings } from '@mnemoria/events';
import { describe, expect, it } from 'vitest';
import { answerSchemas, parseAnswer } from './answers.ts';
import { eventSettingsSchema, parseEventSettings } from './settings.ts';

// Compile-time: every parsed answer is an answer the engine scores.
type Fits<N extends EventName> =
  ReturnType<typeof parseAnswer<N>> extends { data?: infer D }
    ? NonNullable<D> extends AnswerOf<N>
      ? true
      : false
    : false;
const fits: { [N in EventName]: Fits<N> } = {
  binary: true,
  decimal: true,
  alphabet: true,
  names: true,
  biography: true,
  cards: true,
  echopic: true,
  sounds: true,
  images: true,
  animals: true,
  tetris: true,
  words: true,
  dates: true,
};

describe('answer schemas', () => {
  it('has one per event and accepts null entries and empty answers', () => {
    expect(Object.keys(answerSchemas).sort()).toEqual([...EVENT_NAMES].sort());
    expect(Object.values(fits).every(Boolean)).toBe(true);
    for (const name of EVENT_NAMES) {
      expect(parseAnswer(name, []).success).toBe(true);
      expect(parseAnswer(name, [null]).success).toBe(true);
    }
  });

  it.each([
    ['binary', ['0', '2'], 'a binary cell holds 0 or 1'],
    ['decimal', ['12'], 'a decimal cell holds one digit 0-9'],
    ['decimal', ['1', 7], 'a decimal cell holds one digit 0-9'],
    ['decimal', ['٣'], 'a decimal cell holds one digit 0-9'],
    ['binary', ['1', 'x'], 'a binary cell holds 0 or 1'],
    ['alphabet', ['ä'], 'an alphabet cell holds one letter or digit'],
    ['dates', ['19999'], 'a year is at most 4 digits'],
    ['biography', [{ phone: ['1', 'x'] }], 'a phone input holds one digit'],
    ['tetris', [{ name: 'Q', rotation: 0, row: 0, col: 0 }], 'a piece is one of I, O, T, Z, S, J, L'],
    ['tetris', [{ name: 'I', rotation: 0, row: 20, col: 0 }], 'row is inside the grid'],
    ['names', 'Ada', 'expected array'],
  ] as const)('rejects a malformed %s answer with a clear error', (event, answer, message) => {
    const result = parseAnswer(event, answer);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message).join('; ')).toContain(message);
  });

  it('accepts blank and null cells, and keeps the cells as sent', () => {
    expect(parseAnswer('decimal', ['', null, '0', '9']).data).toEqual(['', null, '0', '9']);
    expect(parseAnswer('alphabet', ['a', 'Z', '5', '']).data).toEqual(['a', 'Z', '5', '']);
    expect(parseAnswer('biography', [{ phone: ['1', '', null] }]).success).toBe(true);
  });

  it('accepts every perfect answer the engine produces', () => {
    const settings = resolveSettings();
    for (const name of ['binary', 'decimal', 'alphabet', 'tetris'] as const) {
      const def = EVENTS[name];
      const data = def.generate({ amount: 20, settings }, 1);
      expect(parseAnswer(name, def.perfectAnswer(data as never)).success).toBe(true);
    }
  });
});

describe('event settings schema', () => {
  it('fills every default from {}', () => {
    expect(parseEventSettings({})).toEqual(resolveSettings());
    expect(parseEventSettings(undefined).cards_group_number).toBe(4);
  });

  it('keeps given values and fills the rest', () => {
    const s = parseEventSettings({ binary_format: { hs: 6 }, auto_advance: { active: true, interval: 3 } });
    expect(s.binary_format).toEqual({ hs: 6, vs: 4 });
    expect(s.auto_advance).toEqual({ active: true, repeat: false, interval: 3, beat: false });
  });

  it.each([
    [{ phone_format: '3-3-3' }, 'add up to 10'],
    [{ words_group_number: 0 }, 'words group number must be at least 1'],
    [{ decimal_format: { vs: 1.5 } }, 'decimal rows per block (vs) must be a whole number'],
  ])('rejects %j', (input, message) => {
    const result = eventSettingsSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });
});
