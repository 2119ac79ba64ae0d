import type { ImagesData } from '@mnemoria/events';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { call, init, stored, toRecall } from '../bmevent/session-helpers.ts';
import { signup, useListeningApp } from '../helpers.ts';
import { FAST_VERSUS, joinVersus, loadBoth, playToStart, until } from '../versus/versus-helpers.ts';

const t = useListeningApp({ versus: FAST_VERSUS });

/**
 * The exploit: answer each row with the pictures in the order the recall shows them. If a row's
 * recall order is its key (a row of one) or tells it (a row of two, always reversed), this scores
 * without memorising anything.
 */
const recallOrder = (data: ImagesData) => data.shuffle1.map((p) => p.image);
const rowLengths = (data: ImagesData) => data.formatted.map((row) => row.length);

describe('images fair play: the recall order never gives the key away', () => {
  it('refuses a row length other than the official five, and plays rows of five whatever was stored', async () => {
    const { cookie, user } = await signup(t.app);
    const c = { app: t.app, cookie };
    for (const n of [1, 2, 4, 20]) {
      const res = await call(c, 'PUT', '/api/user/event/settings/images', { images_group_number: n });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/rows of 5/);
    }
    const ok = await call(c, 'PUT', '/api/user/event/settings/images', { memorize_timer: false });
    expect(ok.status).toBe(200);
    expect(ok.body.settings).toMatchObject({ images_group_number: 5, memorize_timer: false });

    // A value stored before the rule (or by hand) never reaches generation.
    await t.app.database.db
      .update(users)
      .set({ eventSettings: { images: { images_group_number: 1, memorize_timer: false } } })
      .where(eq(users.id, user._id));
    const got = await call(c, 'GET', '/api/user/event/settings/images');
    expect(got.body.settings).toMatchObject({ images_group_number: 5, memorize_timer: false });
    // …and does not stop the user's other settings from being saved.
    const again = await call(c, 'PUT', '/api/user/event/settings/images', { memorize_timer: true });
    expect(again.status).toBe(200);

    // Standard, level 1: six pictures are one row of six, not six rows of one.
    const standard = await init(c, 'images', 'standard');
    expect(rowLengths(standard.data as ImagesData)).toEqual([6]);
    expect((await stored(t.app, standard.id)).settings).toMatchObject({ images_group_number: 5 });
    await call(c, 'POST', '/api/bmevent/exit', { id: standard.id });

    // Practice, 30 pictures: six rows of five; the exploit answer is worth nothing on average.
    const practice = await init(c, 'images', 'practice', '?amount=30&memorize=10&recall=10');
    expect(rowLengths(practice.data as ImagesData)).toEqual([5, 5, 5, 5, 5, 5]);
    const recall = await toRecall(c, practice.id);
    const res = await call(c, 'POST', '/api/bmevent/result', {
      id: practice.id,
      answer: recallOrder(recall.data as ImagesData),
    });
    expect(res.status).toBe(200);
    expect(res.body.bmevent.score).toBeLessThan(30);
  });

  it('plays a versus match on the match settings: both sheets alike, the recall order not the key', async () => {
    const a = await joinVersus(t.app, t.url, t.sockets);
    const b = await joinVersus(t.app, t.url, t.sockets);
    // Player A's own settings ask for rows of one: a match never plays a player's own settings.
    await t.app.database.db
      .update(users)
      .set({ eventSettings: { images: { images_group_number: 1 } } })
      .where(eq(users.id, a.userId));
    const ids = await playToStart(t.app, a, b, ['images', 'images']);
    const { ga } = await loadBoth(t.url, t.sockets, a, b, ids);
    const [rowA, rowB] = [await stored(t.app, ids.idA), await stored(t.app, ids.idB)];
    expect(rowA.settings).toEqual(rowB.settings);
    // FAST_VERSUS deals 12 pictures: a row of five and a last row of seven.
    expect(rowLengths(rowA.data as unknown as ImagesData)).toEqual([5, 7]);
    expect(rowA.data).toEqual(rowB.data);

    const recall = (await until('A in recall', () =>
      ga.updates.find((u) => u.stage === 'rec'),
    )) as unknown as { data: ImagesData };
    const answer = recallOrder(recall.data);
    const ack = await ga.emit('update', ids.idA, 'answer', answer, 1);
    expect(ack).toMatchObject({ success: true });
    await ga.emit('finished', ids.idA);
    const done = await until('A scored', async () => {
      const row = await stored(t.app, ids.idA);
      return row.stage === 'res' && row;
    });
    expect(done.score ?? 0).toBeLessThan(12);
  });
});
