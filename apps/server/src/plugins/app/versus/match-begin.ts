import { type EventName, eventByName } from '@mnemoria/events';
import type { BmeventRow, MatchRow } from '../../../db/schema.ts';
import type { VersusDeps } from './deps.ts';
import type { MatchClock } from './match-clock.ts';
import { type StartOptions, startMatch } from './match-start.ts';
import { startMatches } from './match-start-many.ts';

const startOptions = (d: VersusDeps): StartOptions => ({
  content: d.content,
  format: d.options.format,
  countdownSeconds: d.options.countdownSeconds,
  loadTimeoutMs: d.options.loadTimeoutMs,
});

/** A started match announced: its chat line, `start-bmevent` to each player, their new state. */
function announceStarted(d: VersusDeps, match: MatchRow, sessions: BmeventRow[]) {
  d.announce?.(match.id, `The match started: ${eventByName(match.event as EventName).displayName}.`);
  for (const s of sessions) {
    const bmevent = d.view(s);
    d.publish({
      type: 'start',
      userId: s.userId,
      signal: { matchId: match.id, eventName: s.name as EventName, bmeventId: s.id, bmevent },
    });
  }
  d.publish({ type: 'state', userIds: match.players.map((p) => p.userId) });
}

/**
 * Starts one match whose players are both ready. False when it did not start: a player was set
 * unready (both are told why) or the match is no longer a ready choice.
 */
export async function startOne(d: VersusDeps, match: MatchRow): Promise<boolean> {
  const out = await startMatch(d.repo, match.id, d.now(), startOptions(d));
  if (!out) return false;
  if (!out.started) {
    const told = new Set(out.unready.map((u) => u.userId));
    for (const u of out.unready) {
      d.publish({ type: 'unready', userId: u.userId, signal: { matchId: match.id, reason: u.reason } });
      const o = u.toOpponent;
      if (o && !told.has(o.userId))
        d.publish({ type: 'unready', userId: o.userId, signal: { matchId: match.id, reason: o.reason } });
    }
    d.publish({ type: 'state', userIds: match.players.map((p) => p.userId) });
    return false;
  }
  announceStarted(d, out.match, out.sessions);
  return true;
}

/**
 * Matches started per transaction: the first players of a large round get their start while the
 * rest are still being written, and on PostgreSQL the batches run on several connections at once
 * (their players are distinct, so their row locks never cross).
 */
const MATCHES_PER_START = 100;

/**
 * Starts matches opened for their players by someone else (an arena's pairing), both players
 * ready: in batches of one transaction each (`startMatches`), and any a batch leaves out — a player
 * who cannot start, or a failure of the whole batch — one by one. A match that still cannot start
 * ends unplayed, as if its first player had left the choice, and both are told.
 */
export async function startReady(d: VersusDeps, clock: MatchClock, list: MatchRow[]): Promise<void> {
  const batches: MatchRow[][] = [];
  for (let i = 0; i < list.length; i += MATCHES_PER_START) batches.push(list.slice(i, i + MATCHES_PER_START));
  await Promise.all(batches.map((batch) => startBatch(d, clock, batch)));
}

async function startBatch(d: VersusDeps, clock: MatchClock, list: MatchRow[]) {
  // The chat lines are written after the start: they must not queue before it.
  const joined = (match: MatchRow) => {
    for (const p of match.players) d.announce?.(match.id, `${p.userName} joined the match.`);
  };
  const byId = new Map(list.map((m) => [m.id, m]));
  let single = [...byId.keys()];
  try {
    const out = await startMatches(d.repo, single, d.now(), startOptions(d));
    for (const s of out.started) {
      joined(s.match);
      announceStarted(d, s.match, s.sessions);
    }
    single = out.single;
  } catch (err) {
    d.onError(err);
  }
  await Promise.all(
    single.map(async (id) => {
      const match = byId.get(id);
      if (!match) return;
      joined(match);
      if (await startOne(d, match)) return;
      const stuck = await d.repo.find(id);
      const first = match.players[0];
      if (stuck?.stage === 'choice' && first) await clock.leaveChoice(first.userId, id);
    }),
  );
}
