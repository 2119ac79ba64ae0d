import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

describe('GET /api/bmevent/formats', () => {
  it('lists the sprints and the championship disciplines as data', async () => {
    const res = await t.app.inject({ url: '/api/bmevent/formats' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      success: boolean;
      data: { formats: { id: string; family: string; event: string; scoring: string }[] };
    };
    expect(body.success).toBe(true);
    const byId = new Map(body.data.formats.map((f) => [f.id, f]));
    expect(byId.get('ml-numbers')).toEqual({
      id: 'ml-numbers',
      event: 'decimal',
      family: 'sprint',
      name: 'Numbers sprint',
      memorize: 60,
      recall: 240,
      amount: 80,
      scoring: 'event',
    });
    expect(byId.get('wmsc-numbers-5')).toMatchObject({
      family: 'wmsc',
      memorize: 300,
      recall: 900,
      scoring: 'rows-40',
    });
    expect(byId.get('wmsc-speed-cards')).toMatchObject({
      event: 'cards',
      amount: 52,
      scoring: 'speed-cards',
    });
    expect(byId.get('iam-names-5')).toMatchObject({ family: 'iam', scoring: 'names-phonetic' });
    expect(new Set(body.data.formats.map((f) => f.family))).toEqual(new Set(['sprint', 'wmsc', 'iam']));
  });
});
