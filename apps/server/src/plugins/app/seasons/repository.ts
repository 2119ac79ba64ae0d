import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  type SeasonEnrolmentRow,
  type SeasonRow,
  seasonEnrolments,
  seasonGames,
  seasons,
  users,
} from '../../../db/schema.ts';
import type { Tx } from '../versus/repository.ts';
import type { Outcome } from '../versus/rules.ts';
import { closeDivision, counts, pointsFor, type SeasonResult, seasonBounds } from './rules.ts';

/** An enrolment with the name and picture the table shows. */
export type TableRow = SeasonEnrolmentRow & { userName: string; image: string | null };

/** The seasons' rows: created idempotently, counted in the match's transaction, closed once. */
export class SeasonsRepository {
  constructor(readonly db: Db) {}

  /** Creates the season if no process did yet (the month is its key). */
  async ensure(id: string, matchesPerPlayer: number): Promise<void> {
    const { startsAt, endsAt } = seasonBounds(id);
    await this.db.insert(seasons).values({ id, startsAt, endsAt, matchesPerPlayer }).onConflictDoNothing();
  }

  async get(id: string): Promise<SeasonRow | undefined> {
    const [row] = await this.db.select().from(seasons).where(eq(seasons.id, id));
    return row;
  }

  /** Every season, newest first (one a month: a short list). */
  async list(): Promise<SeasonRow[]> {
    return this.db.select().from(seasons).orderBy(desc(seasons.startsAt));
  }

  async enrolment(seasonId: string, userId: string): Promise<SeasonEnrolmentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(seasonEnrolments)
      .where(and(eq(seasonEnrolments.seasonId, seasonId), eq(seasonEnrolments.userId, userId)));
    return row;
  }

  /** The user's latest finished season's verdict: the division it sends them to. */
  async carriedDivision(userId: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ next: seasonEnrolments.nextDivision })
      .from(seasonEnrolments)
      .where(and(eq(seasonEnrolments.userId, userId), isNotNull(seasonEnrolments.nextDivision)))
      .orderBy(desc(seasonEnrolments.seasonId))
      .limit(1);
    return row?.next ?? undefined;
  }

  /** Enrols the user (a second join changes nothing) and returns their enrolment. */
  async enrol(row: { seasonId: string; userId: string; division: number; rating: number; joinedAt: Date }) {
    await this.db.insert(seasonEnrolments).values(row).onConflictDoNothing();
    return this.enrolment(row.seasonId, row.userId);
  }

  /** Every player of the seasons given, with names (the tables of a season page, the winners). */
  async tables(seasonIds: string[]): Promise<TableRow[]> {
    if (seasonIds.length === 0) return [];
    return this.db
      .select({ ...enrolmentColumns, userName: users.userName, image: users.image })
      .from(seasonEnrolments)
      .innerJoin(users, eq(users.id, seasonEnrolments.userId))
      .where(inArray(seasonEnrolments.seasonId, seasonIds));
  }

  /**
   * Records a pair's match as a game of the season division, only while the season is open (a
   * search that outlived the season's end plays an ordinary match).
   */
  async recordGame(matchId: string, seasonId: string, division: number, now: Date, tx: Tx) {
    await tx.execute(sql`
      INSERT INTO season_games (match_id, season_id, division)
      SELECT ${matchId}, id, ${division} FROM seasons
      WHERE id = ${seasonId} AND status = 'open' AND ends_at > ${now.toISOString()}::timestamptz`);
  }

  /** The season a match was counted in, if it was a season match and has been counted. */
  async countedSeasonOf(matchId: string): Promise<string | undefined> {
    const [game] = await this.db
      .select({ seasonId: seasonGames.seasonId })
      .from(seasonGames)
      .where(and(eq(seasonGames.matchId, matchId), eq(seasonGames.counted, true)));
    return game?.seasonId;
  }

  /**
   * Counts a decided match in its season's table, once: each player gains the points of their result
   * unless they have played the season's number of matches already. An aborted match is not rated
   * and counts for nobody; a season closed meanwhile takes no more games.
   */
  async countGame(matchId: string, outcome: Outcome, userIds: string[], tx: Tx) {
    if (outcome.reason === 'aborted') return;
    const [game] = await tx
      .select({ seasonId: seasonGames.seasonId, counted: seasonGames.counted })
      .from(seasonGames)
      .where(eq(seasonGames.matchId, matchId))
      .for('update');
    if (!game || game.counted) return;
    // Shared lock: a close (which takes it exclusively) waits for this game, or this sees it closed.
    const [season] = await tx.select().from(seasons).where(eq(seasons.id, game.seasonId)).for('share');
    if (season?.status !== 'open') return;
    await tx.update(seasonGames).set({ counted: true }).where(eq(seasonGames.matchId, matchId));
    for (const userId of userIds) {
      const result: SeasonResult =
        outcome.winner === null ? 'draw' : outcome.winner === userId ? 'win' : 'loss';
      const [me] = await tx
        .select()
        .from(seasonEnrolments)
        .where(and(eq(seasonEnrolments.seasonId, season.id), eq(seasonEnrolments.userId, userId)))
        .for('update');
      if (!me || !counts(me.played, season.matchesPerPlayer)) continue;
      await tx
        .update(seasonEnrolments)
        .set({
          played: me.played + 1,
          points: me.points + pointsFor(result),
          wins: me.wins + (result === 'win' ? 1 : 0),
          draws: me.draws + (result === 'draw' ? 1 : 0),
          losses: me.losses + (result === 'loss' ? 1 : 0),
        })
        .where(and(eq(seasonEnrolments.seasonId, season.id), eq(seasonEnrolments.userId, userId)));
    }
  }

  /**
   * Closes a season whose month is over, once whatever the number of processes (the row is locked
   * and its status checked): each player's final place, zone and next division are written.
   * Returns whether this call closed it.
   */
  async close(seasonId: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [season] = await tx.select().from(seasons).where(eq(seasons.id, seasonId)).for('update');
      if (season?.status !== 'open' || season.endsAt > now) return false;
      const rows = await tx.select().from(seasonEnrolments).where(eq(seasonEnrolments.seasonId, seasonId));
      const divisions = new Map<number, SeasonEnrolmentRow[]>();
      for (const r of rows) divisions.set(r.division, [...(divisions.get(r.division) ?? []), r]);
      for (const [division, players] of divisions)
        for (const { row, rank, zone, next } of closeDivision(division, players))
          await tx
            .update(seasonEnrolments)
            .set({ finalRank: rank, zone, nextDivision: next })
            .where(and(eq(seasonEnrolments.seasonId, seasonId), eq(seasonEnrolments.userId, row.userId)));
      await tx.update(seasons).set({ status: 'closed', closedAt: now }).where(eq(seasons.id, seasonId));
      return true;
    });
  }

  /** Open seasons whose month is over (normally none, or last month's right after midnight). */
  async overdue(now: Date): Promise<string[]> {
    const rows = await this.db
      .select({ id: seasons.id })
      .from(seasons)
      .where(and(eq(seasons.status, 'open'), sql`${seasons.endsAt} <= ${now.toISOString()}::timestamptz`));
    return rows.map((r) => r.id);
  }
}

const enrolmentColumns = {
  seasonId: seasonEnrolments.seasonId,
  userId: seasonEnrolments.userId,
  division: seasonEnrolments.division,
  rating: seasonEnrolments.rating,
  played: seasonEnrolments.played,
  wins: seasonEnrolments.wins,
  draws: seasonEnrolments.draws,
  losses: seasonEnrolments.losses,
  points: seasonEnrolments.points,
  joinedAt: seasonEnrolments.joinedAt,
  finalRank: seasonEnrolments.finalRank,
  zone: seasonEnrolments.zone,
  nextDivision: seasonEnrolments.nextDivision,
};
