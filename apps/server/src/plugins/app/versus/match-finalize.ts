import { rateGame } from '@mnemoria/rating';
import type { BmeventRow, MatchOutcome, MatchRow, StoredRating, UserRow } from '../../../db/schema.ts';
import { memorizeMs } from '../bmevent/bests.ts';
import { localDay } from '../bmevent/trials.ts';
import { NEW_RATING, type Tx, type VersusRepository } from './repository.ts';
import { decide, evaluationFor, gaveAnswer, type Outcome, type Played } from './rules.ts';

export interface Settled {
  match: MatchRow;
  outcome: Outcome;
  /** Session rows whose evaluation this settlement wrote. */
  sessions: BmeventRow[];
  /** Sessions of the match still running: the match is over, so the caller ends them. */
  running: BmeventRow[];
}

/**
 * Decides a match once its outcome is certain — both sessions over, or a player forfeited — and,
 * in one transaction: the match row (locked first), both players (locked in id order), their
 * ratings for the event and overall (Glicko-2, one game) or, for an aborted match, the versus
 * trial each spent at the start given back, and the evaluation of each finished session. Returns
 * undefined when there is nothing to decide yet (or it was decided already).
 */
export async function settleMatch(
  repo: VersusRepository,
  matchId: string,
  now: Date,
): Promise<Settled | undefined> {
  return repo.db.transaction(async (tx) => {
    const match = await repo.lock(matchId, tx);
    if (!match?.event || (match.stage !== 'playing' && match.stage !== 'loading')) return undefined;
    const sessions = await repo.sessionsOf(match.id, tx);
    const played: Played[] = match.players.map((p) => {
      const s = sessions.find((r) => r.id === p.bmeventId);
      return {
        userId: p.userId,
        // A session that ended without a result is reported as the player leaving (MatchClock.moved).
        forfeited: p.left,
        answered: gaveAnswer(s?.answer),
        score: s && !s.running && !s.exited ? s.score : null,
        percent: s && !s.running && !s.exited ? s.percent : null,
        // Blocktris' fall is the same for both by construction: no time to break a tie with.
        memMs: s && match.event !== 'tetris' ? memorizeMs(s) : null,
      };
    });
    const [a, b] = played;
    if (!a || !b) return undefined;
    const over = (p: Played) => {
      const s = sessions.find((r) => r.userId === p.userId);
      return p.forfeited || (s !== undefined && !s.running);
    };
    if (!(a.forfeited || b.forfeited) && !(over(a) && over(b))) return undefined;

    const outcome = decide(a, b);
    const users = await repo.lockUsers([a.userId, b.userId], tx);
    if (outcome.reason === 'aborted') await giveTrialsBack(repo, tx, users, sessions);
    const rated = await rate(repo, tx, match, outcome, a, b, now);
    const written: BmeventRow[] = [];
    for (const s of sessions) {
      if (s.running || s.exited) continue;
      const row = await repo.setEvaluation(s.id, evaluationFor(outcome, s.userId), tx);
      if (row) written.push(row);
    }
    for (const hook of repo.settleHooks) await hook(match, outcome, tx);
    const stored: MatchOutcome = { winner: outcome.winner, reason: outcome.reason, players: rated };
    const updated = await repo.update(
      match.id,
      { stage: 'over', endedAt: now, deadline: null, outcome: stored },
      tx,
    );
    const running = sessions.filter((r) => r.running);
    return updated ? { match: updated, outcome, sessions: written, running } : undefined;
  });
}

/**
 * An aborted match costs no trial: the one counted when its sessions were created is given back,
 * if the user's counter still counts that day (after their midnight it has started afresh).
 */
async function giveTrialsBack(repo: VersusRepository, tx: Tx, users: UserRow[], sessions: BmeventRow[]) {
  for (const user of users) {
    const session = sessions.find((s) => s.userId === user.id);
    if (session) await repo.giveTrialBack(user.id, localDay(user.timeZone, session.createdAt), tx);
  }
}

async function rate(
  repo: VersusRepository,
  tx: Tx,
  match: MatchRow,
  outcome: Outcome,
  a: Played,
  b: Played,
  now: Date,
): Promise<MatchOutcome['players']> {
  const event = match.event as string;
  const rows = await repo.ratingsOf([a.userId, b.userId], [event, 'overall'], tx);
  const current = (userId: string, e: string): StoredRating => {
    const r = rows.find((x) => x.userId === userId && x.event === e);
    return r
      ? { rating: r.rating, deviation: r.deviation, volatility: r.volatility, games: r.games }
      : NEW_RATING;
  };
  const entry = (p: Played, ev: { before: StoredRating; after: StoredRating }, ov: typeof ev) => ({
    userId: p.userId,
    score: p.score,
    percent: p.percent,
    event: ev,
    overall: ov,
  });
  const before = {
    aE: current(a.userId, event),
    bE: current(b.userId, event),
    aO: current(a.userId, 'overall'),
    bO: current(b.userId, 'overall'),
  };
  // An aborted match rates nobody, and neither does one opened by an unrated challenge.
  if (outcome.reason === 'aborted' || !match.rated) {
    return [
      entry(a, { before: before.aE, after: before.aE }, { before: before.aO, after: before.aO }),
      entry(b, { before: before.bE, after: before.bE }, { before: before.bO, after: before.bO }),
    ];
  }
  const scoreA = outcome.winner === null ? 0.5 : outcome.winner === a.userId ? 1 : 0;
  const next = (x: StoredRating, y: StoredRating): [StoredRating, StoredRating] => {
    const [nx, ny] = rateGame(x, y, scoreA);
    return [
      { ...nx, games: x.games + 1 },
      { ...ny, games: y.games + 1 },
    ];
  };
  const [aE, bE] = next(before.aE, before.bE);
  const [aO, bO] = next(before.aO, before.bO);
  await repo.saveRating(a.userId, event, aE, now, tx);
  await repo.saveRating(b.userId, event, bE, now, tx);
  await repo.saveRating(a.userId, 'overall', aO, now, tx);
  await repo.saveRating(b.userId, 'overall', bO, now, tx);
  return [
    entry(a, { before: before.aE, after: aE }, { before: before.aO, after: aO }),
    entry(b, { before: before.bE, after: bE }, { before: before.bO, after: bO }),
  ];
}
