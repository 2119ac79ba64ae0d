import type { EventName } from '@mnemoria/events';
import { isUniqueViolation } from '../../../db/errors.ts';
import type { MatchPlayer, MatchRow } from '../../../db/schema.ts';
import { newPlayer } from '../versus/match-player.ts';
import { NEW_RATING, type Tx } from '../versus/repository.ts';
import type { VersusService } from '../versus/service.ts';
import type { TournamentsRepository } from './repository.ts';
import { pairArena } from './rules.ts';

/** Matches inserted per statement: a thousand players' round is a few statements, far from the parameter limit. */
const PAIRS_PER_STATEMENT = 200;

type Waiting = Awaited<ReturnType<TournamentsRepository['waiting']>>[number];
type Game = { players: [MatchPlayer, MatchPlayer] };

/** A waiting player as their match stores them: ready on the arena's event, rated as now. */
const readyPlayer = (w: Waiting, event: EventName): MatchPlayer =>
  newPlayer(
    w.userId,
    w,
    {
      rating: w.rating ?? NEW_RATING.rating,
      deviation: w.deviation ?? NEW_RATING.deviation,
      volatility: w.volatility ?? NEW_RATING.volatility,
      games: w.games ?? NEW_RATING.games,
    },
    { choice: event, ready: true },
  );

/**
 * One pairing round of a running arena. The players who may be paired are the joined, active ones
 * with a connection to the arena's room (`present`, counted across processes) and no open match.
 * The round runs under the arena row's lock (`FOR UPDATE SKIP LOCKED`): a second process finding it
 * locked skips the arena this round, so each player is paired by one process at a time; the
 * database's one-open-match rule (match_seats) refuses any match a player could still get twice.
 * Matches are inserted ready, with the arena's event, and started after the commit: both players
 * get `start-bmevent` as after any Ready. The round's statements do not grow with its players: the
 * waiting players are read with their names and ratings, and the matches inserted in bulk.
 */
export async function pairRound(
  repo: TournamentsRepository,
  versus: VersusService,
  arena: { id: string; event: string },
  present: Set<string>,
): Promise<MatchRow[]> {
  const event = arena.event as EventName;
  // Read before the transaction: most ticks find nobody to pair and need no lock.
  const candidates = (await repo.waiting(arena.id)).filter((w) => present.has(w.userId));
  if (candidates.length < 2) return [];
  const opened = await repo.db.transaction(async (tx) => {
    if (!(await repo.lockRunning(arena.id, tx))) return [];
    const waiting = (await repo.waiting(arena.id, tx)).filter((w) => present.has(w.userId));
    const byId = new Map(waiting.map((w) => [w.userId, w]));
    const pairs = pairArena(
      waiting.map((w) => ({
        userId: w.userId,
        rating: w.rating ?? NEW_RATING.rating,
        lastOpponent: w.lastOpponent,
        since: w.since.getTime(),
      })),
    );
    const games: Game[] = [];
    for (const [a, b] of pairs) {
      const wa = byId.get(a.userId);
      const wb = byId.get(b.userId);
      if (wa && wb) games.push({ players: [readyPlayer(wa, event), readyPlayer(wb, event)] });
    }
    const open = (list: Game[]) =>
      tx.transaction((sp) => insertGames(repo, versus, arena.id, event, list, sp));
    try {
      return await open(games);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
    // A player seated in another match meanwhile (a versus search of theirs): each pair again on
    // its own, so only theirs is left out, not paired now.
    const out: MatchRow[] = [];
    for (const game of games) {
      try {
        out.push(...(await open([game])));
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
    }
    return out;
  });
  await versus.startReady(opened);
  return opened;
}

async function insertGames(
  repo: TournamentsRepository,
  versus: VersusService,
  id: string,
  event: EventName,
  games: Game[],
  tx: Tx,
): Promise<MatchRow[]> {
  const out: MatchRow[] = [];
  for (let i = 0; i < games.length; i += PAIRS_PER_STATEMENT) {
    const matches = await versus.insertReady(
      games.slice(i, i + PAIRS_PER_STATEMENT).map((g) => g.players),
      event,
      tx,
    );
    await repo.recordGames(
      id,
      matches.map((m) => ({ matchId: m.id, a: m.userA, b: m.userB })),
      tx,
    );
    out.push(...matches);
  }
  return out;
}
