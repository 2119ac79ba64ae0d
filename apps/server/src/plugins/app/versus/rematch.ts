import { type EventName, eventByName } from '@mnemoria/events';
import type { VersusAck } from '@mnemoria/protocol';
import { isUniqueViolation } from '../../../db/errors.ts';
import type { MatchPlayer, MatchRow } from '../../../db/schema.ts';
import { failure, type VersusDeps } from './deps.ts';
import { insertLockedMatch, lockedPlayer, matchOpened } from './open-match.ts';
import type { VersusService } from './service.ts';
import { trialsLeftOf, trialsOf } from './state.ts';

type Asked =
  | { kind: 'error'; error: string }
  | { kind: 'offered'; match: MatchRow }
  | { kind: 'opened'; match: MatchRow; next: MatchRow };

/**
 * Rematch: on the result of their last match, each player may ask to play again. The ask is
 * stored on the finished match's row (locked while it is read and written, so two asks landing
 * together in two processes see each other); the second ask opens the new match at once, in the
 * choice stage with both picks locked on the same event, so the players only get ready. The
 * database's one-open-match rule still holds: a player who sits in another match meanwhile makes
 * the insert fail, and nothing is written.
 */
export class Rematches {
  constructor(
    private readonly d: VersusDeps,
    private readonly service: VersusService,
  ) {}

  async ask(userId: string, matchId: string): Promise<VersusAck> {
    const user = await this.d.findUser(userId);
    if (!user) return failure('Not signed in');
    const trials = trialsOf(user, this.d.now());
    if (trialsLeftOf(trials) <= 0)
      return failure(
        `You have used your ${trials.chance} free versus trials for today. Upgrade to premium for unlimited trials.`,
      );
    // The new match's players are read first: nothing else may query inside the transaction (the
    // embedded database has one session, which the transaction holds).
    const known = await this.d.repo.find(matchId);
    const event = known?.event;
    if (!known || !event || !known.players.some((p) => p.userId === userId)) return failure('No such match.');
    const fresh = await Promise.all(
      known.players.map((p) => lockedPlayer(this.d, this.service, p.userId, event, p.userName)),
    );
    let asked: Asked;
    try {
      asked = await this.d.repo.db.transaction((tx) => this.write(userId, matchId, fresh, tx));
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      asked = { kind: 'error', error: 'One of you is in another match already.' };
    }
    if (asked.kind === 'error') return failure(asked.error);
    const ids = asked.match.players.map((p) => p.userId);
    if (asked.kind === 'opened') {
      const event = eventByName(asked.next.event as EventName).displayName;
      matchOpened(this.d, asked.next, `Rematch: both players asked to play ${event} again.`);
    }
    const state = await this.service.state(userId);
    if (!state) return failure('Not signed in');
    this.d.publish({ type: 'user-state', userId, state });
    this.d.publish({ type: 'state', userIds: ids.filter((id) => id !== userId) });
    return { success: true, state };
  }

  private async write(
    userId: string,
    matchId: string,
    fresh: MatchPlayer[],
    tx: Parameters<Parameters<VersusDeps['repo']['db']['transaction']>[0]>[0],
  ): Promise<Asked> {
    const match = await this.d.repo.lock(matchId, tx);
    const me = match?.players.find((p) => p.userId === userId);
    if (!match || !me) return { kind: 'error', error: 'No such match.' };
    if (match.stage !== 'over' || !match.outcome || !match.event)
      return { kind: 'error', error: 'Only a finished match can be played again.' };
    if (me.dismissed) return { kind: 'error', error: 'You have left this match.' };
    const other = match.players.find((p) => p.userId !== userId);
    if (!other || other.dismissed) return { kind: 'error', error: 'Your opponent has left: no rematch.' };
    if (await this.d.repo.seatOf(userId, tx)) return { kind: 'error', error: 'You are already in a match.' };
    const players = match.players.map((p) => (p.userId === userId ? { ...p, rematch: true } : p));
    const updated = await this.d.repo.update(match.id, { players }, tx);
    if (!updated) return { kind: 'error', error: 'No such match.' };
    if (!other.rematch) return { kind: 'offered', match: updated };
    // A rematch of an unrated match (a challenge) is unrated too.
    const next = await insertLockedMatch(this.d, tx, {
      players: fresh,
      event: match.event,
      rated: match.rated,
    });
    // The finished match's result is put away for both: the new match is their state now.
    const done = updated.players.map((p) => ({ ...p, dismissed: true }));
    await this.d.repo.update(match.id, { players: done }, tx);
    return { kind: 'opened', match: updated, next };
  }
}
