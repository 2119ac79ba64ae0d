import { EVENT_NAMES } from '@mnemoria/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

describe('GET /api/bmevent/meta', () => {
  it('lists all 13 events with display names and their settings defaults', async () => {
    const res = await t.app.inject({ url: '/api/bmevent/meta' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.map((e: { name: string }) => e.name)).toEqual([...EVENT_NAMES]);
    const tetris = body.data.find((e: { name: string }) => e.name === 'tetris');
    expect(tetris).toMatchObject({ displayName: 'Blocktris', headline: 'speed' });
    const cards = body.data.find((e: { name: string }) => e.name === 'cards');
    expect(cards.settings.cards_group_number).toBe(4);
    expect(cards.prefetchMedia).toBe(true);
    const binary = body.data.find((e: { name: string }) => e.name === 'binary');
    expect(binary.prefetchMedia).toBe(false);
    expect(binary.settings.binary_format).toEqual({ hs: 3, vs: 4 });
    expect(binary.settings.cards_group_number).toBeUndefined();
  });

  it('returns one event as a one-item list, and an empty list for an unknown name', async () => {
    const one = await t.app.inject({ url: '/api/bmevent/meta/biography' });
    expect(one.json().data).toHaveLength(1);
    expect(one.json().data[0].settings.phone_format).toBe('3-3-4');
    const none = await t.app.inject({ url: '/api/bmevent/meta/juggling' });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ success: false, data: [] });
  });
});
