import type { TournamentsRepository } from './repository.ts';
import { type GameResult, scoreGame } from './rules.ts';

/**
 * Adds a finished arena game to the standings, in one transaction: the game is claimed (so two
 * processes told of the same result add it once), then both players' rows are locked and given
 * their points (`scoreGame`: streaks double). An aborted match (nobody answered, or a start that
 * failed) counts for nobody. Either way both players wait for their next pairing from now.
 * Returns the arena to push, or undefined when there was nothing to add.
 */
export async function scoreArenaGame(
  repo: TournamentsRepository,
  matchId: string,
  now: Date,
): Promise<string | undefined> {
  return repo.db.transaction(async (tx) => {
    const game = await repo.claimOver(matchId, now, tx);
    if (!game) return undefined;
    const id = game.tournamentId;
    const outcome = game.outcome;
    const rows = await repo.lockPlayers(id, [game.a, game.b], tx);
    for (const row of rows) {
      if (!outcome || outcome.reason === 'aborted') {
        await repo.updatePlayer(id, row.userId, { waitingSince: now }, tx);
        continue;
      }
      const result: GameResult =
        outcome.winner === null ? 'draw' : outcome.winner === row.userId ? 'win' : 'loss';
      const s = scoreGame(row.streak, result);
      await repo.updatePlayer(
        id,
        row.userId,
        {
          points: row.points + s.points,
          streak: s.streak,
          games: row.games + 1,
          wins: row.wins + (result === 'win' ? 1 : 0),
          reachedAt: s.points > 0 ? now : row.reachedAt,
          waitingSince: now,
        },
        tx,
      );
    }
    return id;
  });
}
