import type {
  BmeventLoadedSignal,
  HalfRecallSignal,
  OpponentLeftSignal,
  SetUnreadySignal,
  StartBmeventSignal,
  VersusSearchSignal,
  VersusState,
} from '@mnemoria/protocol';
import type { BmeventRow } from '../../../db/schema.ts';

/**
 * What the versus domain announces. It never knows who is connected where: the realtime layer
 * (realtime/versus-outbox.ts) maps each event to rooms of the room registry and projects it for
 * each recipient.
 */
export type VersusEvent =
  /** These users' versus state changed: each gets their own projection of it. */
  | { type: 'state'; userIds: string[] }
  /** A user's state already computed (the requester's, sent with their acknowledgement). */
  | { type: 'user-state'; userId: string; state: VersusState }
  | { type: 'search'; userId: string; signal: VersusSearchSignal }
  | { type: 'start'; userId: string; signal: StartBmeventSignal }
  | { type: 'loaded'; userIds: string[]; signal: BmeventLoadedSignal }
  | { type: 'opponent-left'; userId: string; signal: OpponentLeftSignal }
  | { type: 'unready'; userId: string; signal: SetUnreadySignal }
  /** A match session changed on the match's behalf (started, halved, decided): push its view. */
  | { type: 'session'; row: BmeventRow }
  | { type: 'half-recall'; bmeventId: string; signal: HalfRecallSignal };

export type PublishVersus = (event: VersusEvent) => void;
