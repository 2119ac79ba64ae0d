import type { StandingRow, TournamentSummary } from '@mnemoria/protocol';
import { and, asc, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  arenaGames,
  matches,
  matchSeats,
  ratings,
  type TournamentRow,
  tournamentPlayers,
  tournaments,
  users,
} from '../../../db/schema.ts';
import type { Tx } from '../versus/repository.ts';
import { rankStandings, type ScheduledArena } from './rules.ts';

export type DbOrTx = Db | Tx;

/** How many finished arenas the list shows (newest first). */
const FINISHED_LISTED = 20;

const playerCount = sql<number>`(select count(*)::int from ${tournamentPlayers} tp where tp.tournament_id = ${tournaments.id} and tp.status <> 'withdrawn')`;
const winnerName = sql<
  string | null
>`(select u.user_name from ${users} u where u.id = ${tournaments.winnerId})`;

const SUMMARY = {
  row: tournaments,
  players: playerCount,
  winnerName,
};

export function summaryOf(x: {
  row: TournamentRow;
  players: number;
  winnerName: string | null;
}): TournamentSummary {
  const t = x.row;
  return {
    id: t.id,
    name: t.name,
    event: t.event,
    format: t.format,
    status: t.status,
    startsAt: t.startsAt.toISOString(),
    endsAt: t.endsAt.toISOString(),
    players: Number(x.players),
    visibility: t.visibility,
    createdBy: t.createdBy,
    winner: t.winnerId && x.winnerName ? { userId: t.winnerId, userName: x.winnerName } : null,
  };
}

/** Arenas, their players and the games they paired: every statement the arenas make. */
export class TournamentsRepository {
  constructor(readonly db: Db) {}

  /** Opens the scheduled arenas that do not exist yet; a slot another process took is skipped. */
  async ensureScheduled(list: ScheduledArena[], now: Date) {
    if (list.length === 0) return;
    await this.db
      .insert(tournaments)
      .values(
        list.map((a) => ({
          id: `hourly-${a.startsAt
            .toISOString()
            .slice(0, 13)
            .replace(/[^0-9]/g, '')}`,
          name: a.name,
          event: a.event,
          status: a.startsAt <= now ? ('started' as const) : ('created' as const),
          startsAt: a.startsAt,
          endsAt: a.endsAt,
          scheduleSlot: a.slot,
        })),
      )
      .onConflictDoNothing();
  }

  async insert(row: typeof tournaments.$inferInsert) {
    const [out] = await this.db.insert(tournaments).values(row).returning();
    return out;
  }

  /** Running and upcoming arenas (public, or the user's own or joined), then the latest finished. */
  async list(userId: string) {
    const mine = or(
      eq(tournaments.visibility, 'public'),
      eq(tournaments.createdBy, userId),
      sql`exists (select 1 from ${tournamentPlayers} tp where tp.tournament_id = ${tournaments.id} and tp.user_id = ${userId})`,
    );
    const open = await this.db
      .select(SUMMARY)
      .from(tournaments)
      .where(and(ne(tournaments.status, 'finished'), mine))
      .orderBy(asc(tournaments.startsAt))
      .limit(50);
    const done = await this.db
      .select(SUMMARY)
      .from(tournaments)
      .where(and(eq(tournaments.status, 'finished'), mine))
      .orderBy(desc(tournaments.endsAt))
      .limit(FINISHED_LISTED);
    return [...open, ...done].map(summaryOf);
  }

  async find(id: string, db: DbOrTx = this.db) {
    const [row] = await db.select(SUMMARY).from(tournaments).where(eq(tournaments.id, id));
    return row;
  }

  /** The whole standings, ranked (names read with them). */
  async standings(id: string, db: DbOrTx = this.db): Promise<StandingRow[]> {
    const rows = await db
      .select({
        userId: tournamentPlayers.userId,
        userName: users.userName,
        points: tournamentPlayers.points,
        games: tournamentPlayers.games,
        wins: tournamentPlayers.wins,
        streak: tournamentPlayers.streak,
        status: tournamentPlayers.status,
        reachedAt: tournamentPlayers.reachedAt,
      })
      .from(tournamentPlayers)
      .innerJoin(users, eq(users.id, tournamentPlayers.userId))
      .where(and(eq(tournamentPlayers.tournamentId, id), ne(tournamentPlayers.status, 'withdrawn')));
    return rankStandings(rows.map((r) => ({ ...r, reachedAt: r.reachedAt?.getTime() ?? null }))).map(
      ({ reachedAt: _, ...r }) => r,
    );
  }

  async playerOf(id: string, userId: string) {
    const [row] = await this.db
      .select()
      .from(tournamentPlayers)
      .where(and(eq(tournamentPlayers.tournamentId, id), eq(tournamentPlayers.userId, userId)));
    return row;
  }

  /** Several users' places in the arena (those who joined it at some time). */
  async playersOf(id: string, userIds: string[]) {
    if (userIds.length === 0) return [];
    return this.db
      .select()
      .from(tournamentPlayers)
      .where(and(eq(tournamentPlayers.tournamentId, id), inArray(tournamentPlayers.userId, userIds)));
  }

  /** Joins, or comes back after a pause or a leave, with the points kept. */
  async join(id: string, userId: string, now: Date) {
    await this.db
      .insert(tournamentPlayers)
      .values({ tournamentId: id, userId, waitingSince: now, joinedAt: now })
      .onConflictDoUpdate({
        target: [tournamentPlayers.tournamentId, tournamentPlayers.userId],
        set: { status: 'active', waitingSince: now },
      });
  }

  async setStatus(id: string, userId: string, status: 'paused' | 'withdrawn') {
    const out = await this.db
      .update(tournamentPlayers)
      .set({ status })
      .where(and(eq(tournamentPlayers.tournamentId, id), eq(tournamentPlayers.userId, userId)))
      .returning({ userId: tournamentPlayers.userId });
    return out.length > 0;
  }

  /** Arenas whose start time has come: started here, once (the statement returns them to one process). */
  async startDue(now: Date) {
    return this.db
      .update(tournaments)
      .set({ status: 'started' })
      .where(and(eq(tournaments.status, 'created'), lte(tournaments.startsAt, now)))
      .returning({ id: tournaments.id, name: tournaments.name });
  }

  async running(now: Date) {
    return this.db
      .select({ id: tournaments.id, event: tournaments.event, endsAt: tournaments.endsAt })
      .from(tournaments)
      .where(and(eq(tournaments.status, 'started')))
      .then((rows) => rows.map((r) => ({ ...r, over: r.endsAt <= now })));
  }

  async unscoredGames(id: string, db: DbOrTx = this.db) {
    return db
      .select({ matchId: arenaGames.matchId })
      .from(arenaGames)
      .where(and(eq(arenaGames.tournamentId, id), isNull(arenaGames.scoredAt)));
  }

  /** Locks a running arena for one pairing round; undefined when another process holds it. */
  async lockRunning(id: string, tx: Tx) {
    const rows = await tx
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(and(eq(tournaments.id, id), eq(tournaments.status, 'started')))
      .for('update', { skipLocked: true });
    return rows.length > 0;
  }

  /**
   * Joined, active players of the arena who sit in no open match, with what a match stores of them:
   * name, picture and overall rating (null for a player never rated).
   */
  async waiting(id: string, db: DbOrTx = this.db) {
    return db
      .select({
        userId: tournamentPlayers.userId,
        lastOpponent: tournamentPlayers.lastOpponent,
        since: tournamentPlayers.waitingSince,
        userName: users.userName,
        image: users.image,
        rating: ratings.rating,
        deviation: ratings.deviation,
        volatility: ratings.volatility,
        games: ratings.games,
      })
      .from(tournamentPlayers)
      .innerJoin(users, eq(users.id, tournamentPlayers.userId))
      .leftJoin(matchSeats, eq(matchSeats.userId, tournamentPlayers.userId))
      .leftJoin(ratings, and(eq(ratings.userId, tournamentPlayers.userId), eq(ratings.event, 'overall')))
      .where(
        and(
          eq(tournamentPlayers.tournamentId, id),
          eq(tournamentPlayers.status, 'active'),
          isNull(matchSeats.userId),
        ),
      );
  }

  /** The round's games, and each player's last opponent: one statement each, whatever their number. */
  async recordGames(id: string, games: { matchId: string; a: string; b: string }[], tx: Tx) {
    if (games.length === 0) return;
    await tx.insert(arenaGames).values(games.map((g) => ({ matchId: g.matchId, tournamentId: id })));
    const pairs = games.flatMap((g) => [sql`(${g.a}, ${g.b})`, sql`(${g.b}, ${g.a})`]);
    await tx.execute(sql`
      update ${tournamentPlayers} set last_opponent = v.other
      from (values ${sql.join(pairs, sql`, `)}) as v(me, other)
      where ${tournamentPlayers.tournamentId} = ${id} and ${tournamentPlayers.userId} = v.me`);
  }

  /**
   * Claims a paired game whose match is over, once: the first caller (any process) gets the
   * arena and the outcome; later ones get nothing.
   */
  async claimOver(matchId: string, now: Date, tx: Tx) {
    const [row] = await tx
      .update(arenaGames)
      .set({ scoredAt: now })
      .from(matches)
      .where(
        and(
          eq(arenaGames.matchId, matchId),
          eq(matches.id, arenaGames.matchId),
          eq(matches.stage, 'over'),
          isNull(arenaGames.scoredAt),
        ),
      )
      .returning({
        tournamentId: arenaGames.tournamentId,
        outcome: matches.outcome,
        a: matches.userA,
        b: matches.userB,
      });
    return row;
  }

  /** Paired games whose match is over but whose points were not added (a process died meanwhile). */
  async overUnscored(limit = 50) {
    return this.db
      .select({ matchId: arenaGames.matchId })
      .from(arenaGames)
      .innerJoin(matches, eq(matches.id, arenaGames.matchId))
      .where(and(isNull(arenaGames.scoredAt), eq(matches.stage, 'over')))
      .limit(limit);
  }

  async lockPlayers(id: string, userIds: string[], tx: Tx) {
    return tx
      .select()
      .from(tournamentPlayers)
      .where(and(eq(tournamentPlayers.tournamentId, id), inArray(tournamentPlayers.userId, userIds)))
      .orderBy(asc(tournamentPlayers.userId))
      .for('update');
  }

  async updatePlayer(
    id: string,
    userId: string,
    set: Partial<typeof tournamentPlayers.$inferInsert>,
    tx: Tx,
  ) {
    await tx
      .update(tournamentPlayers)
      .set(set)
      .where(and(eq(tournamentPlayers.tournamentId, id), eq(tournamentPlayers.userId, userId)));
  }

  /** Ends a running arena, naming its winner (null when nobody played). */
  async finish(id: string, winnerId: string | null, tx: Tx) {
    const out = await tx
      .update(tournaments)
      .set({ status: 'finished', winnerId })
      .where(and(eq(tournaments.id, id), eq(tournaments.status, 'started')))
      .returning({ id: tournaments.id });
    return out.length > 0;
  }

  /** Arenas a user won, newest first (the trophies on a profile). */
  async trophiesOf(userId: string) {
    return this.db
      .select({
        id: tournaments.id,
        name: tournaments.name,
        event: tournaments.event,
        endsAt: tournaments.endsAt,
      })
      .from(tournaments)
      .where(and(eq(tournaments.winnerId, userId), eq(tournaments.status, 'finished')))
      .orderBy(desc(tournaments.endsAt))
      .limit(50);
  }
}
