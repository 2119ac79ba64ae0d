import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Chat messages of every room (`global`, or a versus match's id). `seq` orders a room's history
 * (several messages can share a millisecond); a page is read from the newest backwards with the
 * partial index, which leaves out messages a moderator deleted. System messages have no user.
 * Foreign keys to users (cascade) are declared in migration 0006, not here, so that this file and
 * schema.ts do not import each other.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: text('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    room: text('room').notNull(),
    userId: text('user_id'),
    type: text('type').$type<'text' | 'system'>().notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by a moderator: the message is gone from history and from every open chat. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('chat_messages_room_seq_idx').on(t.room, t.seq.desc()).where(sql`${t.deletedAt} is null`)],
);

/** A user's report of a message, kept for moderators (one per user and message). */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: text('id').primaryKey(),
    messageId: text('message_id').notNull(),
    reporterId: text('reporter_id').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a moderator dismissed the report (kept, so the history of reports stays). */
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_reports_message_reporter_idx').on(t.messageId, t.reporterId),
    index('chat_reports_open_idx').on(t.createdAt.desc()).where(sql`${t.dismissedAt} is null`),
  ],
);

/** A muted user may read but not write until `until`; the reason is shown to them. */
export const chatMutes = pgTable('chat_mutes', {
  userId: text('user_id').primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ChatMessageRow = typeof chatMessages.$inferSelect;
