import type { Format } from '@mnemoria/events';
import { LEADERBOARD_PAGE_SIZE } from '@mnemoria/protocol';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';

/**
 * A competition format's leaderboard, apart from the level ladder's: each user's best result in
 * the format (highest score, then the fastest memorize time, then the earliest), ranked in that
 * order and then by user id. Read from the results (`results_format_idx`); a format is played by
 * far fewer people than an event's standard, so this does not keep counts as the standard board
 * does. A perfect speed-cards deck is 52 and then ranks by time, as the rule says.
 */
export async function formatBoard(db: Db, format: Format, requested: number, userId: string) {
  const read = async (page: number) => {
    const from = (page - 1) * LEADERBOARD_PAGE_SIZE;
    // Only the page's rows and the caller's own leave the database, with the board's size.
    const res = await db.execute(sql`
      with best as (
        select distinct on (r.user_id) r.user_id, r.score, r.mem_ms, r.created_at
        from results r where r.format = ${format.id}
        order by r.user_id, r.score desc, coalesce(r.mem_ms, 2147483647), r.created_at
      ), ranked as (
        select best.*, row_number() over (
          order by score desc, coalesce(mem_ms, 2147483647), created_at, user_id) as rank,
          count(*) over () as total
        from best
      )
      select ranked.*, u.user_name, u.image
      from ranked join users u on u.id = ranked.user_id
      where (ranked.rank > ${from} and ranked.rank <= ${from + LEADERBOARD_PAGE_SIZE})
        or ranked.user_id = ${userId}
      order by rank`);
    return (Array.isArray(res) ? res : (res as { rows: Record<string, unknown>[] }).rows) as Record<
      string,
      unknown
    >[];
  };
  let page = Math.max(1, requested);
  let rows = await read(page);
  let total = Number(rows[0]?.total ?? 0);
  let pages = Math.ceil(total / LEADERBOARD_PAGE_SIZE);
  // A page past the end shows the last one, as the standard board does.
  if (pages > 0 && page > pages) {
    page = pages;
    rows = await read(page);
    total = Number(rows[0]?.total ?? total);
    pages = Math.ceil(total / LEADERBOARD_PAGE_SIZE);
  }
  const entry = (r: Record<string, unknown>) => ({
    rank: Number(r.rank),
    userId: String(r.user_id),
    userName: String(r.user_name),
    image: (r.image as string | null) ?? null,
    highestScore: Number(r.score),
    memorizeMs: r.mem_ms === null || r.mem_ms === undefined ? null : Number(r.mem_ms),
  });
  const from = (page - 1) * LEADERBOARD_PAGE_SIZE;
  const onPage = rows.filter((r) => Number(r.rank) > from && Number(r.rank) <= from + LEADERBOARD_PAGE_SIZE);
  const mine = rows.find((r) => r.user_id === userId);
  return {
    success: true as const,
    event: format.event,
    format: format.id,
    headline: 'score' as const,
    page,
    pageSize: LEADERBOARD_PAGE_SIZE,
    total,
    pages,
    leaderboard: onPage.map(entry),
    me: mine
      ? { rank: Number(mine.rank), highestScore: Number(mine.score), memorizeMs: entry(mine).memorizeMs }
      : { rank: null, highestScore: null, memorizeMs: null },
  };
}
