import type { ClientBmevent, VersusResult, VersusRoom } from '@mnemoria/protocol';
import type { VersusDeps } from './deps.ts';
import { resultFor, roomFor } from './state.ts';

export type OpponentView =
  | { ok: true; bmevent: ClientBmevent; userName: string }
  | { ok: false; status: number; error: string };

/**
 * The opponent's session of a match, read-only, for Watch Opponent. A player sees it only once
 * their own session is over (answer key and the opponent's answers would help them otherwise);
 * anyone else is told it does not exist.
 */
export async function opponentSession(
  d: VersusDeps,
  userId: string,
  bmeventId: string,
): Promise<OpponentView> {
  const notFound: OpponentView = { ok: false, status: 404, error: 'Session not found.' };
  const row = await d.repo.session(bmeventId);
  if (!row?.matchId || row.userId === userId) return notFound;
  const match = await d.repo.find(row.matchId);
  const me = match?.players.find((p) => p.userId === userId);
  if (!match || !me?.bmeventId) return notFound;
  const mine = await d.repo.session(me.bmeventId);
  if (!mine || mine.running)
    return { ok: false, status: 403, error: 'You can watch your opponent once you have finished.' };
  const opponent = match.players.find((p) => p.userId === row.userId);
  return { ok: true, bmevent: { ...d.view(row), viewer: true }, userName: opponent?.userName ?? '' };
}

/** A match's room and result, for its players only. */
export async function matchOf(
  d: VersusDeps,
  userId: string,
  matchId: string,
): Promise<{ room: VersusRoom; result: VersusResult | null } | undefined> {
  const match = await d.repo.find(matchId);
  if (!match?.players.some((p) => p.userId === userId)) return undefined;
  const stages = await d.repo.stagesOf(match.id);
  return { room: roomFor(match, userId, stages), result: resultFor(match, userId) };
}
