import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nastyString, SEED } from '../fuzz/arbitraries.ts';
import { useListeningApp } from '../helpers.ts';

/**
 * The Major System routes under fuzzed queries (the whole-app fuzz suite covers them too; this
 * one aims at their own parameters): every answer is a 200, a 400 that says why, a 404 for an
 * unknown word by sound or a 429 once too many new mappings came in a minute; never a 5xx.
 */
const t = useListeningApp({ listen: false });
const RUNS = 300;

const value = fc.oneof(
  nastyString,
  fc.stringMatching(/^[0-9]{0,5}$/),
  fc.constantFrom('sound', 'spelling', '', '0', '1', '-1', '1e3', '40', 'phone', 'ice cream', "o'clock"),
  fc
    .array(fc.array(fc.stringMatching(/^[a-z]{0,4}$/), { maxLength: 3 }), { minLength: 8, maxLength: 11 })
    .map((groups) => groups.map((g) => g.join(',')).join(';')),
);
const param = fc.tuple(fc.constantFrom('word', 'digits', 'by', 'page', 'map', 'x'), value);

describe('Major System routes under fuzzed queries', () => {
  it.each(['/api/major/number', '/api/major/words'])(
    `%s never answers a 5xx (${RUNS} runs)`,
    async (path) => {
      await fc.assert(
        fc.asyncProperty(fc.array(param, { maxLength: 5 }), async (params) => {
          const query = params
            .map(([k, v]) => `${k}=${encodeURIComponent(Buffer.from(v).toString())}`)
            .join('&');
          const res = await t.app.inject({ method: 'GET', url: `${path}?${query}` });
          expect([200, 400, 404, 429], res.body).toContain(res.statusCode);
          const body = res.json();
          if (res.statusCode === 200) expect(body.success).toBe(true);
          else expect(body.error ?? body.message).toEqual(expect.any(String));
        }),
        { numRuns: RUNS, seed: SEED },
      );
    },
  );
});
