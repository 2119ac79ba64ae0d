import { MY_PALACE_LOCATIONS_MAX, MY_PALACES_MAX, type MyPalace } from '@mnemoria/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { signup, useListeningApp } from '../helpers.ts';

/**
 * A user's own palaces over HTTP: create, add, edit, reorder and delete locations, the count limits,
 * walks and the review schedule they give, and ownership: another user's palace is not found.
 */
const t = useListeningApp({ listen: false });
let alice = '';
let bob = '';

async function call(
  cookie: string,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  const res = await t.app.inject({ method, url, payload, headers: { cookie } });
  return { status: res.statusCode, body: res.json() };
}
const palaceOf = (res: { body: { palace: MyPalace } }) => res.body.palace;

async function palaceWith(cookie: string, name: string, titles: string[]) {
  let palace = palaceOf(await call(cookie, 'POST', '/api/my-palaces', { name }));
  for (const title of titles)
    palace = palaceOf(
      await call(cookie, 'POST', `/api/my-palaces/${palace.id}/locations`, { title, note: `${title} note` }),
    );
  return palace;
}

beforeAll(async () => {
  alice = (await signup(t.app)).cookie;
  bob = (await signup(t.app)).cookie;
});

describe('own palaces', () => {
  it('creates a palace, adds, edits, reorders and removes locations', async () => {
    const created = await call(alice, 'POST', '/api/my-palaces', { name: '  My flat  ' });
    expect(created.status).toBe(201);
    const id = palaceOf(created).id;
    expect(palaceOf(created)).toMatchObject({
      name: 'My flat',
      locationCount: 0,
      lastWalkedAt: null,
      dueAt: null,
    });
    const p = await palaceWith(alice, 'Unused', []);
    await call(alice, 'DELETE', `/api/my-palaces/${p.id}`);
    for (const title of ['Door', 'Hall', 'Kitchen'])
      expect((await call(alice, 'POST', `/api/my-palaces/${id}/locations`, { title })).status).toBe(201);
    let palace = palaceOf(await call(alice, 'GET', `/api/my-palaces/${id}`));
    expect(palace.locations.map((l) => l.title)).toEqual(['Door', 'Hall', 'Kitchen']);
    const [door, hall, kitchen] = palace.locations.map((l) => l.id) as [string, string, string];
    const edited = await call(alice, 'PATCH', `/api/my-palaces/${id}/locations/${hall}`, {
      note: 'coat rack',
    });
    expect(palaceOf(edited).locations[1]).toMatchObject({ title: 'Hall', note: 'coat rack', photo: null });
    const moved = await call(alice, 'PUT', `/api/my-palaces/${id}/order`, { order: [kitchen, door, hall] });
    expect(palaceOf(moved).locations.map((l) => l.title)).toEqual(['Kitchen', 'Door', 'Hall']);
    expect((await call(alice, 'PUT', `/api/my-palaces/${id}/order`, { order: [kitchen, door] })).status).toBe(
      400,
    );
    expect(
      (await call(alice, 'PUT', `/api/my-palaces/${id}/order`, { order: [door, door, hall] })).status,
    ).toBe(400);
    palace = palaceOf(await call(alice, 'DELETE', `/api/my-palaces/${id}/locations/${door}`));
    expect(palace.locations.map((l) => l.title)).toEqual(['Kitchen', 'Hall']);
    expect(palaceOf(await call(alice, 'PATCH', `/api/my-palaces/${id}`, { name: 'Flat' })).name).toBe('Flat');
    const list = await call(alice, 'GET', '/api/my-palaces');
    expect(list.body.palaces.map((c: { name: string }) => c.name)).toEqual(['Flat']);
    expect(list.body.limits).toMatchObject({ palaces: MY_PALACES_MAX, locations: MY_PALACE_LOCATIONS_MAX });
  });

  it('refuses bad input with 400 and names the field', async () => {
    const id = (await palaceWith(alice, 'Input', [])).id;
    for (const [url, body] of [
      ['/api/my-palaces', { name: '' }],
      ['/api/my-palaces', { name: 'x'.repeat(81) }],
      ['/api/my-palaces', { name: 'ok', extra: 1 }],
      [`/api/my-palaces/${id}/locations`, { title: '   ' }],
      [`/api/my-palaces/${id}/locations`, { title: 'a', note: 'n'.repeat(501) }],
    ] as const) {
      const res = await call(alice, 'POST', url, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatch(/^Invalid request: /);
    }
    expect((await call(alice, 'GET', '/api/my-palaces/not-a-uuid')).status).toBe(400);
    await call(alice, 'DELETE', `/api/my-palaces/${id}`);
  });

  it('keeps the count limits: palaces per user and locations per palace', async () => {
    const carol = (await signup(t.app)).cookie;
    for (let i = 0; i < MY_PALACES_MAX; i++)
      expect((await call(carol, 'POST', '/api/my-palaces', { name: `P${i}` })).status).toBe(201);
    const over = await call(carol, 'POST', '/api/my-palaces', { name: 'one more' });
    expect(over.status).toBe(409);
    expect(over.body.error).toBe(`You can keep at most ${MY_PALACES_MAX} palaces.`);
    const id = (await call(carol, 'GET', '/api/my-palaces')).body.palaces[0].id as string;
    for (let i = 0; i < MY_PALACE_LOCATIONS_MAX; i++)
      expect((await call(carol, 'POST', `/api/my-palaces/${id}/locations`, { title: `L${i}` })).status).toBe(
        201,
      );
    const full = await call(carol, 'POST', `/api/my-palaces/${id}/locations`, { title: 'one more' });
    expect(full.status).toBe(409);
    expect(full.body.error).toBe(`A palace can have at most ${MY_PALACE_LOCATIONS_MAX} locations.`);
  });

  it("answers 404 for another user's palace, on every route, and changes nothing", async () => {
    const palace = await palaceWith(alice, 'Private', ['Gate']);
    const loc = palace.locations[0]?.id as string;
    const base = `/api/my-palaces/${palace.id}`;
    for (const [method, url, body] of [
      ['GET', base, undefined],
      ['PATCH', base, { name: 'Mine now' }],
      ['DELETE', base, undefined],
      ['POST', `${base}/locations`, { title: 'Sneaky' }],
      ['PATCH', `${base}/locations/${loc}`, { title: 'Sneaky' }],
      ['DELETE', `${base}/locations/${loc}`, undefined],
      ['PUT', `${base}/order`, { order: [loc] }],
      ['POST', `${base}/walks`, { forgotten: [loc], remembered: [] }],
      ['GET', `${base}/video`, undefined],
      ['DELETE', `${base}/video`, undefined],
    ] as const) {
      const res = await call(bob, method, url, body);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    expect((await call(bob, 'GET', '/api/my-palaces')).body.palaces).toEqual([]);
    const still = palaceOf(await call(alice, 'GET', base));
    expect(still).toMatchObject({ name: 'Private', locations: [{ title: 'Gate' }] });
    expect(still.review.walks).toBe(0);
    expect((await call(alice, 'GET', base)).status).toBe(200);
    const visitor = await t.app.inject({ method: 'GET', url: base });
    expect(visitor.statusCode).toBe(401);
  });

  it('records walks: last verdict per location, forgotten counts and the next due date', async () => {
    const palace = await palaceWith(alice, 'Walked', ['A', 'B', 'C']);
    const [a, b, c] = palace.locations.map((l) => l.id) as [string, string, string];
    const url = `/api/my-palaces/${palace.id}/walks`;
    const first = palaceOf(await call(alice, 'POST', url, { forgotten: [b], remembered: [a, c] }));
    expect(first.lastWalkedAt).not.toBeNull();
    const day = 86_400_000;
    // A walk with a forgotten location: due again a day later.
    expect(Date.parse(first.dueAt as string) - Date.parse(first.lastWalkedAt as string)).toBe(day);
    const second = palaceOf(await call(alice, 'POST', url, { forgotten: [], remembered: [a, b, c] }));
    expect(Date.parse(second.dueAt as string) - Date.parse(second.lastWalkedAt as string)).toBe(2 * day);
    expect(second.review.walks).toBe(2);
    expect(second.review.locations.map((l) => [l.rememberedLastWalk, l.forgottenWalks])).toEqual([
      [true, 0],
      [true, 1],
      [true, 0],
    ]);
    // The list reads each palace's own walks: the walked one is due, an unwalked one is not.
    const other = await palaceWith(alice, 'Unwalked', ['X']);
    const cards = (await call(alice, 'GET', '/api/my-palaces')).body.palaces as {
      id: string;
      dueAt: string | null;
    }[];
    expect(cards.find((card) => card.id === palace.id)?.dueAt).toBe(second.dueAt);
    expect(cards.find((card) => card.id === other.id)?.dueAt).toBeNull();
    const partial = palaceOf(await call(alice, 'POST', url, { forgotten: [c], remembered: [] }));
    expect(partial.review.locations.map((l) => l.rememberedLastWalk)).toEqual([true, true, false]);
    for (const body of [
      { forgotten: [], remembered: [] },
      { forgotten: [a], remembered: [a] },
      { forgotten: [crypto.randomUUID()], remembered: [] },
    ])
      expect((await call(alice, 'POST', url, body)).status, JSON.stringify(body)).toBe(400);
  });
});
