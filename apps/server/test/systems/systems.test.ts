import type { EventData } from '@mnemoria/events';
import { createEmptyCard, fsrs, generatorParameters, Rating } from 'ts-fsrs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Client, call, init, perfectAnswerOf, stored, toRecall } from '../bmevent/session-helpers.ts';
import { signup, useListeningApp } from '../helpers.ts';

const t = useListeningApp({ listen: false, sweepIntervalMs: 60_000 });
afterEach(() => vi.useRealTimers());

async function client(): Promise<Client> {
  return { app: t.app, cookie: (await signup(t.app)).cookie };
}

const del = async (c: Client, url: string) => {
  const res = await c.app.inject({ method: 'DELETE', url, headers: { cookie: c.cookie } });
  return { status: res.statusCode, body: res.json() };
};

const MINUTE = 60_000;
/** The same scheduler the server uses: default weights, no fuzz. */
const model = fsrs(generatorParameters({ enable_fuzz: false }));

describe('systems trainer', () => {
  it('creates a prefilled Major deck and schedules grades by FSRS on the server’s clock', async () => {
    const c = await client();
    const t0 = new Date('2026-03-02T09:00:00.000Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(t0);

    const made = await call(c, 'POST', '/api/systems', { kind: 'major2' });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ kind: 'major2', size: 100, title: 'Major System 00–99' });
    expect(made.body.data.filled).toBeGreaterThan(95);
    expect(made.body.data.due).toBe(made.body.data.filled);
    expect((await call(c, 'POST', '/api/systems', { kind: 'major2' })).status).toBe(409);

    const page = await call(c, 'GET', '/api/systems/major2/items?q=47');
    const entry47 = page.body.data.items.find((it: { item: string }) => it.item === '47');
    // The Major System tool's own first concrete noun for 47, by sound.
    expect(entry47.fields[0]).toMatch(/^[a-z' -]+$/i);
    expect(entry47.prompt).toEqual({ text: '47', images: [] });

    const good = await call(c, 'POST', '/api/systems/major2/review', { item: '47', rating: 3 });
    expect(good.status).toBe(200);
    const afterGood = model.next(createEmptyCard(t0), t0, Rating.Good).card;
    expect(good.body.data).toMatchObject({ item: '47', due: afterGood.due.toISOString(), reps: 1 });
    expect(afterGood.due.getTime() - t0.getTime()).toBe(10 * MINUTE);

    const again = await call(c, 'POST', '/api/systems/major2/review', { item: '12', rating: 1 });
    expect(new Date(again.body.data.due).getTime() - t0.getTime()).toBe(1 * MINUTE);

    // Ten minutes on, a second Good graduates 47 to days, exactly as ts-fsrs computes it.
    const t1 = new Date(t0.getTime() + 10 * MINUTE);
    vi.setSystemTime(t1);
    const second = await call(c, 'POST', '/api/systems/major2/review', { item: '47', rating: 3 });
    const expected = model.next(afterGood, t1, Rating.Good).card;
    expect(second.body.data.due).toBe(expected.due.toISOString());
    expect(expected.due.getTime() - t1.getTime()).toBeGreaterThanOrEqual(24 * 60 * MINUTE);
    expect(second.body.data).toMatchObject({ state: 2, reps: 2 });

    // What the server kept is what a reloaded page reads: 47 is not due, 12 is due again.
    const overview = await call(c, 'GET', '/api/systems');
    expect(overview.body.data.decks[0]).toMatchObject({ kind: 'major2', due: made.body.data.filled - 1 });
    expect(overview.body.data.due).toBe(made.body.data.filled - 1);
    expect((await call(c, 'GET', '/api/systems/due')).body.data.due).toBe(made.body.data.filled - 1);
    const reread = await call(c, 'GET', '/api/systems/major2/items?q=47');
    expect(reread.body.data.items.find((it: { item: string }) => it.item === '47')).toMatchObject({
      due: expected.due.toISOString(),
      reps: 2,
    });

    // An edited entry keeps its schedule.
    const edited = await call(c, 'PUT', '/api/systems/major2/items/47', { fields: ['  rock  '] });
    expect(edited.body.data).toMatchObject({ fields: ['rock'], due: expected.due.toISOString(), reps: 2 });
    // Emptied, an item leaves the drill; filled again, it is due at once.
    await call(c, 'PUT', '/api/systems/major2/items/12', { fields: [''] });
    const drill = await call(c, 'GET', '/api/systems/major2/drill?limit=100');
    const drilled = drill.body.data.cards.map((x: { item: string }) => x.item);
    expect(drilled).not.toContain('12');
    expect(drilled).not.toContain('47');
    expect(drill.body.data.due).toBe(made.body.data.filled - 2);
  });

  it('starts a drill from the items the user missed in real sessions', async () => {
    const c = await client();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T09:00:00.000Z'));
    // A decimal session memorized in no time (so slowness plays no part), two digit pairs missed.
    const session = await init(c, 'decimal', 'practice');
    await toRecall(c, session.id);
    const data = (await stored(t.app, session.id)).data as unknown as EventData<string>;
    const answer = (await perfectAnswerOf(t.app, session.id)) as string[];
    const wrongAt = [0, 6];
    for (const i of wrongAt) answer[i] = answer[i] === '0' ? '1' : '0';
    expect(
      (await call(c, 'POST', '/api/bmevent/result', { id: session.id, answer })).body.bmevent.stage,
    ).toBe('res');
    const missed = new Set(wrongAt.map((i) => `${data.raw[i]}${data.raw[i + 1]}`));

    await call(c, 'POST', '/api/systems', { kind: 'major2' });
    const drill = await call(c, 'GET', '/api/systems/major2/drill?limit=5');
    expect(drill.status).toBe(200);
    const first = drill.body.data.cards.slice(0, missed.size) as { item: string; weakness: number }[];
    expect(new Set(first.map((x) => x.item))).toEqual(missed);
    for (const x of first) expect(x.weakness).toBeGreaterThan(0);
    // After the missed ones, items the sessions met and got right, then the rest in list order.
    const rest = drill.body.data.cards.slice(missed.size) as { weakness: number | null }[];
    for (const x of rest) expect(x.weakness === null || x.weakness === 0).toBe(true);
  });

  it('refuses bad input with a 4xx and keeps decks per user', async () => {
    const c = await client();
    expect((await call(c, 'POST', '/api/systems', { kind: 'tarot' })).status).toBe(400);
    expect((await call(c, 'GET', '/api/systems/major3/drill')).status).toBe(404);
    expect((await call(c, 'GET', '/api/systems/nope/drill')).status).toBe(400);
    await call(c, 'POST', '/api/systems', { kind: 'cards', prefill: false });
    expect(
      (await call(c, 'POST', '/api/systems/cards/review', { item: 'ace-of-spades', rating: 5 })).status,
    ).toBe(400);
    // An item without an entry cannot be graded; one with an entry can.
    expect(
      (await call(c, 'POST', '/api/systems/cards/review', { item: 'ace-of-spades', rating: 3 })).status,
    ).toBe(404);
    const put = await call(c, 'PUT', '/api/systems/cards/items/ace-of-spades', { fields: ['a rocket'] });
    expect(put.body.data.prompt.images).toHaveLength(1);
    expect((await call(c, 'PUT', '/api/systems/cards/items/no-such-card', { fields: ['x'] })).status).toBe(
      404,
    );
    expect((await call(c, 'PUT', '/api/systems/cards/items/ace-of-spades', { fields: 'x' })).status).toBe(
      400,
    );
    expect(
      (await call(c, 'POST', '/api/systems/cards/review', { item: 'ace-of-spades', rating: 4 })).status,
    ).toBe(200);
    const other = await client();
    expect((await call(other, 'GET', '/api/systems')).body.data).toEqual({ decks: [], due: 0 });
    expect((await call(other, 'GET', '/api/systems/cards/items')).status).toBe(404);
    expect((await del(c, '/api/systems/cards')).status).toBe(200);
    expect((await call(c, 'GET', '/api/systems')).body.data.decks).toEqual([]);
  });

  it('deals a faces deck of named generated faces', async () => {
    const c = await client();
    const made = await call(c, 'POST', '/api/systems', { kind: 'faces' });
    expect(made.body.data).toMatchObject({ size: 50, filled: 50 });
    const page = await call(c, 'GET', '/api/systems/faces/items');
    const face = page.body.data.items[0];
    expect(face.prompt.images[0].url).toMatch(/^\/media\//);
    expect(face.fields[0]).toMatch(/\S+ \S+/);
  });
});
