import { LEADERBOARD_PAGE_SIZE } from '@mnemoria/protocol';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Client, call, init } from '../bmevent/session-helpers.ts';
import { newAccount, signup, useListeningApp } from '../helpers.ts';

const t = useListeningApp({ sweepIntervalMs: 60_000, listen: false });

describe('a format leaderboard', () => {
  it('pages like the standard board: totals, pages, the last page for one past the end, and my rank', async () => {
    const players: (Client & { userId: string })[] = [];
    for (let i = 0; i < LEADERBOARD_PAGE_SIZE + 2; i++) {
      const { cookie, user } = await signup(t.app, newAccount(), `10.9.0.${i + 1}`);
      players.push({ app: t.app, cookie, userId: user._id });
    }
    const [first] = players;
    if (!first) throw new Error('no player');
    // One real session to hang the results on; player i scores 100 - i, and the last two tie on
    // score, the faster memorizer first.
    const s = await init(first, 'decimal', 'practice', '?format=wmsc-numbers-60');
    // This test owns the hour-numbers board: a database kept from an earlier run starts it empty.
    await t.app.database.db.execute(sql`delete from results where format = 'wmsc-numbers-60'`);
    for (const [i, p] of players.entries()) {
      const score = i >= LEADERBOARD_PAGE_SIZE ? 50 : 100 - i;
      const memMs = i === LEADERBOARD_PAGE_SIZE ? 40_000 : 30_000;
      await t.app.database.db.execute(sql`
        insert into results (id, user_id, bmevent_id, event, mode, amount, score, max, percent, mem_ms, format, trial_number)
        values (${`r-${p.userId}`}, ${p.userId}, ${s.id}, 'decimal', 'practice', 2000, ${score}, 2000, 0, ${memMs}, 'wmsc-numbers-60', 1)`);
    }
    const last = players[players.length - 1] as Client;
    const page1 = (await call(last, 'GET', '/api/leaderboard?event=decimal&format=wmsc-numbers-60&page=1'))
      .body;
    expect(page1).toMatchObject({ page: 1, total: LEADERBOARD_PAGE_SIZE + 2, pages: 2 });
    expect(page1.leaderboard).toHaveLength(LEADERBOARD_PAGE_SIZE);
    expect(page1.leaderboard[0]).toMatchObject({ rank: 1, highestScore: 100 });
    expect(page1.me).toMatchObject({ rank: LEADERBOARD_PAGE_SIZE + 1, highestScore: 50, memorizeMs: 30_000 });
    const beyond = (await call(last, 'GET', '/api/leaderboard?event=decimal&format=wmsc-numbers-60&page=9'))
      .body;
    expect(beyond).toMatchObject({ page: 2, total: LEADERBOARD_PAGE_SIZE + 2 });
    expect(
      beyond.leaderboard.map((r: { rank: number; memorizeMs: number }) => [r.rank, r.memorizeMs]),
    ).toEqual([
      [LEADERBOARD_PAGE_SIZE + 1, 30_000],
      [LEADERBOARD_PAGE_SIZE + 2, 40_000],
    ]);
  });
});
