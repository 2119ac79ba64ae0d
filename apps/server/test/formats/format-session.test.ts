import { describe, expect, it } from 'vitest';
import { type Client, call, init, perfectAnswerOf, toRecall } from '../bmevent/session-helpers.ts';
import { signup, useListeningApp } from '../helpers.ts';

const t = useListeningApp({ sweepIntervalMs: 60_000, listen: false });

async function client(): Promise<Client & { userId: string }> {
  const { cookie, user } = await signup(t.app);
  return { app: t.app, cookie, userId: user._id };
}

/** The key with the given positions made wrong, and everything from `stopAt` on left blank. */
const withMistakes = (key: string[], wrong: number[], stopAt = key.length) =>
  key.map((d, i) => (i >= stopAt ? null : wrong.includes(i) ? String((Number(d) + 1) % 10) : d));

async function playFormat(c: Client, format: string, answerOf: (key: string[]) => (string | null)[]) {
  const s = await init(c, 'decimal', 'practice', `?format=${format}`);
  expect(s).toMatchObject({ format });
  const key = (await perfectAnswerOf(t.app, s.id)) as string[];
  const rec = await toRecall(c, s.id);
  expect(rec.format).toBe(format);
  const done = await call(c, 'POST', '/api/bmevent/result', { id: s.id, answer: answerOf(key) });
  expect(done.status).toBe(200);
  return { start: s, key, result: done.body.bmevent };
}

describe('a session in a competition format', () => {
  it('takes its times and amount from the format and scores WMSC numbers by rows of 40', async () => {
    const c = await client();
    // Row 1 one wrong (20), row 2 two wrong (0), a last row of 20 written and right (20): 40.
    const { start, result } = await playFormat(c, 'wmsc-numbers-5', (key) =>
      withMistakes(key, [3, 50, 51], 100),
    );
    expect(start).toMatchObject({ amount: 800, mem_time: 300, rec_time: 900 });
    expect(result).toMatchObject({ format: 'wmsc-numbers-5', score: 40 });
    expect(result.result.rows.map((r: { points: number }) => r.points)).toEqual([20, 0, 20]);
  });

  it('plays a one-minute sprint under the event rule, and ranks each format on its own board', async () => {
    const a = await client();
    const b = await client();
    // Decimal rows of 20: one wrong digit halves its row, 80 - 10 = 70.
    const sprint = await playFormat(a, 'ml-numbers', (key) => withMistakes(key, [7]));
    expect(sprint.start).toMatchObject({ amount: 80, mem_time: 60 });
    expect(sprint.result.score).toBe(70);
    const perfect = await playFormat(b, 'ml-numbers', (key) => key);
    expect(perfect.result.score).toBe(80);

    const board = await call(a, 'GET', '/api/leaderboard?event=decimal&format=ml-numbers');
    expect(board.status).toBe(200);
    const ours = board.body.leaderboard.filter((r: { userId: string }) =>
      [a.userId, b.userId].includes(r.userId),
    );
    expect(ours.map((r: { userId: string; highestScore: number }) => [r.userId, r.highestScore])).toEqual([
      [b.userId, 80],
      [a.userId, 70],
    ]);
    expect(board.body.me).toMatchObject({ highestScore: 70 });
    expect(typeof board.body.me.memorizeMs).toBe('number');
    // The level ladder's board does not see format sessions.
    const standard = await call(a, 'GET', '/api/leaderboard/standardUsersData?event=decimal');
    expect(standard.body.me.rank).toBeNull();
  });

  it('refuses an unknown format, a format of another event, and a format outside practice', async () => {
    const c = await client();
    for (const url of [
      '/api/bmevent/init/decimal/practice?format=nope',
      '/api/bmevent/init/binary/practice?format=wmsc-numbers-5',
      '/api/bmevent/init/decimal/standard?format=wmsc-numbers-5',
      '/api/bmevent/init/decimal/practice?format=Bad%20Id',
    ]) {
      const res = await call(c, 'GET', url);
      expect(res.status, url).toBe(400);
    }
    const board = await call(c, 'GET', '/api/leaderboard?event=binary&format=wmsc-numbers-5');
    expect(board.status).toBe(400);
  });
});
