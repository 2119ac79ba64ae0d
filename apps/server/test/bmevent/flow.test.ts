import type { EventName } from '@mnemoria/events';
import { describe, expect, it } from 'vitest';
import { signup, useListeningApp } from '../helpers.ts';
import {
  type Client,
  call,
  expectNoKey,
  init,
  perfectAnswerOf,
  stage,
  stored,
  toRecall,
} from './session-helpers.ts';

const t = useListeningApp({ sweepIntervalMs: 60_000, listen: false });

async function client(): Promise<Client> {
  const { cookie } = await signup(t.app);
  return { app: t.app, cookie };
}

const SIX: EventName[] = ['binary', 'decimal', 'alphabet', 'words', 'dates', 'names'];

describe.each(SIX)('%s standard session', (event) => {
  it('a perfect recall scores 100 %, passes, raises the level by 2 and feeds the dashboard and chart', async () => {
    const c = await client();
    const session = await init(c, event);
    expect(session.stage).toBe('init');
    const key = await perfectAnswerOf(t.app, session.id);
    const rec = await toRecall(c, session.id);
    expectNoKey(rec.data, key as unknown[]);

    const saved = await call(c, 'PUT', '/api/bmevent/answer', { id: session.id, answer: key, seq: 1 });
    expect(saved.body).toEqual({ success: true, stored: true });
    // Reload mid-recall: the answers are all there, the key is not.
    const reloaded = await call(c, 'GET', `/api/bmevent/${session.id}`);
    expect(reloaded.body.bmevent.answer).toEqual(key);
    expectNoKey(reloaded.body.bmevent.data, key as unknown[]);

    const res = await call(c, 'POST', '/api/bmevent/result', { id: session.id });
    expect(res.body.bmevent).toMatchObject({
      stage: 'res',
      percent: 100,
      evaluation: 'passed',
      running: false,
    });
    expect(res.body.bmevent.score).toBe(res.body.bmevent.result.max);

    const me = await call(c, 'GET', '/api/user');
    expect(me.body.user.levels[event]).toBe(3);
    expect(me.body.user.bests[event]).toBe(res.body.bmevent.score);
    expect(me.body.user.fp.standard.played).toBe(1);

    const top = await call(c, 'GET', '/api/event/results/topEventsLevels');
    expect(top.body.find((r: { event: string }) => r.event === event)).toEqual({
      event,
      level: 3,
      amount: res.body.bmevent.score,
      totalMark: res.body.bmevent.result.max,
    });
    const chart = await call(c, 'GET', `/api/chart/eventChartData?name=${event}`);
    expect(chart.body.data.data).toHaveLength(1);
    expect(chart.body.data.data[0]).toMatchObject({ trialNumber: 1, score: res.body.bmevent.score });
  });
});

describe('session rules', () => {
  it('scores a flawed recall exactly as the shared scorer does, fails it and keeps the level', async () => {
    const c = await client();
    const session = await init(c, 'words');
    const key = (await perfectAnswerOf(t.app, session.id)) as string[];
    await toRecall(c, session.id);
    // Two right words, one misspelt, the rest empty.
    const answer = key.map((w, i) => (i < 2 ? w.toUpperCase() : i === 2 ? `${w}x` : null));
    const res = await call(c, 'POST', '/api/bmevent/result', { id: session.id, answer });
    const b = res.body.bmevent;
    expect(b.result.items.slice(0, 4).map((i: { verdict: string }) => i.verdict)).toEqual([
      'right',
      'right',
      'wrong',
      'empty',
    ]);
    expect(b.evaluation).toBe('failed');
    expect((await call(c, 'GET', '/api/user')).body.user.levels.words).toBe(1);
  });

  it('moves only one stage forward at a time and ignores a repeated Done', async () => {
    const c = await client();
    const { id } = await init(c, 'decimal');
    expect((await stage(c, id, 'rec')).status).toBe(409);
    await call(c, 'POST', '/api/bmevent/ready', { id });
    expect((await stage(c, id, 'rec')).status).toBe(409);
    expect((await stage(c, id, 'mem')).body.bmevent.stage).toBe('mem');
    expect((await stage(c, id, 'mem')).body.bmevent.stage).toBe('mem');
    expect((await stage(c, id, 'cdm')).body.bmevent.stage).toBe('mem');
  });

  it('adds memorize time left over to the recall time when Done ends memorize early', async () => {
    const c = await client();
    const { id, rec_time, mem_time } = await init(c, 'binary');
    await call(c, 'POST', '/api/bmevent/ready', { id });
    await stage(c, id, 'mem');
    const cdr = (await stage(c, id, 'cdr')).body.bmevent;
    expect(cdr.rec_time).toBeGreaterThanOrEqual(rec_time + mem_time - 2);
    expect(cdr.rec_time).toBeLessThanOrEqual(rec_time + mem_time);
  });

  it('refuses answers outside recall and answers that break the event rules', async () => {
    const c = await client();
    const { id } = await init(c, 'binary');
    expect((await call(c, 'PUT', '/api/bmevent/answer', { id, answer: ['1'], seq: 1 })).status).toBe(409);
    await toRecall(c, id);
    const bad = await call(c, 'PUT', '/api/bmevent/answer', { id, answer: ['2'], seq: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/binary cell holds 0 or 1/);
  });

  it('keeps the newest answer when writes arrive out of order', async () => {
    const c = await client();
    const { id } = await init(c, 'decimal');
    await toRecall(c, id);
    await call(c, 'PUT', '/api/bmevent/answer', { id, answer: ['1', '2'], seq: 2 });
    await call(c, 'PUT', '/api/bmevent/answer', { id, answer: ['1'], seq: 1 });
    expect((await stored(t.app, id)).answer).toEqual(['1', '2']);
  });

  it("never shows another user's session", async () => {
    const a = await client();
    const b = await client();
    const { id } = await init(a, 'binary');
    expect((await call(b, 'GET', `/api/bmevent/${id}`)).status).toBe(404);
    expect((await call(b, 'POST', '/api/bmevent/ready', { id })).status).toBe(404);
  });

  it('exit ends the session without a result', async () => {
    const c = await client();
    const { id } = await init(c, 'alphabet');
    await call(c, 'POST', '/api/bmevent/ready', { id });
    const out = await call(c, 'POST', '/api/bmevent/exit', { id });
    expect(out.body.bmevent).toMatchObject({ running: false, exited: true, result: null });
    expect((await stage(c, id, 'mem')).body.bmevent.stage).toBe('cdm');
  });

  it('practice takes the amount and times from the user, within bounds, and leaves the level alone', async () => {
    const c = await client();
    const s = await init(c, 'decimal', 'practice', '?amount=40&memorize=60&recall=999999');
    expect(s).toMatchObject({ mem_time: 60 });
    expect((s as unknown as { amount: number }).amount).toBe(40);
    expect(s.rec_time).toBe(7200);
    const key = await perfectAnswerOf(t.app, s.id);
    await toRecall(c, s.id);
    await call(c, 'POST', '/api/bmevent/result', { id: s.id, answer: key });
    const me = (await call(c, 'GET', '/api/user')).body.user;
    expect(me.levels.decimal).toBe(1);
    // A practice result is the practice best; the user's `bests` holds standard bests only.
    expect(me.bests.decimal).toBeUndefined();
  });

  it('limits free users to 5 standard trials a day but never limits practice', async () => {
    const c = await client();
    for (let i = 0; i < 5; i++) {
      // Each started session is discarded by the next init, which the client confirms.
      const { id } = await init(c, 'binary', 'standard', i > 0 ? '?discard=true' : '');
      await call(c, 'POST', '/api/bmevent/ready', { id });
    }
    const sixth = await call(c, 'GET', '/api/bmevent/init/binary/standard?discard=true');
    expect(sixth.status).toBe(403);
    expect(sixth.body.error).toMatch(/free standard trials/);
    expect((await call(c, 'GET', '/api/bmevent/init/binary/practice?discard=true')).status).toBe(200);
    expect((await call(c, 'GET', '/api/user')).body.user.fp.standard).toEqual({ chance: 5, played: 5 });
  });

  it('hands out a rank change once', async () => {
    const c = await client();
    // Two perfect binary runs: level 1 → 3 → 5, which is Apprentice.
    for (let i = 0; i < 2; i++) {
      const { id } = await init(c, 'binary');
      const key = await perfectAnswerOf(t.app, id);
      await toRecall(c, id);
      await call(c, 'POST', '/api/bmevent/result', { id, answer: key });
    }
    const change = await call(c, 'POST', '/api/ranks/update-event-rank', { eventName: 'binary' });
    expect(change.body).toMatchObject({
      rankChanged: true,
      oldRankName: 'Novice',
      newRankName: 'Apprentice',
    });
    expect(change.body.newRankImage).toBe('/media/ranks/apprentice.svg');
    const again = await call(c, 'POST', '/api/ranks/update-event-rank', { eventName: 'binary' });
    expect(again.body.rankChanged).toBe(false);
    const user = (await call(c, 'GET', '/api/user')).body.user;
    expect(user.eventsRanks.binary.name).toBe('Apprentice');
    expect(user.eventsRanks.overall.name).toBe('Novice');
  });
});
