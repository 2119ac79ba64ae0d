import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, init } from '../bmevent/session-helpers.ts';
import { signup, startApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ sweepIntervalMs: 60_000 });
});
afterAll(() => t.close());

describe('event settings and favourites', () => {
  it('stores favourites and returns them on the user', async () => {
    const { cookie } = await signup(t.app);
    const c = { app: t.app, cookie };
    const res = await call(c, 'PUT', '/api/user/event/settings/favorite', {
      favorite: { bmevents: ['cards', 'names'] },
    });
    expect(res.body).toMatchObject({
      success: true,
      favorite: { bmevents: ['cards', 'names'], palaces: [] },
    });
    expect((await call(c, 'GET', '/api/user')).body.user.favorite.bmevents).toEqual(['cards', 'names']);
    const bad = await call(c, 'PUT', '/api/user/event/settings/favorite', {
      favorite: { bmevents: ['chess'] },
    });
    expect(bad.status).toBe(400);
  });

  it('saves an event setting, rejects a bad one with its reason, and uses it in the next session', async () => {
    const { cookie } = await signup(t.app);
    const c = { app: t.app, cookie };
    expect((await call(c, 'GET', '/api/user/event/settings/words')).body.settings.words_group_number).toBe(4);
    const saved = await call(c, 'PUT', '/api/user/event/settings/words', { words_group_number: 7 });
    expect(saved.body.settings.words_group_number).toBe(7);
    const bad = await call(c, 'PUT', '/api/user/event/settings/words', { words_group_number: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/words group number must be at least 1/);
    const session = await init(c, 'words');
    expect(
      (session as unknown as { settings: { words_group_number: number } }).settings.words_group_number,
    ).toBe(7);
  });

  it('gives a new user the Novice rank in every event and overall', async () => {
    const { cookie } = await signup(t.app);
    const user = (await call({ app: t.app, cookie }, 'GET', '/api/user')).body.user;
    expect(user.eventsRanks.overall).toEqual({ name: 'Novice', imageUrl: '/media/ranks/novice.svg' });
    expect(Object.keys(user.eventsRanks)).toHaveLength(14);
    const badge = await t.app.inject({ url: '/media/ranks/novice.svg' });
    expect(badge.headers['content-type']).toMatch(/image\/svg\+xml/);
  });
});
