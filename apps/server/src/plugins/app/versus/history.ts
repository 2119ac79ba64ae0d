import { type EventData, type EventName, eventByName } from '@mnemoria/events';
import {
  VERSUS_HISTORY_PAGE_SIZE,
  type VersusHistoryEntry,
  type VersusReview,
  type VersusReviewPlayer,
} from '@mnemoria/protocol';
import { and, count, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type MatchOutcome, type MatchRow, matches, users } from '../../../db/schema.ts';
import type { VersusRepository } from './repository.ts';

/** Finished matches that were played: a match left during the choice stage has no outcome. */
const playedBy = (userId: string) =>
  and(
    or(eq(matches.userA, userId), eq(matches.userB, userId)),
    eq(matches.stage, 'over'),
    isNotNull(matches.outcome),
  );

/**
 * Aborted matches (both players gone, or nobody did anything) rate nobody. Older rows and the
 * rules before aborts existed call the both-gone case 'abandoned'. Read as a plain string so the
 * reasons written by any version of the rules are recognised.
 */
export const isAborted = (outcome: MatchOutcome) => {
  const reason: string = outcome.reason;
  return reason === 'aborted' || reason === 'abandoned';
};

/** A finished match as `userId` sees it in their history; `names` are the players' current names. */
export function historyEntry(
  match: MatchRow,
  userId: string,
  names: Map<string, string> = new Map(),
): VersusHistoryEntry | undefined {
  const o = match.outcome;
  if (!o || !match.event) return undefined;
  const me = o.players.find((p) => p.userId === userId);
  const them = o.players.find((p) => p.userId !== userId);
  const opponent = match.players.find((p) => p.userId !== userId);
  if (!me || !them || !opponent) return undefined;
  const aborted = isAborted(o);
  // An unrated match leaves the ratings as they were: no game is counted.
  const rated = !aborted && me.event.after.games > me.event.before.games;
  const outcome: VersusHistoryEntry['outcome'] = aborted
    ? 'aborted'
    : o.winner === null
      ? 'draw'
      : o.winner === userId
        ? 'win'
        : 'loss';
  return {
    id: match.id,
    event: match.event as EventName,
    opponent: { userName: names.get(opponent.userId) ?? opponent.userName },
    myScore: me.score,
    opponentScore: them.score,
    outcome,
    reason: aborted ? 'aborted' : o.reason === 'forfeit' ? 'forfeit' : 'score',
    rated,
    ratingChange: rated ? Math.round(me.event.after.rating) - Math.round(me.event.before.rating) : null,
    endedAt: (match.endedAt ?? match.createdAt).toISOString(),
  };
}

/** The players' names as they are now (a renamed opponent shows their new name). */
async function currentNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.userName]));
}

/** One page of a player's finished matches, newest first, and how many there are in all. */
export async function historyPage(db: Db, userId: string, page: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(matches)
      .where(playedBy(userId))
      .orderBy(desc(matches.endedAt), desc(matches.id))
      .limit(VERSUS_HISTORY_PAGE_SIZE)
      .offset((page - 1) * VERSUS_HISTORY_PAGE_SIZE),
    db.select({ n: count() }).from(matches).where(playedBy(userId)),
  ]);
  const names = await currentNames(
    db,
    rows.flatMap((m) => m.players.map((p) => p.userId)),
  );
  const list = rows.flatMap((m) => historyEntry(m, userId, names) ?? []);
  return { matches: list, total: total?.n ?? 0, page };
}

export type ReviewAnswer =
  | { ok: true; review: VersusReview }
  | { ok: false; status: 403 | 404; error: string };

export const REVIEW_NOT_YET = 'The review opens once the match is over.';

/**
 * A finished match read back for one of its players: both players' answers beside the key. The
 * key is the content both memorized, so nothing is shown while either session still runs (after a
 * forfeit the winner plays on to the end of their recall).
 */
export async function reviewOf(
  repo: VersusRepository,
  userId: string,
  matchId: string,
): Promise<ReviewAnswer> {
  const notFound = { ok: false, status: 404, error: 'Match not found.' } as const;
  const match = await repo.find(matchId);
  if (!match?.players.some((p) => p.userId === userId) || !match.event) return notFound;
  const sessions = await repo.sessionsOf(match.id);
  if (match.stage !== 'over' || !match.outcome || sessions.some((s) => s.running))
    return { ok: false, status: 403, error: REVIEW_NOT_YET };
  const names = await currentNames(
    repo.db,
    match.players.map((p) => p.userId),
  );
  const entry = historyEntry(match, userId, names);
  const first = sessions[0];
  if (!entry || !first) return notFound;
  const def = eventByName(match.event as EventName);
  // Both sessions were generated from the match's seed and settings: one key for both.
  const data = def.redact(first.data as unknown as EventData, 'res');
  const players: VersusReviewPlayer[] = match.players.map((p) => {
    const s = sessions.find((r) => r.id === p.bmeventId);
    const answer = Array.isArray(s?.answer) ? (s.answer as unknown[]) : [];
    const scored = match.outcome?.players.find((o) => o.userId === p.userId);
    return {
      userName: names.get(p.userId) ?? p.userName,
      you: p.userId === userId,
      left: p.left || s?.exited === true,
      score: scored?.score ?? null,
      percent: scored?.percent ?? null,
      answer,
      result: def.score(first.data as unknown as EventData, answer),
    };
  });
  players.sort((a, b) => Number(b.you) - Number(a.you));
  return {
    ok: true,
    review: {
      match: entry,
      eventName: match.event as EventName,
      settings: first.settings as unknown as VersusReview['settings'],
      data,
      blockSpeed: first.blockSpeed,
      players,
    },
  };
}
