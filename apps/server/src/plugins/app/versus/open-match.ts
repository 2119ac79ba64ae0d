import { randomBytes, randomUUID } from 'node:crypto';
import type { MatchPlayer, MatchRow } from '../../../db/schema.ts';
import type { VersusDeps } from './deps.ts';
import { newPlayer } from './match-player.ts';
import type { Tx } from './repository.ts';
import { MODE, type VersusService } from './service.ts';

/**
 * Opening a match whose event is already agreed — a rematch, an accepted challenge: the choice
 * stage with both picks locked on the event and nobody ready, so the players only get ready. One
 * way of doing it, so both paths keep the same fresh players, seed and checks.
 */

/** A player of the new match: current name, picture and overall rating; the pick already made. */
export async function lockedPlayer(
  d: VersusDeps,
  service: VersusService,
  userId: string,
  event: string,
  fallbackName = '',
): Promise<MatchPlayer> {
  const [user, r] = await Promise.all([d.findUser(userId), service.overallOf(userId)]);
  return newPlayer(userId, user, r, { choice: event, ready: false }, fallbackName);
}

/**
 * Inserts the match inside the caller's transaction. The database seats both players: a player
 * sitting in another open match makes the insert fail with a unique violation (nothing written).
 */
export function insertLockedMatch(
  d: VersusDeps,
  tx: Tx,
  m: { players: MatchPlayer[]; event: string; rated: boolean },
): Promise<MatchRow> {
  const [a, b] = m.players;
  if (!a || !b) throw new Error('a match needs two players');
  return d.repo.insert(
    {
      id: randomUUID(),
      mode: MODE,
      stage: 'choice',
      seed: randomBytes(16).toString('hex'),
      event: m.event,
      userA: a.userId,
      userB: b.userId,
      players: m.players,
      rated: m.rated,
    },
    tx,
  );
}

/**
 * After the commit: both players are checked for presence like a new pair (after `presenceAfterMs`
 * more when they first have to open the Versus page, as an accepted challenge's players do); the
 * chat says why the match opened.
 */
export function matchOpened(d: VersusDeps, match: MatchRow, line: string, presenceAfterMs = 0) {
  const check = () => {
    for (const p of match.players) d.checkPresence?.(p.userId);
  };
  if (presenceAfterMs > 0) setTimeout(check, presenceAfterMs).unref();
  else check();
  d.announce?.(match.id, line);
}
