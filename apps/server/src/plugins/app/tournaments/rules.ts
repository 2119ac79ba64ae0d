/**
 * The arena's rules, pure: who is paired with whom, what a game is worth, the order of the
 * standings and the hourly schedule. The service feeds them rows and writes what they return.
 */

/** A joined player free to play now (connected, not paused, not in a match). */
export interface WaitingPlayer {
  userId: string;
  rating: number;
  /** The opponent of their last arena game, if any. */
  lastOpponent: string | null;
  /** Since when they wait (ms): the longer-waiting pair goes first among equal gaps. */
  since: number;
}

/** How many rating neighbours each player is first compared with (the rest wait for a round). */
const NEIGHBOURS = 12;

interface Candidate {
  a: WaitingPlayer;
  b: WaitingPlayer;
  repeat: boolean;
  gap: number;
  since: number;
}

const candidate = (a: WaitingPlayer, b: WaitingPlayer): Candidate => ({
  a,
  b,
  repeat: a.lastOpponent === b.userId || b.lastOpponent === a.userId,
  gap: Math.abs(a.rating - b.rating),
  since: Math.min(a.since, b.since),
});

const byPreference = (x: Candidate, y: Candidate) =>
  Number(x.repeat) - Number(y.repeat) ||
  x.gap - y.gap ||
  x.since - y.since ||
  x.a.userId.localeCompare(y.a.userId) ||
  x.b.userId.localeCompare(y.b.userId);

function takeGreedy(cands: Candidate[], paired: Set<string>, out: [WaitingPlayer, WaitingPlayer][]) {
  for (const c of cands.sort(byPreference)) {
    if (paired.has(c.a.userId) || paired.has(c.b.userId)) continue;
    paired.add(c.a.userId);
    paired.add(c.b.userId);
    out.push([c.a, c.b]);
  }
}

/**
 * Pairs every waiting player it can: the closest ratings first, and never the opponent of a
 * player's last game while someone else is free. First each player's nearest rating neighbours
 * are considered without repeats; the few left over are then compared with each other, where a
 * repeat is allowed only when no other pairing remains for them. An odd player out waits.
 */
export function pairArena(waiting: WaitingPlayer[]): [WaitingPlayer, WaitingPlayer][] {
  const unique = [...new Map(waiting.map((w) => [w.userId, w])).values()];
  const sorted = unique.sort((x, y) => x.rating - y.rating || x.userId.localeCompare(y.userId));
  const out: [WaitingPlayer, WaitingPlayer][] = [];
  const paired = new Set<string>();
  const near: Candidate[] = [];
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < Math.min(sorted.length, i + 1 + NEIGHBOURS); j++) {
      const c = candidate(sorted[i] as WaitingPlayer, sorted[j] as WaitingPlayer);
      if (!c.repeat) near.push(c);
    }
  }
  takeGreedy(near, paired, out);
  const left = sorted.filter((w) => !paired.has(w.userId));
  const rest: Candidate[] = [];
  for (let i = 0; i < left.length; i++)
    for (let j = i + 1; j < left.length; j++)
      rest.push(candidate(left[i] as WaitingPlayer, left[j] as WaitingPlayer));
  takeGreedy(rest, paired, out);
  for (let i = 0; i < out.length; i++)
    if (candidate(...(out[i] as [WaitingPlayer, WaitingPlayer])).repeat) out[i] = unrepeat(out, i);
  return out;
}

/**
 * A repeat the greedy pass could not avoid may still be undone by swapping partners with another
 * pair (a and b met last; c and d are close: a–c and b–d is better than a–b and c–d). The swap
 * with the smallest total rating gap is made, in place.
 */
function unrepeat(pairs: [WaitingPlayer, WaitingPlayer][], i: number): [WaitingPlayer, WaitingPlayer] {
  const [a, b] = pairs[i] as [WaitingPlayer, WaitingPlayer];
  let best:
    | { j: number; mine: [WaitingPlayer, WaitingPlayer]; theirs: [WaitingPlayer, WaitingPlayer]; gap: number }
    | undefined;
  pairs.forEach(([c, d], j) => {
    if (j === i) return;
    for (const [x, y] of [
      [c, d],
      [d, c],
    ] as const) {
      const one = candidate(a, x);
      const two = candidate(b, y);
      if (one.repeat || two.repeat) continue;
      const gap = one.gap + two.gap;
      if (!best || gap < best.gap) best = { j, mine: [a, x], theirs: [b, y], gap };
    }
  });
  if (!best) return [a, b];
  pairs[best.j] = best.theirs;
  return best.mine;
}

export type GameResult = 'win' | 'draw' | 'loss';

export const BASE_POINTS: Record<GameResult, number> = { win: 2, draw: 1, loss: 0 };

/**
 * One game's points. `streak` is the player's wins in a row before this game: from two on, the
 * game is worth double (a win 4, a draw 2, a loss 0). A win extends the streak; a draw or a loss
 * ends it.
 */
export function scoreGame(streak: number, result: GameResult) {
  const doubled = streak >= 2;
  return {
    points: BASE_POINTS[result] * (doubled ? 2 : 1),
    doubled,
    streak: result === 'win' ? streak + 1 : 0,
  };
}

export interface StandingInput {
  userId: string;
  userName: string;
  points: number;
  games: number;
  wins: number;
  streak: number;
  /** When the player last gained points (ms); null before any. */
  reachedAt: number | null;
}

/**
 * Standings order: points (more first); equal points go to the player who needed fewer games;
 * then to whoever reached the score first (a player still without points last); then by name.
 */
export function compareStandings(x: StandingInput, y: StandingInput): number {
  return (
    y.points - x.points ||
    x.games - y.games ||
    (x.reachedAt ?? Number.POSITIVE_INFINITY) - (y.reachedAt ?? Number.POSITIVE_INFINITY) ||
    x.userName.localeCompare(y.userName) ||
    x.userId.localeCompare(y.userId)
  );
}

export function rankStandings<T extends StandingInput>(rows: T[]): (T & { rank: number })[] {
  return [...rows].sort(compareStandings).map((r, i) => ({ ...r, rank: i + 1 }));
}

/** The winner: the top of the standings, if anyone finished a game. */
export function winnerOf<T extends StandingInput>(rows: T[]): T | undefined {
  const top = [...rows].sort(compareStandings)[0];
  return top && top.games > 0 ? top : undefined;
}

export const HOUR_MS = 3_600_000;

/** The scheduled arenas: one an hour, on the hour, lasting 30 minutes, the event rotating. */
export const SCHEDULE = {
  everyMs: HOUR_MS,
  lengthMs: 30 * 60_000,
  events: ['decimal', 'binary', 'alphabet', 'cards', 'words', 'names', 'images'] as const,
  /** Created this many slots ahead, so the list always shows what comes next. */
  ahead: 2,
};

export interface ScheduledArena {
  slot: string;
  name: string;
  event: string;
  startsAt: Date;
  endsAt: Date;
}

/** The scheduled arenas that should exist at `now`: the current slot's (if still on) and the next ones. */
export function scheduledArenas(now: number, displayName: (event: string) => string): ScheduledArena[] {
  const first = Math.floor(now / SCHEDULE.everyMs);
  const out: ScheduledArena[] = [];
  for (let k = first; k <= first + SCHEDULE.ahead; k++) {
    const start = k * SCHEDULE.everyMs;
    const end = start + SCHEDULE.lengthMs;
    if (end <= now) continue;
    const event = SCHEDULE.events[k % SCHEDULE.events.length] as string;
    out.push({
      slot: `hourly:${new Date(start).toISOString()}`,
      name: `Hourly ${displayName(event)} Arena`,
      event,
      startsAt: new Date(start),
      endsAt: new Date(end),
    });
  }
  return out;
}
