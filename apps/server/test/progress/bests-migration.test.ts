import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const migrations = join(import.meta.dirname, '../../src/db/migrations');

/** The migrations folder as it was before bests were kept apart (every migration numbered below 4). */
function before0004(into: string): string {
  cpSync(migrations, into, { recursive: true });
  const file = join(into, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: { idx: number }[] };
  writeFileSync(file, JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.idx < 4) }));
  return into;
}

describe('migration 0004 on data written before bests were kept apart', () => {
  const root = mkdtempSync(join(tmpdir(), 'mn-bests-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('rebuilds standard bests from standard results only, keeps practice apart and trial numbers', async () => {
    const pg = new PGlite();
    const db = drizzle(pg);
    await migrate(db, { migrationsFolder: before0004(join(root, 'old')) });
    // What the old code left: a failed practice words session (20) as the "best", a practice
    // Blocktris pass (500 ms) as the Blocktris "best", summaries counting standard only.
    await pg.exec(`
      insert into users (id, user_name, email, password_hash, settings, bests) values
        ('u1', 'ada', 'ada@example.com', 'x', '{}', '{"words": 20, "tetris": 500}'),
        ('u2', 'bob', 'bob@example.com', 'x', '{}', '{"dates": 9}');
      insert into bmevents (id, user_id, name, mode, seed, amount, settings, data, stage, staged_at, mem_time, rec_time, cdr_time, running)
        select 'b' || g, 'u1', 'words', 'standard', 's', 5, '{}', '{}', 'res', now(), 1, 1, 1, false from generate_series(1, 7) g;
      insert into results (id, user_id, bmevent_id, event, mode, level, amount, score, max, percent, block_speed, trial_number, created_at) values
        ('r1', 'u1', 'b1', 'words', 'standard', 1, 5, 3, 5, 60, null, 1, '2026-01-01T10:00:00Z'),
        ('r2', 'u1', 'b2', 'words', 'standard', 1, 5, 3, 4, 75, null, 2, '2026-01-02T10:00:00Z'),
        ('r3', 'u1', 'b3', 'words', 'practice', null, 40, 20, 40, 50, null, 3, '2026-01-03T10:00:00Z'),
        ('r4', 'u1', 'b4', 'tetris', 'standard', 1, 4, 2, 4, 50, 1000, 1, '2026-01-01T11:00:00Z'),
        ('r5', 'u1', 'b5', 'tetris', 'standard', 1, 4, 4, 4, 100, 1000, 2, '2026-01-02T11:00:00Z'),
        ('r6', 'u1', 'b6', 'tetris', 'practice', null, 4, 4, 4, 100, 500, 3, '2026-01-03T11:00:00Z'),
        ('r7', 'u2', 'b7', 'dates', 'practice', null, 9, 9, 9, 100, null, 1, '2026-01-04T11:00:00Z');
      insert into event_stats (user_id, event, trials, standard_played, best_score, best_max, fastest_speed) values
        ('u1', 'words', 4, 2, 3, 4, null), ('u1', 'tetris', 3, 2, 4, 4, 1000), ('u2', 'dates', 1, 0, null, null, null);
    `);

    await migrate(db, { migrationsFolder: migrations });

    const users = await pg.query<{ id: string; bests: Record<string, number> }>(
      'select id, bests from users order by id',
    );
    expect(users.rows).toEqual([
      { id: 'u1', bests: { words: 3, tetris: 1000 } },
      { id: 'u2', bests: {} },
    ]);
    const stats = await pg.query<Record<string, unknown>>(
      `select event, trials, standard_played, practice_played, best_score, best_max, best_at, fastest_speed,
              fastest_at, practice_best_score, practice_fastest_speed, last_played_at
       from event_stats order by user_id, event`,
    );
    const [tetris, words, dates] = stats.rows;
    expect(words).toMatchObject({
      event: 'words',
      trials: 4, // the stored counter is higher than the results: trial numbers never repeat
      standard_played: 2,
      practice_played: 1,
      best_score: 3,
      best_max: 5, // the FIRST session that reached 3
      practice_best_score: 20,
    });
    expect((words?.best_at as Date | undefined)?.toISOString()).toBe('2026-01-01T10:00:00.000Z');
    expect((words?.last_played_at as Date | undefined)?.toISOString()).toBe('2026-01-03T10:00:00.000Z');
    expect(tetris).toMatchObject({ fastest_speed: 1000, practice_fastest_speed: 500, best_score: 4 });
    expect((tetris?.fastest_at as Date | undefined)?.toISOString()).toBe('2026-01-02T11:00:00.000Z');
    expect(dates).toMatchObject({ best_score: null, practice_best_score: 9, practice_played: 1 });
    await pg.close();
    // A fresh in-memory cluster runs initdb first: seconds of CPU on a busy machine.
  }, 180_000);
});
