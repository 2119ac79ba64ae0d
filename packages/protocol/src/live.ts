import { EVENT_NAMES } from '@mnemoria/events';
import { z } from 'zod';
import type { ClientBmevent } from './bmevent.ts';
import { wellFormedString } from './input.ts';

/** PATCH /api/user/settings/live-share: whether others may list and watch your running sessions. */
export const liveShareBodySchema = z.object({ status: z.boolean() });
export type LiveShareBody = z.infer<typeof liveShareBodySchema>;
export interface LiveShareReply {
  success: boolean;
  live_share?: boolean;
  error?: string;
}

/** One running, live-shared standard or practice session on the Lives page. */
export const liveStandardItemSchema = z.object({
  user: z.object({ userName: z.string() }),
  bmevent: z.object({ _id: z.string(), name: z.enum(EVENT_NAMES) }),
});
export type LiveStandardItem = z.infer<typeof liveStandardItemSchema>;

/** Sessions per page of the Lives list. */
export const LIVES_PAGE_SIZE = 20;

/**
 * Main channel `get-standard-lives(query?, ack)`: which page of the list, newest first, and an
 * optional search in the players' names (case-insensitive, anywhere in the name).
 */
export const standardLivesQuerySchema = z.object({
  page: z.int('page must be a whole number').min(1, 'page must be at least 1').max(10_000).default(1),
  q: wellFormedString().trim().max(40, 'q must be at most 40 characters').default(''),
});
export type StandardLivesQuery = z.input<typeof standardLivesQuerySchema>;

/**
 * The acknowledgement of `get-standard-lives`: one page of the list and how many sessions match in
 * all. `standardLives` pushes the first page without a search in the same shape; a client showing
 * another page or a search takes the push as the sign to ask again.
 */
export interface StandardLivesReply {
  success: boolean;
  lives: LiveStandardItem[];
  total: number;
  page: number;
  pageSize: number;
  q: string;
  error?: string;
}

/** One player of a running versus match on the Lives page; `left` disables their Watch. */
export const versusLivePlayerSchema = z.object({
  user: z.object({ userName: z.string() }),
  /** The player's session: watch it at /app/event/watch/{bmevent}. */
  bmevent: z.string(),
  left: z.boolean(),
});

/** A running versus match on the Lives page (always watchable: no Live Share needed). */
export const versusLiveSchema = z.object({
  _id: z.string(),
  eventName: z.enum(EVENT_NAMES),
  players: z.array(versusLivePlayerSchema),
});
export type VersusLive = z.infer<typeof versusLiveSchema>;

/**
 * Main channel: `get-versus-lives` is acknowledged with this, and `versusLives` pushes it whole.
 * Changes of one match arrive as `new-versus-live` (a VersusLive: add it, or replace the one with
 * its `_id`) and `remove-versus-live` (`{ _id }`).
 */
export interface VersusLivesReply {
  success: boolean;
  lives: VersusLive[];
}
export const removeVersusLiveSchema = z.object({ _id: z.string() });
export type RemoveVersusLive = z.infer<typeof removeVersusLiveSchema>;

/** The /watch handshake: `auth.bmeventId` names the session to watch. */
export const watchAuthSchema = z.object({ bmeventId: wellFormedString().min(1).max(64) });

/**
 * What a viewer receives: the session exactly as its player may see it at that moment (no answer
 * key outside memorize and result), marked `viewer`, with the player's name for the header.
 * `bmevent` on joining, `update-stage` on every stage change.
 */
export type WatchBmevent = ClientBmevent & {
  viewer: true;
  userName: string;
  /**
   * Versus only: viewers get every message this many ms after the players, and the recall's
   * answers and the result only once the match's recall time is over (docs/versus.md).
   */
  watchDelayMs?: number;
};

/** `update` on /watch: the player's view fields and typed answer as they change (merge them). */
export type WatchUpdate = Partial<
  Pick<
    ClientBmevent,
    'mem_main_item' | 'rec_main_item' | 'card_index' | 'rec_blocks' | 'answer' | 'answerSeq'
  >
>;

/** Every event a /watch client may send is refused with this (viewers are read-only). */
export const VIEWER_REFUSAL = 'Viewers cannot change a live session.';
/** The writes a player's channel accepts; on /watch each one is answered with VIEWER_REFUSAL. */
export const VIEWER_REFUSED_EVENTS = [
  'update',
  'ready',
  'finished',
  'exit',
  'play-sound',
  'tetris-update',
  'tetris-data-update',
] as const;
