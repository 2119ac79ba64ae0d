import { ARENA_FINISHED_GAMES_SHOWN, type ArenaGame, type ArenaGames } from '@mnemoria/protocol';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { arenaGames, matches } from '../../../db/schema.ts';

type MatchRow = typeof matches.$inferSelect;

/**
 * An arena's games for its page: the ones being played, with each player's session so anyone
 * signed in can watch it on /watch (late, under the versus viewers' fair-play rules), and the
 * latest finished ones with their result. A running game shows no score: scores come from the
 * match's outcome, which exists only once both recalls are over.
 */
export async function arenaGamesOf(db: Db, tournamentId: string): Promise<ArenaGames> {
  const pick = { match: matches };
  const base = () => db.select(pick).from(arenaGames).innerJoin(matches, eq(matches.id, arenaGames.matchId));
  const [live, finished] = await Promise.all([
    base()
      .where(and(eq(arenaGames.tournamentId, tournamentId), ne(matches.stage, 'over')))
      .orderBy(desc(arenaGames.createdAt)),
    base()
      .where(and(eq(arenaGames.tournamentId, tournamentId), eq(matches.stage, 'over')))
      .orderBy(desc(matches.endedAt))
      .limit(ARENA_FINISHED_GAMES_SHOWN),
  ]);
  return { live: live.map((r) => gameOf(r.match)), finished: finished.map((r) => gameOf(r.match)) };
}

function gameOf(m: MatchRow): ArenaGame {
  const outcome = m.stage === 'over' ? m.outcome : null;
  const nameOf = (userId: string | null) => m.players.find((p) => p.userId === userId)?.userName ?? null;
  return {
    matchId: m.id,
    event: m.event ?? '',
    startedAt: (m.startedAt ?? m.createdAt).toISOString(),
    players: m.players.map((p) => ({
      userName: p.userName,
      bmevent: p.bmeventId,
      left: p.left,
      score: outcome?.players.find((o) => o.userId === p.userId)?.score ?? null,
    })),
    result: outcome ? { winner: nameOf(outcome.winner), reason: outcome.reason } : null,
  };
}
