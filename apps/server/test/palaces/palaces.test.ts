import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { signup, useListeningApp } from '../helpers.ts';

/**
 * The palace library through the HTTP routes a browser uses: what a free user may list and open,
 * what needs premium (refused with 403 whatever the page shows), favourites showing in the user
 * payload at once, playlists, and the video served with byte ranges so the player can seek.
 */
const t = useListeningApp({ listen: false, sweepIntervalMs: 60_000 });

const get = (url: string, cookie: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });
const post = (url: string, cookie: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as object });

async function premiumUser() {
  const s = await signup(t.app);
  await t.app.database.db
    .update(users)
    .set({ membership: { premium: true, package: 'premium-monthly' } })
    .where(eq(users.id, s.user._id));
  return s;
}

describe('palace list', () => {
  it('lists the sample catalogue to every signed-in user, premium palaces locked for free users', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/palace/all' })).statusCode).toBe(401);
    const { cookie } = await signup(t.app);
    const list = (await get('/api/palace/all', cookie)).json();
    expect(list.palaces.length).toBeGreaterThanOrEqual(8);
    const counts = new Set(list.palaces.map((p: { locationCount: number }) => p.locationCount));
    expect(counts.size).toBeGreaterThanOrEqual(5);
    const premium = list.palaces.filter((p: { premium: boolean }) => p.premium);
    expect(premium.length).toBeGreaterThan(0);
    expect(premium.every((p: { locked: boolean }) => p.locked)).toBe(true);
    expect(JSON.stringify(list)).not.toContain('locations');
    const count = (await get('/api/palace/premium-count', cookie)).json();
    expect(count).toEqual({ success: true, count: premium.length });
  });
});

describe('premium gates', () => {
  it('a free user gets a clear 403 from every premium route; a premium user gets them', async () => {
    const free = await signup(t.app);
    const c = free.cookie;
    const premiumPalace = await get('/api/palace/castle-tour', c);
    expect(premiumPalace.statusCode).toBe(403);
    expect(premiumPalace.json().error).toMatch(/premium/);
    expect((await get('/api/palace/castle-tour/video', c)).statusCode).toBe(403);
    expect((await post('/api/user/profile/favorite-palace', c, { palaceId: 'castle-tour' })).statusCode).toBe(
      403,
    );
    expect((await get('/api/palace/playlist/all', c)).statusCode).toBe(403);
    const someId = '3f2b8c4e-9a1d-4e5f-8b7c-2d1e0f9a8b7c';
    for (const [url, body] of [
      ['/api/palace/playlist/create', { name: 'Mine' }],
      ['/api/palace/playlist/update', { name: 'Mine', playlistId: someId }],
      ['/api/palace/playlist/remove', { playlistId: someId }],
      ['/api/palace/playlist/add-palace', { palaceId: 'morning-walk', playlistId: someId }],
      ['/api/palace/playlist/remove-palace', { palaceId: 'morning-walk', playlistId: someId }],
    ] as const) {
      const res = await post(url, c, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toMatch(/premium/);
    }
    // Free palaces open for everyone.
    const open = (await get('/api/palace/morning-walk', c)).json();
    expect(open.palace).toMatchObject({
      _id: 'morning-walk',
      premium: false,
      url: '/api/palace/morning-walk/video',
    });
    expect(open.palace.locations).toHaveLength(5);

    const paid = await premiumUser();
    const p = paid.cookie;
    const castle = (await get('/api/palace/castle-tour', p)).json();
    expect(castle.palace.locations).toHaveLength(15);
    expect((await get('/api/palace/all', p)).json().palaces.some((x: { locked: boolean }) => x.locked)).toBe(
      false,
    );
    expect((await get('/api/palace/playlist/all', p)).json()).toEqual({ success: true, playlists: [] });

    const created = await post('/api/palace/playlist/create', p, { name: '  Morning  ' });
    expect(created.statusCode).toBe(201);
    const id = created.json().playlist._id;
    expect(created.json().playlist).toEqual({ _id: id, name: 'Morning', palaces: [] });
    await post('/api/palace/playlist/add-palace', p, { palaceId: 'castle-tour', playlistId: id });
    await post('/api/palace/playlist/add-palace', p, { palaceId: 'morning-walk', playlistId: id });
    const again = await post('/api/palace/playlist/add-palace', p, {
      palaceId: 'castle-tour',
      playlistId: id,
    });
    expect(again.json().playlist.palaces).toEqual(['morning-walk', 'castle-tour']);
    const renamed = await post('/api/palace/playlist/update', p, { name: 'Evening', playlistId: id });
    expect(renamed.json().playlist.name).toBe('Evening');
    const less = await post('/api/palace/playlist/remove-palace', p, {
      palaceId: 'morning-walk',
      playlistId: id,
    });
    expect(less.json().playlist.palaces).toEqual(['castle-tour']);
    // Someone else's playlist is not found, even for another premium user.
    const other = await premiumUser();
    expect((await post('/api/palace/playlist/remove', other.cookie, { playlistId: id })).statusCode).toBe(
      404,
    );
    expect((await post('/api/palace/playlist/remove', p, { playlistId: id })).statusCode).toBe(200);
    expect((await get('/api/palace/playlist/all', p)).json().playlists).toEqual([]);
  });
});

describe('favourites', () => {
  it('show in the user payload at once, and can be removed', async () => {
    const { cookie } = await signup(t.app);
    // Load the user first so the cached payload would be stale if the write bypassed the cache.
    expect((await get('/api/user', cookie)).json().user.favorite.palaces).toEqual([]);
    const added = await post('/api/user/profile/favorite-palace', cookie, { palaceId: 'morning-walk' });
    expect(added.json()).toMatchObject({ success: true, message: 'Added to favorites' });
    await post('/api/user/profile/favorite-palace', cookie, { palaceId: 'office-floor' });
    await post('/api/user/profile/favorite-palace', cookie, { palaceId: 'morning-walk' });
    expect((await get('/api/user', cookie)).json().user.favorite.palaces).toEqual([
      'office-floor',
      'morning-walk',
    ]);
    const removed = await post('/api/user/profile/unfavorite-palace', cookie, { palaceId: 'office-floor' });
    expect(removed.json().message).toBe('Removed from favorites');
    expect((await get('/api/user', cookie)).json().user.favorite).toMatchObject({
      palaces: ['morning-walk'],
    });
    expect(
      (await post('/api/user/profile/favorite-palace', cookie, { palaceId: 'no-such' })).statusCode,
    ).toBe(404);
  });
});

describe('bad input', () => {
  it('is refused with 400', async () => {
    const paid = await premiumUser();
    const c = paid.cookie;
    expect((await get('/api/palace/Not_An_Id!', c)).statusCode).toBe(400);
    expect((await post('/api/user/profile/favorite-palace', c, {})).statusCode).toBe(400);
    expect((await post('/api/user/profile/favorite-palace', c, { palaceId: 7 })).statusCode).toBe(400);
    expect((await post('/api/palace/playlist/create', c, { name: '   ' })).statusCode).toBe(400);
    expect((await post('/api/palace/playlist/create', c, { name: 'x'.repeat(61) })).statusCode).toBe(400);
    expect((await post('/api/palace/playlist/update', c, { name: 'A', playlistId: 'nope' })).statusCode).toBe(
      400,
    );
    expect((await post('/api/palace/playlist/add-palace', c, { palaceId: 'morning-walk' })).statusCode).toBe(
      400,
    );
  });
});

describe('video', () => {
  it('is generated on first request and answers byte ranges with 206', async () => {
    const { cookie } = await signup(t.app);
    const whole = await get('/api/palace/morning-walk/video', cookie);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    expect(size).toBeGreaterThan(1000);
    // An MP4 starts with its ftyp box.
    expect(whole.rawPayload.subarray(4, 8).toString()).toBe('ftyp');

    const part = await get('/api/palace/morning-walk/video', cookie, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);

    const tail = await get('/api/palace/morning-walk/video', cookie, { range: 'bytes=-50' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${size - 50}-${size - 1}/${size}`);
    const open = await get('/api/palace/morning-walk/video', cookie, { range: `bytes=${size - 10}-` });
    expect(open.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);

    const beyond = await get('/api/palace/morning-walk/video', cookie, { range: `bytes=${size}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
  });
});

describe('scene stills', () => {
  it('serves a premium palace scene to premium users only, 404 for a location that does not exist', async () => {
    const free = await signup(t.app);
    expect((await get('/api/palace/castle-tour/scene/0', free.cookie)).statusCode).toBe(403);
    const ok = await get('/api/palace/childhood-home/scene/0', free.cookie);
    expect(ok.statusCode).toBe(200);
    const paid = await premiumUser();
    const still = await get('/api/palace/castle-tour/scene/1', paid.cookie);
    expect(still.statusCode).toBe(200);
    expect(still.headers['content-type']).toBe('image/png');
    expect(still.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await get('/api/palace/castle-tour/scene/99', paid.cookie)).statusCode).toBe(404);
    expect((await get('/api/palace/castle-tour/scene/x', paid.cookie)).statusCode).toBe(404);
  });
});
