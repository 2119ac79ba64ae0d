import {
  ARENA_ROOM_PREFIX,
  CHAT_MAX_LENGTH,
  type ChatAck,
  type ChatMessage,
  GLOBAL_ROOM,
  isArenaRoom,
} from '@mnemoria/protocol';
import type { CounterStore } from '../../../lib/counter-store.ts';
import { consume, type WindowLimit } from '../../../lib/rate-limits.ts';
import type { Rooms } from '../../../realtime/rooms/registry.ts';
import type { ChatRepository, ChatUser } from './repository.ts';
import { FILTERED_MESSAGE, hasBlockedWord } from './word-filter.ts';

/** Per user, across every room and server process: a burst of a few lines is fine, a flood is not. */
export const CHAT_RATE_LIMIT: WindowLimit = { max: 10, windowMs: 10_000 };

export const NOT_A_MEMBER = 'This chat belongs to a match you do not play in.';

const waitText = (s: number) => `${s} ${s === 1 ? 'second' : 'seconds'}`;
/** `2026-11-23 18:05 UTC`: a moment a muted user can read without knowing our time zone. */
const moment = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Chat rooms: `global` (every signed-in user) and one per versus match (its two players only).
 * Every message, user or system, is stored first and then pushed to the room, so history and
 * pushes never disagree; with REDIS_URL the room spans every server process.
 */
export class ChatService {
  constructor(
    readonly repo: ChatRepository,
    private readonly rooms: Rooms,
    private readonly counters: CounterStore,
    private readonly rateLimit: WindowLimit = CHAT_RATE_LIMIT,
  ) {}

  /** Whether the user may read and write the room. */
  async canAccess(userId: string, room: string): Promise<boolean> {
    if (room === GLOBAL_ROOM) return true;
    if (isArenaRoom(room)) return this.repo.arenaExists(room.slice(ARENA_ROOM_PREFIX.length));
    return this.repo.isMatchPlayer(room, userId);
  }

  /** A page of history, or undefined when the user may not read the room. */
  async history(userId: string, room: string, offset: number, limit: number) {
    if (!(await this.canAccess(userId, room))) return undefined;
    return this.repo.page(room, offset, limit);
  }

  /**
   * Sends a user's message (text already trimmed and within the length limit by the protocol
   * schema; checked again here because this is the only way in). Refusals say why.
   */
  async send(user: ChatUser, room: string, text: string, checkedAccess = false): Promise<ChatAck> {
    const trimmed = text.trim();
    if (!trimmed) return { success: false, error: 'A message cannot be empty.' };
    if ([...trimmed].length > CHAT_MAX_LENGTH)
      return { success: false, error: `A message can be at most ${CHAT_MAX_LENGTH} characters long.` };
    if (!checkedAccess && !(await this.canAccess(user.id, room)))
      return { success: false, error: NOT_A_MEMBER };
    const mute = await this.repo.muteOf(user.id);
    if (mute && mute.until.getTime() > Date.now()) {
      return {
        success: false,
        error: `You are muted in chat until ${moment(mute.until)}. Reason: ${mute.reason}`,
      };
    }
    const wait = await consume(this.counters, `chat:${user.id}`, this.rateLimit);
    if (wait > 0) {
      return {
        success: false,
        error: `You are sending messages too fast. Please wait ${waitText(wait)} before sending another.`,
      };
    }
    // Public rooms (global, an arena's) are filtered; a match's chat is between its two players.
    if ((room === GLOBAL_ROOM || isArenaRoom(room)) && hasBlockedWord(trimmed))
      return { success: false, error: FILTERED_MESSAGE };
    const message = await this.repo.insert(room, 'text', trimmed, user);
    this.rooms.emit('chat', room, 'message', message);
    return { success: true, message };
  }

  /** System lines waiting for the next turn of the event loop, when they are stored together. */
  private queued: { room: string; text: string; done(m: ChatMessage): void; fail(err: unknown): void }[] = [];

  /**
   * A system line (a match started, a player joined, a moderator's note), stored and pushed like
   * any message. Versus calls it; it never throws into its caller's flow. The lines asked within
   * one turn of the event loop (an arena's round announces hundreds of matches) are stored in one
   * statement, in the order asked, then pushed.
   */
  system(room: string, text: string): Promise<ChatMessage> {
    return new Promise((done, fail) => {
      this.queued.push({ room, text: text.slice(0, CHAT_MAX_LENGTH), done, fail });
      if (this.queued.length === 1) setImmediate(() => void this.storeQueued());
    });
  }

  private async storeQueued() {
    const lines = this.queued;
    this.queued = [];
    try {
      const messages = await this.repo.insertSystem(lines);
      lines.forEach((line, i) => {
        const message = messages[i] as ChatMessage;
        this.rooms.emit('chat', line.room, 'message', message);
        line.done(message);
      });
    } catch (err) {
      for (const line of lines) line.fail(err);
    }
  }

  async report(userId: string, messageId: string, reason: string | undefined) {
    const row = await this.repo.find(messageId);
    if (!row || row.deletedAt || !(await this.canAccess(userId, row.room))) return 'not-found' as const;
    const fresh = await this.repo.report(messageId, userId, reason?.trim() || undefined);
    return fresh ? ('reported' as const) : ('already' as const);
  }

  /** Moderator: removes a message from history and from every open chat of its room. */
  async deleteMessage(id: string): Promise<boolean> {
    const room = await this.repo.delete(id);
    if (!room) return false;
    this.rooms.emit('chat', room, 'delete', { _id: id, room });
    return true;
  }

  async mute(userId: string, until: Date, reason: string) {
    await this.repo.mute(userId, until, reason);
  }

  /** True when the user was muted (a mute that had run out does not count). */
  unmute(userId: string): Promise<boolean> {
    return this.repo.unmute(userId);
  }
}
