import type { ContentPack, EventName, LevelRules } from '@mnemoria/events';
import type { VersusAck, VersusMode } from '@mnemoria/protocol';
import { DEFAULT_WINDOW, type WindowOptions } from '@mnemoria/rating';
import type { BmeventRow, UserRow } from '../../../db/schema.ts';
import type { WindowLimit } from '../../../lib/rate-limits.ts';
import type { ClientBmevent } from '../bmevent/view.ts';
import type { PublishVersus } from './events.ts';
import { POOL_ENTRY_TTL_MS, type SearchPool } from './pool.ts';
import type { Tx, VersusRepository } from './repository.ts';

export interface VersusOptions {
  /** Replaces the fixed versus formats (tests play short matches). */
  format?: (event: EventName) => LevelRules;
  /** Seconds of the two countdowns of a versus session. */
  countdownSeconds: number;
  /** How long the players have to load their sessions once the match starts. */
  loadTimeoutMs: number;
  /** How long a player may be gone during a match before losing it. */
  graceMs: number;
  /** How long a player may be gone during the search or choice before leaving it (a reload). */
  choiceGraceMs: number;
  /** How often the pool is paired and overdue loads are ended. */
  tickMs: number;
  /** How long a search lives unless the process holding its searcher's connection renews it. */
  poolTtlMs: number;
  window: WindowOptions;
  /** How many challenges a user may send in a window. */
  challengeLimit: WindowLimit;
  /** How long a challenge waits for an answer (tests shorten it). */
  challengeTtlMs?: number;
}

export const DEFAULT_VERSUS_OPTIONS: VersusOptions = {
  countdownSeconds: 5,
  loadTimeoutMs: 60_000,
  graceMs: 15_000,
  choiceGraceMs: 3_000,
  tickMs: 1_000,
  poolTtlMs: POOL_ENTRY_TTL_MS,
  window: DEFAULT_WINDOW,
  challengeLimit: { max: 10, windowMs: 60_000 },
};

/**
 * Searches that pair only within a group of players (a season's division): the seasons plugin
 * provides them, so versus knows nothing of seasons.
 */
export interface VersusGroups {
  /** The group a user's search in this mode joins, or why they cannot search it. */
  resolve(userId: string, mode: VersusMode): Promise<{ group: string } | { error: string }>;
  /** A pair of the group got this match (in the transaction that inserts it). */
  opened(group: string, matchId: string, tx: Tx): Promise<void>;
}

/** What the versus domain needs from the rest of the server. */
export interface VersusDeps {
  repo: VersusRepository;
  pool: SearchPool;
  findUser(id: string): Promise<UserRow | undefined>;
  content: () => ContentPack;
  /** A session as its player sees it (the session engine's view). */
  view(row: BmeventRow): ClientBmevent;
  /** Runs the session engine's deadline sweep (the match clock's next move is due). */
  sweep(): Promise<unknown>;
  /** Scores a recall under way now, through the session engine (a forfeit win ends it early). */
  finishSession(userId: string, bmeventId: string): Promise<unknown>;
  /**
   * Whether the user has a connection to versus or to their match session, in any process: set
   * once presence tracking exists (without it, everyone counts as present).
   */
  present?: (userId: string, bmeventId: string | null) => Promise<boolean>;
  publish: PublishVersus;
  /**
   * Checks, after the choice grace period, that the user still has a connection (a pool entry may
   * outlive its player when a process died): set once presence tracking exists.
   */
  checkPresence?: (userId: string) => void;
  /** A line for the match's chat ('X joined the match'); best effort, never awaited. */
  announce?: (matchId: string, text: string) => void;
  now: () => Date;
  onError: (err: unknown) => void;
  options: VersusOptions;
  /** Grouped searches (set by the seasons plugin); without them only '1v1' can be searched. */
  groups?: VersusGroups;
}

export const failure = (error: string): VersusAck => ({ success: false, error });
