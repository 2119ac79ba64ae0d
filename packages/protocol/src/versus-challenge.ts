import { EVENT_NAMES, type EventName } from '@mnemoria/events';
import { z } from 'zod';
import type { RatingTable } from './versus.ts';
import type { VersusHistoryOutcome } from './versus-history.ts';

/**
 * Direct challenges and public profiles. A challenge names a user, an event and whether it is
 * rated; the challenged user accepts or declines it, or it expires. Every party's tabs hear each
 * change on the main channel (`challenge`, a `ChallengeView`). The rules: docs/versus.md.
 */

/** How long an open challenge waits for an answer. */
export const CHALLENGE_TTL_MS = 2 * 60_000;

const userNameSchema = z
  .string({ error: 'userName must be a string' })
  .trim()
  .min(1, 'userName must not be empty')
  .max(200, 'userName must be at most 200 characters');

/** POST /api/versus/challenges */
export const challengeBodySchema = z.object({
  userName: userNameSchema,
  event: z.enum(EVENT_NAMES, { error: 'event must be an event name' }),
  rated: z.boolean({ error: 'rated must be true or false' }),
});
export type ChallengeBody = z.infer<typeof challengeBodySchema>;

/** /api/versus/challenges/:challengeId[/accept|/decline] */
export const challengeParamsSchema = z.object({
  challengeId: z.uuid({ error: 'must be a challenge id (a UUID)' }),
});

/** GET /api/users/:userName */
export const publicProfileParamsSchema = z.object({ userName: userNameSchema });

export const CHALLENGE_STATUSES = ['open', 'accepted', 'declined', 'cancelled', 'expired'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

/** A challenge as one of its two users sees it. */
export interface ChallengeView {
  id: string;
  from: { userName: string; image: string | null };
  to: { userName: string; image: string | null };
  /** Whether the receiving user sent it ('from') or was challenged ('to'). */
  you: 'from' | 'to';
  event: EventName;
  rated: boolean;
  /** An open challenge past `expiresAt` is sent as 'expired'. */
  status: ChallengeStatus;
  /** The match an accepted challenge opened. */
  matchId: string | null;
  createdAt: string;
  expiresAt: string;
  /** The server's clock when this view was made, so a client can count down without trusting its own. */
  serverNow: string;
}

/** One finished match on a public profile (no answers, no rating figures). */
export interface PublicResult {
  event: EventName;
  opponent: string;
  outcome: VersusHistoryOutcome;
  rated: boolean;
  endedAt: string;
}

/** GET /api/users/:userName → `{ success, profile }`: only what anyone signed in may see. */
export interface PublicProfile {
  userName: string;
  image: string | null;
  /** Member since (ISO date). */
  since: string;
  ratings: RatingTable;
  recent: PublicResult[];
  /** The asking user is this user (no Challenge button). */
  you: boolean;
}
