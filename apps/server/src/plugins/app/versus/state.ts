import type { EventName } from '@mnemoria/events';
import type {
  RatingView,
  VersusPlayer,
  VersusResult,
  VersusRoom,
  VersusState,
  VersusTrials,
} from '@mnemoria/protocol';
import { isProvisional } from '@mnemoria/rating';
import type { MatchPlayer, MatchRow, StoredRating, UserRow } from '../../../db/schema.ts';
import { countersFor, FREE_TRIALS_PER_DAY, localDay, type TrialCounters } from '../bmevent/trials.ts';
import { isPremium } from '../payments/premium.ts';
import { evaluationFor } from './rules.ts';

/** Projections of a match for one of its players: what that player may see, nothing else. */

export const ratingView = (r: Pick<StoredRating, 'rating' | 'deviation' | 'games'>): RatingView => ({
  rating: Math.round(r.rating),
  deviation: Math.round(r.deviation),
  provisional: isProvisional(r),
  games: r.games,
});

export function trialsOf(user: UserRow, now: Date): VersusTrials {
  const premium = isPremium(user.membership, now.getTime());
  const counters = countersFor(user.fp as TrialCounters, user.fpDay, localDay(user.timeZone, now));
  const c = counters.versus ?? { chance: FREE_TRIALS_PER_DAY, played: 0 };
  return { premium, chance: c.chance, played: c.played };
}

export const trialsLeftOf = (t: VersusTrials) => (t.premium ? Number.POSITIVE_INFINITY : t.chance - t.played);

const ROOM_STAGES = ['choice', 'loading', 'playing', 'over'] as const;

/** The room as `userId` sees it; `stages` are the players' session stages once the match runs. */
export function roomFor(
  match: MatchRow,
  userId: string,
  stages: Map<string, string> = new Map(),
): VersusRoom {
  const players = match.players;
  const me = players.find((p) => p.userId === userId);
  const locked = players.every((p) => p.choice !== null);
  return {
    _id: match.id,
    stage: (ROOM_STAGES as readonly string[]).includes(match.stage)
      ? (match.stage as VersusRoom['stage'])
      : 'choice',
    players: players.map((p) => playerView(p, userId, stages)),
    choiceLocked: locked,
    choiceMatched: locked && players.every((p) => p.choice === players[0]?.choice),
    eventName: (match.event as EventName | null) ?? null,
    bmeventId: me?.bmeventId ?? null,
    result: match.stage === 'over' ? resultFor(match, userId) : null,
    rated: match.rated,
  };
}

function playerView(p: MatchPlayer, userId: string, stages: Map<string, string>): VersusPlayer {
  return {
    user: { _id: p.userId, userName: p.userName, image: p.image },
    you: p.userId === userId,
    rating: ratingView(p),
    choice: (p.choice as EventName | null) ?? null,
    choiceLocked: p.choice !== null,
    ready: p.ready,
    loaded: p.loaded,
    stage: p.bmeventId ? (stages.get(p.bmeventId) ?? null) : null,
    left: p.left,
  };
}

export function resultFor(match: MatchRow, userId: string): VersusResult | null {
  const o = match.outcome;
  if (!o || !match.event) return null;
  const me = match.players.find((p) => p.userId === userId);
  const opponent = match.players.find((p) => p.userId !== userId);
  const name = (id: string) => match.players.find((p) => p.userId === id)?.userName ?? '';
  return {
    matchId: match.id,
    eventName: match.event as EventName,
    bmeventId: me?.bmeventId ?? '',
    outcome: evaluationFor(o, userId),
    reason: o.reason,
    rated: o.reason !== 'aborted' && match.rated,
    players: o.players.map((p) => ({
      userId: p.userId,
      userName: name(p.userId),
      score: p.score,
      percent: p.percent,
      event: { before: ratingView(p.event.before), after: ratingView(p.event.after) },
      overall: { before: ratingView(p.overall.before), after: ratingView(p.overall.after) },
    })),
    opponentBmeventId: opponent?.bmeventId ?? '',
    rematch: {
      you: match.players.find((p) => p.userId === userId)?.rematch === true,
      opponent: opponent?.rematch ? 'offered' : opponent?.dismissed ? 'gone' : 'none',
    },
  };
}

export interface StateInput {
  user: UserRow;
  now: Date;
  overall: StoredRating;
  search?: { mode: string; searchId: string; since: number };
  match?: MatchRow;
  stages?: Map<string, string>;
  last?: MatchRow;
}

/** The whole versus state of a user, as every `update` sends it. */
export function stateFor(i: StateInput): VersusState {
  const me = i.last?.players.find((p) => p.userId === i.user.id);
  const lastResult = !i.match && i.last && me && !me.dismissed ? resultFor(i.last, i.user.id) : null;
  const searching = !i.match && i.search;
  return {
    stage: i.match ? (i.match.stage === 'choice' ? 'choice' : 'match') : searching ? 'search' : 'none',
    // A grouped search ('season:…') shows as its mode while it waits; a match is one against one.
    mode: searching && i.search?.mode === 'season' ? 'season' : i.match || searching ? '1v1' : null,
    searchId: searching ? (i.search?.searchId ?? null) : null,
    searchStartedAt: searching && i.search ? new Date(i.search.since).toISOString() : null,
    serverNow: i.now.toISOString(),
    room: i.match ? roomFor(i.match, i.user.id, i.stages) : null,
    lastResult,
    trials: trialsOf(i.user, i.now),
    rating: ratingView(i.overall),
  };
}
