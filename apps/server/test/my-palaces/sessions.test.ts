import type { MyPalace } from '@mnemoria/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, call, init, perfectAnswerOf, toRecall } from '../bmevent/session-helpers.ts';
import { signup, useListeningApp } from '../helpers.ts';

/**
 * A palace used as the journey of a training session: the session stores it, and after the recall
 * the palace's review shows the mistakes per location, item i on location i mod n.
 */
const t = useListeningApp({ listen: false });
let c: Client;

async function req(method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await t.app.inject({ method, url, payload, headers: { cookie: c.cookie } });
  return { status: res.statusCode, body: res.json() };
}

beforeAll(async () => {
  c = { app: t.app, cookie: (await signup(t.app)).cookie };
});

describe('a session with a palace', () => {
  it('maps the recall onto the locations and counts the errors of each', async () => {
    let palace = (await req('POST', '/api/my-palaces', { name: 'Route' })).body.palace as MyPalace;
    for (const title of ['Gate', 'Bench', 'Fountain'])
      palace = (await req('POST', `/api/my-palaces/${palace.id}/locations`, { title })).body.palace;
    const [gate, bench, fountain] = palace.locations.map((l) => l.id);

    const session = await init(c, 'decimal', 'practice', `?amount=10&palace=${palace.id}`);
    await toRecall(c, session.id);
    // Ten digits on three locations: Gate 0 3 6 9, Bench 1 4 7, Fountain 2 5 8.
    const answer = [...((await perfectAnswerOf(t.app, session.id)) as string[])];
    answer[3] = String((Number(answer[3]) + 1) % 10); // wrong on Gate
    answer[4] = ''; // blank on Bench
    answer[7] = String((Number(answer[7]) + 1) % 10); // wrong on Bench
    const done = await call(c, 'POST', '/api/bmevent/result', { id: session.id, answer });
    expect(done.body.bmevent.stage).toBe('res');

    const after = (await req('GET', `/api/my-palaces/${palace.id}`)).body.palace as MyPalace;
    expect(after.review.sessions).toBe(1);
    expect(after.review.locations.map((l) => [l.id, l.sessionItems, l.sessionErrors])).toEqual([
      [gate, 4, 1],
      [bench, 3, 2],
      [fountain, 3, 0],
    ]);
  });

  it('keeps the order the session started with when the palace is reordered later', async () => {
    let palace = (await req('POST', '/api/my-palaces', { name: 'Moved' })).body.palace as MyPalace;
    for (const title of ['One', 'Two'])
      palace = (await req('POST', `/api/my-palaces/${palace.id}/locations`, { title })).body.palace;
    const [one, two] = palace.locations.map((l) => l.id) as [string, string];
    const session = await init(c, 'decimal', 'practice', `?amount=10&palace=${palace.id}`);
    await toRecall(c, session.id);
    const answer = [...((await perfectAnswerOf(t.app, session.id)) as string[])];
    answer[0] = String((Number(answer[0]) + 1) % 10); // item 0 on One
    await call(c, 'POST', '/api/bmevent/result', { id: session.id, answer });
    await t.app.inject({
      method: 'PUT',
      url: `/api/my-palaces/${palace.id}/order`,
      payload: { order: [two, one] },
      headers: { cookie: c.cookie },
    });
    const after = (await req('GET', `/api/my-palaces/${palace.id}`)).body.palace as MyPalace;
    expect(after.review.locations.map((l) => [l.id, l.sessionErrors])).toEqual([
      [two, 0],
      [one, 1],
    ]);
  });

  it("refuses another user's palace, an empty palace and a malformed id, before any session exists", async () => {
    const other: Client = { app: t.app, cookie: (await signup(t.app)).cookie };
    const theirs = (
      await t.app.inject({
        method: 'POST',
        url: '/api/my-palaces',
        payload: { name: 'Theirs' },
        headers: { cookie: other.cookie },
      })
    ).json().palace as MyPalace;
    const foreign = await call(c, 'GET', `/api/bmevent/init/decimal/practice?palace=${theirs.id}`);
    expect(foreign.status).toBe(404);
    const empty = await call(other, 'GET', `/api/bmevent/init/decimal/practice?palace=${theirs.id}`);
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('This palace has no locations yet.');
    expect((await call(c, 'GET', '/api/bmevent/init/decimal/practice?palace=nope')).status).toBe(400);
  });
});
