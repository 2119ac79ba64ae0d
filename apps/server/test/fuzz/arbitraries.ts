import { EVENT_NAMES, MODES, STAGES } from '@mnemoria/events';
import fc from 'fast-check';

/** Runs per route / per socket event; CI uses the default. */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 1000) || 1000;
/** Printed with every failure; set FUZZ_SEED to replay a run. */
export const SEED = Number(process.env.FUZZ_SEED) || Math.floor(Math.random() * 2 ** 31);

/** Values a real client sends, so fuzzing reaches past the first schema check. */
export interface Known {
  /** Session ids worth aiming at (the fuzzer's own, someone else's, unknown UUIDs). */
  ids: () => string[];
  emails: string[];
}

/** Strings that broke or could break the edge: NUL, lone surrogates, huge, odd Unicode. */
export const nastyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uDC00',
    'x\uDBFF',
    '\uDFFFy',
    '\uFFFF',
    '\u202E',
    '',
    ' ',
    '0',
    '-1',
    'NaN',
    'null',
    'true',
    '[]',
    '{}',
    '__proto__',
    'constructor',
    '../../etc/passwd',
    '%00',
    "'; drop table users; --",
    '😀',
  ),
  fc.nat({ max: 70_000 }).map((n) => 'x'.repeat(n)),
  fc
    .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\uD800', '\uDC00'))
    .map(([a, b]) => a + b + a),
);

export const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(
    0,
    -0,
    -1,
    1.5,
    2 ** 31 - 1,
    2 ** 31,
    2 ** 32,
    -(2 ** 31) - 1,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MIN_SAFE_INTEGER,
    1e308,
    -1e308,
    5e-324,
  ),
);

/** Objects that break code which converts or iterates what it was sent. */
export const hostileObject = fc.constantFrom<unknown>(
  { toString: 1 },
  { valueOf: {}, toString: null },
  JSON.parse('{"__proto__": {"polluted": 1}}'),
  { constructor: { prototype: { polluted: 1 } } },
  { length: 1e9 },
  // A thenable body would be awaited as a promise; built from JSON as a client's would be.
  JSON.parse('{"then": 1}'),
  { toJSON: 'x' },
);

const day = fc.oneof(
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom(
    '0000-01-01',
    '0001-01-01',
    '9999-12-31',
    '10000-01-01',
    '2026-02-30',
    '2026-13-01',
    '+010000-01-01',
  ),
);

/** Well-formed values of the API's own vocabulary (ids, stages, events, answers, days …). */
export const vocabulary = (known: Known) =>
  fc.oneof(
    fc.constantFrom(
      ...EVENT_NAMES,
      ...MODES,
      ...STAGES,
      'answer',
      'mem_main_item',
      'rec_blocks',
      'card_index',
    ),
    fc.constant(null).chain(() => fc.constantFrom(...known.ids())),
    fc.uuid(),
    fc.constantFrom(...known.emails),
    fc.array(fc.constantFrom('0', '1', '', null, 'Ada', 'I'), { maxLength: 30 }),
    fc.record({
      name: fc.constantFrom('I', 'T', 'Q', 'x\u0000'),
      rotation: fc.integer({ min: -1, max: 4 }),
      row: fc.integer({ min: -1, max: 21 }),
      col: fc.integer({ min: -1, max: 11 }),
    }),
    day,
    fc.integer({ min: -2, max: 2_200 }),
    fc.boolean(),
  );

/** Any JSON value, biased towards what breaks validation; nesting up to 6 levels here. */
export const jsonValue = (known: Known) =>
  fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      nastyString,
      nastyNumber,
      fc.constantFrom(null, true, false),
      hostileObject,
      vocabulary(known),
      fc.array(tie('value'), { maxLength: 6 }),
      fc.dictionary(fc.oneof(fieldName, nastyString), tie('value'), { maxKeys: 6 }),
    ),
  })).value;

/** A value nested 50-120 levels deep (arrays and objects mixed). */
export const deeplyNested = fc
  .tuple(
    fc.integer({ min: 50, max: 120 }),
    fc.boolean(),
    fc.constantFrom<unknown>('leaf', 1, null, 'a\u0000'),
  )
  .map(([depth, objects, leaf]) => {
    let v: unknown = leaf;
    for (let i = 0; i < depth; i++) v = objects && i % 2 === 0 ? { a: v } : [v];
    return v;
  });

/** Anything a hostile client may put in one place. */
export const hostileValue = (known: Known) =>
  fc.oneof(
    { weight: 3, arbitrary: nastyString },
    { weight: 3, arbitrary: nastyNumber },
    { weight: 3, arbitrary: hostileObject },
    { weight: 2, arbitrary: vocabulary(known) },
    { weight: 2, arbitrary: jsonValue(known) },
    { weight: 1, arbitrary: deeplyNested },
  );

/** Field names of every body, query and message of the API, plus junk. */
export const FIELD_NAMES = [
  'id',
  'stage',
  'answer',
  'seq',
  'email',
  'password',
  'confirmPassword',
  'userName',
  'timeZone',
  'code',
  'newPassword',
  'eventName',
  'userId',
  'favorite',
  'bmevents',
  'memorize_timer',
  'auto_advance',
  'binary_format',
  'phone_format',
  'cards_group_number',
  'name',
  'start',
  'stop',
  'amount',
  'memorize',
  'recall',
  'discard',
  'bmeventId',
  'value',
  'goals',
  'standard',
  'goal',
  'room',
  'offset',
  'limit',
  'messageId',
  'reason',
  'minutes',
  'text',
  'type',
] as const;
export const fieldName = fc.constantFrom(...FIELD_NAMES);
