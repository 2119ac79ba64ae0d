import { describe, expect, it } from 'vitest';
import { palacesAdminKey } from '../../src/plugins/app/palaces/admin.ts';
import { signup, useListeningApp } from '../helpers.ts';

/** The operator's import / edit / remove of palaces (what scripts/admin/palaces.ts posts). */
const t = useListeningApp({ listen: false, sweepIntervalMs: 60_000 });

const admin = (url: string, payload: unknown, key = palacesAdminKey(t.app.config.SESSION_SECRET)) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${key}` },
    payload: payload as object,
  });
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('palace admin', () => {
  it('imports, edits and removes palaces; removal clears favourites and playlists', async () => {
    // Own palaces only: on PostgreSQL every test file shares one catalogue, so editing a built-in
    // palace here would change what the other files read.
    const tag = Math.random().toString(36).slice(2, 8);
    const file = {
      palaces: [
        { title: `Rooftop Garden ${tag}`, premium: false, locations: ['Door', 'Bench', 'Pond'] },
        { title: `Cellar ${tag}`, premium: false, locations: ['Stairs', 'Barrel'] },
      ],
    };
    expect((await admin('/api/palace/admin/import', file, 'f'.repeat(64))).statusCode).toBe(403);
    const res = await admin('/api/palace/admin/import', file);
    expect(res.json()).toEqual({
      success: true,
      palaces: [
        { id: `rooftop-garden-${tag}`, created: true },
        { id: `cellar-${tag}`, created: true },
      ],
    });
    const edit = { palaces: [{ id: `cellar-${tag}`, title: 'Cellar (new)', locations: ['Gate', 'Shop'] }] };
    expect((await admin('/api/palace/admin/import', edit)).json().palaces).toEqual([
      { id: `cellar-${tag}`, created: false },
    ]);
    const { cookie } = await signup(t.app);
    const edited = (await get(`/api/palace/cellar-${tag}`, cookie)).json().palace;
    expect(edited).toMatchObject({ title: 'Cellar (new)', locations: ['Gate', 'Shop'] });
    await t.app.inject({
      method: 'POST',
      url: '/api/user/profile/favorite-palace',
      headers: { cookie },
      payload: { palaceId: `rooftop-garden-${tag}` },
    });
    expect((await get('/api/user', cookie)).json().user.favorite.palaces).toEqual([`rooftop-garden-${tag}`]);
    const removed = await admin('/api/palace/admin/remove', { id: `rooftop-garden-${tag}` });
    expect(removed.json()).toEqual({ success: true, id: `rooftop-garden-${tag}` });
    expect((await get(`/api/palace/rooftop-garden-${tag}`, cookie)).statusCode).toBe(404);
    expect((await get('/api/user', cookie)).json().user.favorite.palaces).toEqual([]);
    expect((await admin('/api/palace/admin/remove', { id: `rooftop-garden-${tag}` })).statusCode).toBe(404);
    await admin('/api/palace/admin/remove', { id: `cellar-${tag}` });
    expect(
      (await admin('/api/palace/admin/import', { palaces: [{ title: 'x', locations: [] }] })).statusCode,
    ).toBe(400);
  });
});
