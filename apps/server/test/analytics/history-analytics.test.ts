import type { NamesData } from '@mnemoria/events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type Client,
  call,
  connectPlayer,
  init,
  stage,
  stored,
  waitUntil,
} from '../bmevent/session-helpers.ts';
import { signup, useListeningApp } from '../helpers.ts';

const t = useListeningApp({ sweepIntervalMs: 60_000 });
afterEach(() => vi.useRealTimers());

async function client(): Promise<Client> {
  return { app: t.app, cookie: (await signup(t.app)).cookie };
}

/**
 * A names session with known timings on the server's clock and known mistakes: face 0 on screen
 * 0–4 s, face 1 4–10 s and 12.5–15 s, face 2 10–12.5 s, memorize ended at 15 s; face 1 left
 * blank and face 2 named wrong in recall.
 */
async function knownSession(c: Client) {
  const session = await init(c, 'names', 'practice');
  const { id } = session;
  const p = await connectPlayer(t.url, c.cookie, id);
  t.sockets.push(p.socket);
  expect((await call(c, 'POST', '/api/bmevent/ready', { id })).body.bmevent.stage).toBe('cdm');
  const t0 = Date.now() + 1_000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(t0);
  expect((await stage(c, id, 'mem')).body.bmevent.stage).toBe('mem');
  for (const [at, item] of [
    [4_000, 1],
    [10_000, 2],
    [12_500, 1],
  ] as const) {
    vi.setSystemTime(t0 + at);
    await p.emit('update', id, 'mem_main_item', item, 0);
  }
  vi.setSystemTime(t0 + 15_000);
  expect((await stage(c, id, 'cdr')).body.bmevent.stage).toBe('cdr');
  vi.useRealTimers();
  await waitUntil(async () => (await stored(t.app, id)).memViews.length === 3);
  expect((await stage(c, id, 'rec')).body.bmevent.stage).toBe('rec');
  const data = (await stored(t.app, id)).data as unknown as NamesData;
  const people = data.raw;
  const nameOfFace = new Map(people.map((person) => [person.face, person.name]));
  const [face1, face2] = [people[1]?.face, people[2]?.face];
  const answer = data.shuffle1.map(({ face }) =>
    face === face1 ? null : face === face2 ? 'Nobody Atall' : (nameOfFace.get(face) ?? ''),
  );
  const done = await call(c, 'POST', '/api/bmevent/result', { id, answer });
  expect(done.body.bmevent.stage).toBe('res');
  p.socket.disconnect();
  return { id, people, amount: people.length };
}

describe('session history, replay and per-item analytics', () => {
  it('lists, replays and analyses only the player’s own finished sessions, with the server’s timings', async () => {
    const c = await client();
    const { id, people, amount } = await knownSession(c);
    // An unfinished session is not history.
    await init(c, 'decimal', 'practice');

    const list = await call(c, 'GET', '/api/bmevent/history');
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.page).toBe(1);
    expect(list.body.data.sessions).toEqual([
      {
        id,
        event: 'names',
        mode: 'practice',
        format: null,
        score: amount - 2,
        amount,
        memorizeMs: 15_000,
        endedAt: expect.any(String),
      },
    ]);

    const replay = await call(c, 'GET', `/api/bmevent/history/${id}`);
    expect(replay.status).toBe(200);
    expect(replay.body.data.timeline).toEqual([
      { index: 0, label: people[0]?.name, fromMs: 0, toMs: 4_000 },
      { index: 1, label: people[1]?.name, fromMs: 4_000, toMs: 10_000 },
      { index: 2, label: people[2]?.name, fromMs: 10_000, toMs: 12_500 },
      { index: 1, label: people[1]?.name, fromMs: 12_500, toMs: 15_000 },
    ]);
    const recall = replay.body.data.recall as { expected: string; given: string | null; verdict: string }[];
    const missed = recall.filter((r) => r.verdict !== 'right');
    expect(missed).toHaveLength(2);
    expect(missed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ expected: people[1]?.name, given: null, verdict: 'wrong' }),
        expect.objectContaining({ expected: people[2]?.name, given: 'Nobody Atall', verdict: 'wrong' }),
      ]),
    );

    const items = await call(c, 'GET', '/api/analytics/items?event=names');
    expect(items.status).toBe(200);
    const byItem = new Map((items.body.data.items as { item: string }[]).map((it) => [it.item, it] as const));
    expect(byItem.get(people[0]?.name ?? '')).toMatchObject({ shown: 1, errors: 0, msPerView: 4_000 });
    expect(byItem.get(people[1]?.name ?? '')).toMatchObject({ shown: 1, errors: 1, msPerView: 8_500 });
    expect(byItem.get(people[2]?.name ?? '')).toMatchObject({ shown: 1, errors: 1, msPerView: 2_500 });
    expect(byItem.get(people[3]?.name ?? '')).toMatchObject({ shown: 1, errors: 0, msPerView: 0 });
    // Missed and slowest comes first.
    expect(items.body.data.items[0].item).toBe(people[1]?.name);

    const points = await call(c, 'GET', '/api/analytics/sessions?event=names');
    expect(points.body.data.points).toEqual([
      expect.objectContaining({ mode: 'practice', score: amount - 2, memorizeMs: 15_000 }),
    ]);

    // Someone else sees none of it.
    const other = await client();
    expect((await call(other, 'GET', '/api/bmevent/history')).body.data).toEqual({
      sessions: [],
      total: 0,
      page: 1,
    });
    expect((await call(other, 'GET', `/api/bmevent/history/${id}`)).status).toBe(404);
    expect((await call(other, 'GET', '/api/analytics/items?event=names')).body.data.items).toEqual([]);
  });

  it('refuses bad queries with a 400 and strangers with a 401', async () => {
    const c = await client();
    expect((await call(c, 'GET', '/api/bmevent/history?page=0')).status).toBe(400);
    expect((await call(c, 'GET', '/api/bmevent/history?page=x')).status).toBe(400);
    expect((await call(c, 'GET', '/api/analytics/items?event=tetris')).status).toBe(400);
    expect((await call(c, 'GET', '/api/analytics/items?event=decimal&group=4')).status).toBe(400);
    expect((await call(c, 'GET', '/api/analytics/sessions?event=nope')).status).toBe(400);
    const stranger = { app: t.app, cookie: '' };
    expect((await call(stranger, 'GET', '/api/bmevent/history')).status).toBe(401);
    expect((await call(stranger, 'GET', '/api/analytics/items?event=names')).status).toBe(401);
  });
});
