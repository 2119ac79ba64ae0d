/**
 * The behaviour every event must show, each as a test: the same content for the same seed, a
 * perfect answer 100 %, an empty one 0, the key hidden in recall, no Math.random or clock, any
 * answer shape survived, scores within [0, max] and never lowered by a right answer. Run from each
 * `<event>.test.ts` so every event file proves it on its own.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { contentSize } from '../constants.ts';
import type { ContentPack } from '../content/types.ts';
import type { EventData, EventDefinition } from '../core/types.ts';
import { amountForLevel } from '../levels.ts';
import { resolveSettings } from '../settings.ts';
import { FIXTURE_CONTENT } from './content-fixture.test-helper.ts';

export interface ContractOptions<D extends EventData, E> {
  /** Any entry a schema-valid answer array may hold (right, wrong, blank, junk). */
  readonly arbEntry: fc.Arbitrary<E>;
  /** How right answers are "added": replace entry i by the perfect one, or append (unordered answers). */
  readonly monotone?: 'replace' | 'append';
  /** Keys that must be pairwise distinct within one session (no repeats). */
  readonly distinctKeys?: (data: D) => string[][];
  /** Largest amount the no-repeat property draws (pool size of the fixture). */
  readonly maxAmount?: number;
  readonly content?: ContentPack;
}

export const SETTINGS = resolveSettings();

export function contract<D extends EventData, E>(
  def: EventDefinition<D, E[]>,
  options: ContractOptions<D, E>,
) {
  const content = options.content ?? FIXTURE_CONTENT;
  const gen = (amount: number, seed: number | string) =>
    def.generate({ amount, settings: SETTINGS }, seed, content);
  const maxAmount = options.maxAmount ?? 60;
  const amountArb = fc.integer({ min: 1, max: Math.min(maxAmount, 40) });

  describe(`${def.name} contract`, () => {
    it('gives identical content for the same seed', () => {
      fc.assert(
        fc.property(fc.oneof(fc.integer(), fc.string()), amountArb, (seed, amount) => {
          expect(gen(amount, seed)).toEqual(gen(amount, seed));
        }),
        { numRuns: 30 },
      );
    });

    it('gives different content for different seeds', () => {
      const amount = amountForLevel(def.name, 3);
      expect(gen(amount, 1)).not.toEqual(gen(amount, 2));
      expect(gen(amount, 'session-a')).not.toEqual(gen(amount, 'session-b'));
    });

    it('scores the perfect answer 100 % with max = content size', () => {
      for (const level of [1, 5, 20]) {
        const data = gen(amountForLevel(def.name, level), level);
        const result = def.score(data, def.perfectAnswer(data));
        expect(result.percent).toBe(100);
        expect(result.score).toBe(result.max);
        expect(result.max).toBe(contentSize(def.name, data));
        expect(result.items.every((item) => item.verdict === 'right')).toBe(true);
      }
    });

    it('scores an empty, null or missing answer 0 without throwing', () => {
      const data = gen(amountForLevel(def.name, 4), 9);
      for (const answer of [[], null, undefined]) {
        const result = def.score(data, answer);
        expect(result.score).toBe(0);
        expect(result.percent).toBe(0);
        expect(result.items.some((item) => item.verdict === 'right')).toBe(false);
      }
    });

    it('keeps mem and res data whole and hides the answer key in recall', () => {
      const data = gen(amountForLevel(def.name, 4), 5);
      expect(def.redact(data, 'mem')).toEqual(data);
      expect(def.redact(data, 'res')).toEqual(data);
      for (const stage of ['init', 'load', 'cdm', 'cdr', 'rec'] as const) {
        const hidden = def.redact(data, stage);
        expect(def.score(data, def.perfectAnswer(hidden)).percent).toBeLessThan(100);
      }
    });

    it('uses neither Math.random nor the clock', () => {
      const random = vi.spyOn(Math, 'random').mockImplementation(() => {
        throw new Error('Math.random used');
      });
      const now = vi.spyOn(Date, 'now').mockImplementation(() => {
        throw new Error('Date.now used');
      });
      try {
        const data = gen(amountForLevel(def.name, 10), 'pure');
        def.score(data, def.perfectAnswer(data));
        def.redact(data, 'rec');
      } finally {
        random.mockRestore();
        now.mockRestore();
      }
    });

    it('survives answers of any shape without throwing', () => {
      const data = gen(amountForLevel(def.name, 2), 3);
      fc.assert(
        fc.property(fc.anything(), (answer) => {
          const result = def.score(data, answer as E[]);
          expect(result.score).toBeGreaterThanOrEqual(0);
          expect(result.score).toBeLessThanOrEqual(result.max);
        }),
        { numRuns: 60 },
      );
      fc.assert(
        fc.property(fc.array(fc.anything(), { maxLength: 30 }), (answer) => {
          const result = def.score(data, answer as E[]);
          expect(result.score).toBeGreaterThanOrEqual(0);
          expect(result.score).toBeLessThanOrEqual(contentSize(def.name, data));
        }),
        { numRuns: 60 },
      );
    });

    it('keeps every score within [0, max] and never throws on schema-valid answers', () => {
      fc.assert(
        fc.property(
          amountArb,
          fc.integer(),
          fc.array(fc.option(options.arbEntry, { nil: null }), { maxLength: 80 }),
          (amount, seed, answer) => {
            const result = def.score(gen(amount, seed), answer as E[]);
            expect(result.score).toBeGreaterThanOrEqual(0);
            expect(result.score).toBeLessThanOrEqual(result.max);
            expect(result.percent).toBeGreaterThanOrEqual(0);
            expect(result.percent).toBeLessThanOrEqual(100);
          },
        ),
        { numRuns: 60 },
      );
    });

    it('never lowers the score as right answers are added', () => {
      fc.assert(
        fc.property(
          amountArb,
          fc.integer(),
          fc.array(options.arbEntry, { maxLength: 40 }),
          (amount, seed, start) => {
            const data = gen(amount, seed);
            const perfect = def.perfectAnswer(data);
            const answer = start.slice();
            let last = def.score(data, answer).score;
            perfect.forEach((entry, i) => {
              if (options.monotone === 'append') answer.push(entry);
              else answer[i] = entry;
              const next = def.score(data, answer).score;
              expect(next).toBeGreaterThanOrEqual(last);
              last = next;
            });
            expect(def.score(data, answer).percent).toBe(100);
          },
        ),
        { numRuns: 40 },
      );
    });

    if (options.distinctKeys) {
      const keysOf = options.distinctKeys;
      it('never repeats an item within a session', () => {
        fc.assert(
          fc.property(fc.integer({ min: 1, max: maxAmount }), fc.integer(), (amount, seed) => {
            for (const keys of keysOf(gen(amount, seed))) expect(new Set(keys).size).toBe(keys.length);
          }),
          { numRuns: 30 },
        );
      });
    }
  });
}
