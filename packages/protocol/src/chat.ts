import { z } from 'zod';
import { wellFormedString } from './input.ts';

/** Messages in one page of chat history (and the most a request may ask for). */
export const CHAT_PAGE_SIZE = 100;
/** Longest chat message, in characters, after trimming. */
export const CHAT_MAX_LENGTH = 500;
/** The room everyone signed in shares; every other room is a versus match's id. */
export const GLOBAL_ROOM = 'global';
/** Highest offset a history request may name (far past any real history). */
export const CHAT_MAX_OFFSET = 10_000_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An arena's chat room: `arena-` and the arena's id. */
export const ARENA_ROOM_PREFIX = 'arena-';
const ARENA_ROOM = /^arena-[A-Za-z0-9-]{1,64}$/;
export const isArenaRoom = (room: string) => ARENA_ROOM.test(room);

/** A chat room: `global`, the id (a UUID) of a versus match, or `arena-{id}` for an arena. */
export const chatRoomSchema = z
  .string({ error: 'room must be a string' })
  .refine(
    (r) => r === GLOBAL_ROOM || UUID.test(r) || ARENA_ROOM.test(r),
    `room must be '${GLOBAL_ROOM}', a match id or an arena's room`,
  );

const whole = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

/**
 * GET /api/chat/messages?room=&offset=&limit=. `offset` counts back from the newest message:
 * offset 0 is the newest page, offset 100 the page before it.
 */
export const chatHistoryQuerySchema = z.object({
  room: chatRoomSchema.default(GLOBAL_ROOM),
  offset: whole('offset', 0, CHAT_MAX_OFFSET).default(0),
  limit: whole('limit', 1, CHAT_PAGE_SIZE).default(CHAT_PAGE_SIZE),
});
export type ChatHistoryQuery = z.input<typeof chatHistoryQuerySchema>;

/** The text of a message as sent; trimmed, then 1..CHAT_MAX_LENGTH characters. */
export const chatTextSchema = wellFormedString()
  .transform((s) => s.trim())
  .refine((s) => s.length > 0, 'A message cannot be empty.')
  .refine(
    (s) => [...s].length <= CHAT_MAX_LENGTH,
    `A message can be at most ${CHAT_MAX_LENGTH} characters long.`,
  );

/** /chat `message` in: `{ type: 'text', text }` (clients never send system messages). */
export const chatSendSchema = z.object({
  type: z.literal('text', { error: "type must be 'text'" }),
  text: chatTextSchema,
});
export const chatSendArgsSchema = z.tuple([chatSendSchema]);

/** The /chat handshake query: the room to join. */
export const chatHandshakeSchema = z.object({ room: chatRoomSchema.default(GLOBAL_ROOM) });

/** POST /api/chat/report: a user reports a message (stored for moderators). */
export const chatReportSchema = z.object({
  messageId: z.uuid({ error: 'messageId must be a message id' }),
  reason: wellFormedString().max(500, 'reason can be at most 500 characters').optional(),
});

/** One chat message on the wire (history and pushes). `user` is null for system messages. */
export interface ChatMessage {
  _id: string;
  room: string;
  type: 'text' | 'system';
  text: string;
  createdAt: string;
  user: { _id: string; userName: string; image: string | null } | null;
}

/** GET /api/chat/messages: oldest first within the page (the order a chat list shows). */
export interface ChatHistoryResponse {
  success: true;
  room: string;
  offset: number;
  limit: number;
  messages: ChatMessage[];
}

/** The acknowledgement of a /chat `message`. */
export type ChatAck = { success: true; message: ChatMessage } | { success: false; error: string };

/** /chat `delete` out: a moderator removed a message; clients drop it from the list. */
export interface ChatDeleted {
  _id: string;
  room: string;
}

/** Moderator commands (the admin CLI posts them with the server's admin token). */
export const chatMuteSchema = z.object({
  userName: wellFormedString().min(1, 'userName is required').max(40, 'userName is too long'),
  minutes: z
    .number({ error: 'minutes must be a number' })
    .int('minutes must be a whole number')
    .min(1, 'minutes must be at least 1')
    .max(525_600, 'minutes must be at most 525600 (a year)'),
  reason: wellFormedString().trim().min(1, 'reason is required').max(200, 'reason is too long'),
});
export const chatUnmuteSchema = z.object({
  userName: wellFormedString().min(1, 'userName is required').max(40, 'userName is too long'),
});
export const chatDeleteSchema = z.object({ messageId: z.uuid({ error: 'messageId must be a message id' }) });
export const chatNoteSchema = z.object({ room: chatRoomSchema, text: chatTextSchema });
