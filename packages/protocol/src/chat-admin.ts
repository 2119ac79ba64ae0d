import { z } from 'zod';
import { chatRoomSchema, chatTextSchema } from './chat.ts';
import { wellFormedString } from './input.ts';

/**
 * What a user may do beyond playing: `moderator` and `admin` moderate chat (the web moderator view
 * and its /api/admin/chat routes). Operators grant roles with the admin CLI.
 */
export const USER_ROLES = ['user', 'moderator', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const userRoleSchema = z.enum(USER_ROLES, { error: "role must be 'user', 'moderator' or 'admin'" });

/** True for the roles that may use the moderator view. */
export const canModerate = (role: UserRole | undefined) => role === 'moderator' || role === 'admin';

/** Longest mute a moderator can give: a year, in minutes. */
export const CHAT_MAX_MUTE_MINUTES = 525_600;

const messageId = z.uuid({ error: 'messageId must be a message id' });

/** POST /api/admin/chat/delete and /dismiss: the reported message acted on. */
export const chatAdminMessageSchema = z.object({ messageId });

const userId = wellFormedString().min(1, 'userId is required').max(64, 'userId is too long');

/** POST /api/admin/chat/mute: the author of a reported message, for `minutes`, with a reason shown to them. */
export const chatAdminMuteSchema = z.object({
  userId,
  minutes: z
    .number({ error: 'minutes must be a number' })
    .int('minutes must be a whole number')
    .min(1, 'minutes must be at least 1')
    .max(CHAT_MAX_MUTE_MINUTES, `minutes must be at most ${CHAT_MAX_MUTE_MINUTES} (a year)`),
  reason: wellFormedString().trim().min(1, 'reason is required').max(200, 'reason is too long'),
});

/** POST /api/admin/chat/unmute: lifts a user's mute before it runs out. */
export const chatAdminUnmuteSchema = z.object({ userId });

/** POST /api/admin/chat/note: a moderator note, posted to a room as a system message. */
export const chatAdminNoteSchema = z.object({ room: chatRoomSchema, text: chatTextSchema });

/** The admin CLI's `role` command (admin key only): grants or takes back a role. */
export const chatRoleSchema = z.object({
  userName: wellFormedString().min(1, 'userName is required').max(40, 'userName is too long'),
  role: userRoleSchema,
});

/** One reported message awaiting a moderator (its open reports counted together). */
export interface ReportedMessage {
  messageId: string;
  room: string;
  type: 'text' | 'system';
  text: string;
  createdAt: string;
  author: { _id: string; userName: string } | null;
  /** Distinct users whose report is still open. */
  reporterCount: number;
  reporters: string[];
  reasons: string[];
  lastReportedAt: string;
}

/** GET /api/admin/chat/reports: open reports of live messages, newest report first. */
export interface ReportedMessagesResponse {
  success: true;
  reports: ReportedMessage[];
}

/** A user who may read but not write in chat until `until`. */
export interface ChatMute {
  userId: string;
  userName: string;
  until: string;
  reason: string;
  mutedAt: string;
}

/** GET /api/admin/chat/mutes: the mutes still running, the most recent first. */
export interface ChatMutesResponse {
  success: true;
  mutes: ChatMute[];
}
