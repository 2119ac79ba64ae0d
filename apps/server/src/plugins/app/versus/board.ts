import {
  RATING_HISTORY_MAX,
  type RatingPoint,
  VERSUS_BOARD_PAGE_SIZE,
  type VersusBoardResponse,
  type VersusRatingKey,
} from '@mnemoria/protocol';
import { isProvisional } from '@mnemoria/rating';
import { and, asc, count, desc, eq, gt, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { matches, ratings, type StoredRating, users } from '../../../db/schema.ts';

/**
 * The versus leaderboard of one rating (overall or an event): every player with a rated match in
 * it, highest rating first (equal ratings by user id, so the order is stable across pages).
 * Provisional ratings are listed and marked, as on the player's own page.
 */
export async function versusBoard(
  db: Db,
  event: VersusRatingKey,
  asked: number,
  userId: string,
): Promise<VersusBoardResponse> {
  const [[all], [mine]] = await Promise.all([
    db.select({ n: count() }).from(ratings).where(eq(ratings.event, event)),
    db
      .select()
      .from(ratings)
      .where(and(eq(ratings.event, event), eq(ratings.userId, userId))),
  ]);
  const total = all?.n ?? 0;
  const pages = Math.ceil(total / VERSUS_BOARD_PAGE_SIZE);
  const page = Math.max(1, Math.min(asked, pages));
  const rows = await db
    .select({
      userId: ratings.userId,
      userName: users.userName,
      image: users.image,
      rating: ratings.rating,
      deviation: ratings.deviation,
      games: ratings.games,
    })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.userId))
    .where(eq(ratings.event, event))
    .orderBy(desc(ratings.rating), asc(ratings.userId))
    .limit(VERSUS_BOARD_PAGE_SIZE)
    .offset((page - 1) * VERSUS_BOARD_PAGE_SIZE);
  let me: VersusBoardResponse['me'] = null;
  if (mine) {
    const [above] = await db
      .select({ n: count() })
      .from(ratings)
      .where(
        and(
          eq(ratings.event, event),
          or(
            gt(ratings.rating, mine.rating),
            and(eq(ratings.rating, mine.rating), lt(ratings.userId, userId)),
          ),
        ),
      );
    me = {
      rank: (above?.n ?? 0) + 1,
      rating: Math.round(mine.rating),
      games: mine.games,
      provisional: isProvisional(mine),
    };
  }
  return {
    success: true,
    event,
    page,
    pageSize: VERSUS_BOARD_PAGE_SIZE,
    total,
    pages,
    leaderboard: rows.map((r, i) => ({
      rank: (page - 1) * VERSUS_BOARD_PAGE_SIZE + i + 1,
      userId: r.userId,
      userName: r.userName,
      image: r.image,
      rating: Math.round(r.rating),
      deviation: Math.round(r.deviation),
      games: r.games,
      provisional: isProvisional(r),
    })),
    me,
  };
}

const point = (at: Date, r: StoredRating): RatingPoint => ({
  at: at.toISOString(),
  rating: Math.round(r.rating),
  deviation: Math.round(r.deviation),
  provisional: isProvisional(r),
});

/**
 * A player's rating over time, read from the outcomes of their matches (each stores every
 * player's ratings before and after): where they started, then the rating after each rated match,
 * oldest first. Aborted and unrated matches count no game and add no point.
 */
export async function ratingHistory(db: Db, userId: string, event: VersusRatingKey): Promise<RatingPoint[]> {
  const rows = await db
    .select({
      startedAt: matches.startedAt,
      createdAt: matches.createdAt,
      endedAt: matches.endedAt,
      outcome: matches.outcome,
    })
    .from(matches)
    .where(
      and(
        or(eq(matches.userA, userId), eq(matches.userB, userId)),
        eq(matches.stage, 'over'),
        isNotNull(matches.outcome),
        event === 'overall' ? undefined : eq(matches.event, event),
      ),
    )
    .orderBy(desc(matches.endedAt))
    .limit(RATING_HISTORY_MAX);
  const points: RatingPoint[] = [];
  for (const row of rows.reverse()) {
    const mine = row.outcome?.players.find((p) => p.userId === userId);
    const r = mine && (event === 'overall' ? mine.overall : mine.event);
    if (!r || r.after.games <= r.before.games) continue;
    if (points.length === 0) points.push(point(row.startedAt ?? row.createdAt, r.before));
    points.push(point(row.endedAt ?? row.createdAt, r.after));
  }
  return points;
}
