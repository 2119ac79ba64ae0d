import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone } from '../core/format.ts';
import { FIXTURE_CONTENT } from '../testing/content-fixture.test-helper.ts';
import { contract, SETTINGS } from '../testing/contract.test-helper.ts';
import { type BiographyEntry, biography } from './index.ts';

const digit = fc.constantFrom('0', '1', '5', '9', '', null);
contract(biography, {
  arbEntry: fc.record({
    name: fc.option(fc.string(), { nil: null }),
    country: fc.option(fc.string(), { nil: null }),
    phone: fc.option(fc.array(digit, { maxLength: 10 }), { nil: null }),
    hobbies: fc.option(fc.array(fc.option(fc.string(), { nil: null }), { maxLength: 3 }), { nil: null }),
  }),
  maxAmount: 60,
  distinctKeys: (data) => [data.raw.map((p) => p.face), data.formatted.map((p) => p.name)],
});

describe('biography', () => {
  const data = biography.generate({ amount: 2, settings: SETTINGS }, 6, FIXTURE_CONTENT);
  const perfect = biography.perfectAnswer(data);
  const first = perfect[0] as Required<BiographyEntry>;

  it('builds people with a 10-digit phone and 3 distinct hobbies', () => {
    for (const person of data.formatted) {
      expect(person.phone).toMatch(/^[1-9]\d{9}$/);
      expect(new Set(person.hobbies).size).toBe(3);
    }
    expect(formatPhone('0123456789', SETTINGS.phone_format)).toBe('012 345 6789');
  });

  const phoneWith = (wrong: number) =>
    (first.phone ?? []).map((d, i) => (i < wrong ? String((Number(d) + 1) % 10) : d));
  it.each([
    ['perfect', first, 15],
    ['name only', { name: first.name }, 1],
    ['name in other case and accents', { ...first, name: first.name?.toUpperCase() }, 15],
    ['two phone digits wrong', { ...first, phone: phoneWith(2) }, 13],
    ['hobbies in another order', { ...first, hobbies: [...(first.hobbies ?? [])].reverse() }, 15],
    ['one hobby typed twice', { ...first, hobbies: [first.hobbies?.[0], first.hobbies?.[0], null] }, 13],
    ['country wrong, phone missing', { ...first, country: 'Atlantis', phone: null }, 4],
    ['null card', null, 0],
  ])('%s → %d of 15', (_label, entry, expected) => {
    const result = biography.score(data, [entry as BiographyEntry | null, null]);
    expect(result.score).toBe(expected);
    expect(result.max).toBe(30);
  });

  it('labels the 15 fields of each card for the result screen', () => {
    const fields = biography
      .score(data, perfect)
      .items.filter((i) => i.group === 0)
      .map((i) => i.field);
    expect(fields).toEqual([
      'name',
      'country',
      ...Array.from({ length: 10 }, (_, i) => `phone${i + 1}`),
      'hobby1',
      'hobby2',
      'hobby3',
    ]);
  });

  const hobbyRows = (entry: BiographyEntry) =>
    biography
      .score(data, [entry, null])
      .items.filter((i) => i.group === 0 && i.field?.startsWith('hobby'))
      .map((i) => [i.expected, i.given, i.verdict]);

  it('shows each typed hobby once, where it was scored, matched or not', () => {
    const [one = '', two = '', three = ''] = first.hobbies as string[];
    // Typed out of order with one wrong: the wrong one stands beside the hobby it failed to match.
    expect(hobbyRows({ ...first, hobbies: [three, one, 'Zzzz'] })).toEqual([
      [one, one, 'right'],
      [two, 'Zzzz', 'wrong'],
      [three, three, 'right'],
    ]);
    expect(hobbyRows({ ...first, hobbies: [null, 'Zzzz', two] })).toEqual([
      [one, 'Zzzz', 'wrong'],
      [two, two, 'right'],
      [three, null, 'empty'],
    ]);
  });

  it('never shows a hobby the athlete did not type', () => {
    const typedHobby = fc.option(fc.oneof(fc.constantFrom(...(first.hobbies as string[])), fc.string()), {
      nil: null,
    });
    fc.assert(
      fc.property(fc.array(typedHobby, { maxLength: 3 }), (hobbies) => {
        const shown = hobbyRows({ ...first, hobbies }).flatMap(([, given]) => (given ? [given] : []));
        const typed = hobbies.filter((h): h is string => typeof h === 'string' && h.trim() !== '');
        expect([...shown].sort()).toEqual([...typed].sort());
      }),
    );
  });

  it('shows faces but no details in recall', () => {
    const hidden = biography.redact(data, 'rec');
    expect(hidden.raw).toEqual(data.raw);
    expect(hidden.formatted.every((p) => p.name === '' && p.phone === '' && p.country === '')).toBe(true);
  });
});
