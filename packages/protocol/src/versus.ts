import { EVENT_NAMES, type EventName } from '@mnemoria/events';
import { z } from 'zod';
import type { ClientBmevent } from './bmevent.ts';
import { sessionIdSchema } from './input.ts';

/**
 * Versus (1 vs 1) on the wire. Requests go over the `/versus` namespace, each acknowledged with a
 * `VersusAck`; the server pushes `update` (the whole `VersusState`, which replaces the client's)
 * there, and the match signals (`versusSearch`, `bmevent`, `start-bmevent`, `bmevent-loaded`,
 * `opponent-left`, `set-unready`) on the main channel to every tab of the player. The protocol in
 * prose: docs/versus.md.
 */

/**
 * Versus modes: '1v1' (anyone near your rating) and 'season' (a player of your season division
 * only; the match counts in the season's table). Both play the same one-against-one match.
 */
export const VERSUS_MODES = ['1v1', 'season'] as const;
export type VersusMode = (typeof VERSUS_MODES)[number];
export const versusModeSchema = z.enum(VERSUS_MODES, { error: 'mode must be 1v1 or season' });

/** Search and match ids are UUIDs the server hands out. */
export const searchIdSchema = z.uuid({ error: 'must be a search id (a UUID)' });
export const matchIdSchema = z.uuid({ error: 'must be a match id (a UUID)' });

/** `search(mode, ack)` */
export const versusSearchArgsSchema = z.tuple([versusModeSchema]);
/** `cancel(searchId, ack)` */
export const versusCancelArgsSchema = z.tuple([searchIdSchema]);
/** `choice(eventName, ack)`: picking locks the choice. */
export const versusChoiceArgsSchema = z.tuple([
  z.enum(EVENT_NAMES, { error: 'choice must be an event name' }),
]);
/** `set-ready(true, ack)` */
export const versusReadyArgsSchema = z.tuple([z.literal(true, { error: 'set-ready takes true' })]);
/** `bmevent-loaded(bmeventId, ack)`: this player's versus session has loaded its media. */
export const versusLoadedArgsSchema = z.tuple([sessionIdSchema]);
/** `leave(ack)`: leave the search, the choice stage or a finished match's state. No arguments. */
export const versusLeaveArgsSchema = z.tuple([]);
/** `rematch(matchId, ack)`: ask for (or accept) a rematch of the player's last finished match. */
export const versusRematchArgsSchema = z.tuple([matchIdSchema]);

/** A Glicko-2 rating as shown: rounded, and provisional (shown with '?') while its deviation is high. */
export interface RatingView {
  rating: number;
  deviation: number;
  provisional: boolean;
  games: number;
}

/** Ratings of one user: `overall` plus one per event played in versus (missing: the 1500? default). */
export type RatingTable = Partial<Record<EventName | 'overall', RatingView>>;

export interface VersusPlayer {
  user: { _id: string; userName: string; image: string | null };
  /** True for the player receiving this state. */
  you: boolean;
  /** The overall versus rating (matchmaking uses it). */
  rating: RatingView;
  /** The picked event, or null while 'Picking...'. */
  choice: EventName | null;
  /** Picking locks: true once `choice` is set. */
  choiceLocked: boolean;
  ready: boolean;
  /** The player's versus session has loaded (`bmevent-loaded`). */
  loaded: boolean;
  /** The player's session stage once the match runs (init, cdm, mem, cdr, rec, res), else null. */
  stage: string | null;
  left: boolean;
}

export interface VersusResult {
  matchId: string;
  eventName: EventName;
  /** This player's session in the match. */
  bmeventId: string;
  /** This player's outcome; 'aborted' when the match was aborted (nobody wins or loses). */
  outcome: 'win' | 'lose' | 'tie' | 'aborted';
  /**
   * How it was decided: by score, a player left or disconnected past the grace period (forfeit), or
   * aborted: it ended before either player answered anything, or both left (docs/versus.md).
   */
  reason: 'score' | 'forfeit' | 'aborted';
  /** Whether the match moved the ratings (an aborted one does not, and costs no trial). */
  rated: boolean;
  players: {
    userId: string;
    userName: string;
    score: number | null;
    percent: number | null;
    /** Ratings before and after this match (event and overall); equal when nothing was rated. */
    event: { before: RatingView; after: RatingView };
    overall: { before: RatingView; after: RatingView };
  }[];
  /** The opponent's session, for Watch Opponent (GET /api/versus/opponent/:bmeventId). */
  opponentBmeventId: string;
  /**
   * Rematch: whether this player asked for one, and the opponent's side — asked, not (yet), or
   * gone (they left the result: no rematch possible).
   */
  rematch: { you: boolean; opponent: 'offered' | 'none' | 'gone' };
}

/** A match as its player sees it: choice stage, loading, playing or over. */
export interface VersusRoom {
  _id: string;
  stage: 'choice' | 'loading' | 'playing' | 'over';
  players: VersusPlayer[];
  /** Both players have locked a choice. */
  choiceLocked: boolean;
  /** Both locked the same event (otherwise the server picked one of the two). */
  choiceMatched: boolean;
  /** The settled event once both choices are locked. */
  eventName: EventName | null;
  /** This player's versus session once the match started. */
  bmeventId: string | null;
  result: VersusResult | null;
  /** False for a match an unrated challenge opened: its result moves no rating. */
  rated: boolean;
}

export interface VersusTrials {
  premium: boolean;
  /** Free trials per day and how many versus matches were played today ('Free Trial x/y'). */
  chance: number;
  played: number;
}

/** What the client renders on /app/versus; every server `update` replaces it whole. */
export interface VersusState {
  stage: 'none' | 'search' | 'choice' | 'match';
  mode: VersusMode | null;
  searchId: string | null;
  /** When the search started (ISO), for the m:ss timer; with `serverNow` to correct the clock. */
  searchStartedAt: string | null;
  serverNow: string;
  room: VersusRoom | null;
  /** The last finished match's result, until the next search. */
  lastResult: VersusResult | null;
  trials: VersusTrials;
  /** The player's overall versus rating. */
  rating: RatingView;
}

export type VersusAck = { success: true; state: VersusState } | { success: false; error: string };

/** Main channel `versusSearch`: lights the Versus nav item in every tab while a search runs. */
export interface VersusSearchSignal {
  searching: boolean;
  mode: VersusMode | null;
  searchId: string | null;
  searchStartedAt: string | null;
}

/** Main channel `start-bmevent` (and `bmevent`, the same session alone). */
export interface StartBmeventSignal {
  matchId: string;
  eventName: EventName;
  bmeventId: string;
  bmevent: ClientBmevent;
}

/** Main channel `bmevent-loaded`: a player has loaded; `all` once both have (the countdown runs). */
export interface BmeventLoadedSignal {
  matchId: string;
  userId: string;
  all: boolean;
}

/** Main channel `opponent-left`. */
export interface OpponentLeftSignal {
  matchId: string;
  userName: string;
}

/** Main channel `set-unready`: the server cleared this player's ready flag. */
export interface SetUnreadySignal {
  matchId: string;
  reason: string;
}

/** `/bmevent` `half-recall-time`: the opponent finished; this recall now ends at `deadline`. */
export interface HalfRecallSignal {
  id: string;
  deadline: string;
  serverNow: string;
}

/** GET /api/versus/opponent/:bmeventId */
export const opponentParamsSchema = z.object({ bmeventId: sessionIdSchema });
/** GET /api/versus/match/:matchId */
export const matchParamsSchema = z.object({ matchId: matchIdSchema });
