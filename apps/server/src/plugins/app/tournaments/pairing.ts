import type { EventName } from '@mnemoria/events';
import { isUniqueViolation } from '../../../db/errors.ts';
import type { MatchPlayer, MatchRow } from '../../../db/schema.ts';
import type { VersusService } from '../versus/service.ts';
import type { TournamentsRepository } from './repository.ts';
import { pairArena } from './rules.ts';

/**
 * One pairing round of a running arena. The players who may be paired are the joined, active ones
 * with a connection to the arena's room (`present`, counted across processes) and no open match.
 * The round runs under the arena row's lock (`FOR UPDATE SKIP LOCKED`): a second process finding it
 * locked skips the arena this round, so each player is paired by one process at a time; the
 * database's one-open-match rule (match_seats) refuses any match a player could still get twice.
 * Matches are inserted ready, with the arena's event, and started after the commit: both players
 * get `start-bmevent` as after any Ready.
 */
export async function pairRound(
  repo: TournamentsRepository,
  versus: VersusService,
  arena: { id: string; event: string },
  present: Set<string>,
): Promise<MatchRow[]> {
  const event = arena.event as EventName;
  const candidates = (await repo.waiting(arena.id)).filter((w) => present.has(w.userId));
  if (candidates.length < 2) return [];
  // Read before the transaction: the embedded database has one session, which the transaction holds.
  const players = new Map<string, MatchPlayer>();
  for (const c of candidates) {
    const p = await versus.readyPlayer(c.userId, event);
    if (p) players.set(c.userId, p);
  }
  const opened = await repo.db.transaction(async (tx) => {
    if (!(await repo.lockRunning(arena.id, tx))) return [];
    const still = new Set((await repo.waiting(arena.id, tx)).map((w) => w.userId));
    const pairs = pairArena(
      candidates
        .filter((c) => still.has(c.userId) && players.has(c.userId))
        .map((c) => ({
          userId: c.userId,
          rating: Number(c.rating),
          lastOpponent: c.lastOpponent,
          since: c.since.getTime(),
        })),
    );
    const out: MatchRow[] = [];
    for (const [a, b] of pairs) {
      const pa = players.get(a.userId);
      const pb = players.get(b.userId);
      if (!pa || !pb) continue;
      try {
        out.push(
          await tx.transaction(async (sp) => {
            const match = await versus.insertReady([pa, pb], event, sp);
            await repo.recordGame(arena.id, match.id, a.userId, b.userId, sp);
            return match;
          }),
        );
      } catch (err) {
        // A player seated in another match meanwhile (a versus search of theirs): not paired now.
        if (!isUniqueViolation(err)) throw err;
      }
    }
    return out;
  });
  await Promise.all(opened.map((m) => versus.startReady(m)));
  return opened;
}
