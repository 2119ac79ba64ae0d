import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The devices a user receives push notifications on (one row per user and token). The foreign key
 * to users (cascade) is declared in migration 0011, not here, so that this file and schema.ts do
 * not import each other.
 */
export const pushTokens = pgTable(
  'push_tokens',
  {
    userId: text('user_id').notNull(),
    token: text('token').notNull(),
    platform: text('platform').$type<'android' | 'ios' | 'web'>().notNull(),
    /**
     * The sign-in (auth_sessions.token_hash) that registered the token; deleting that session
     * (sign-out, a password reset) deletes the token with it (foreign key in migration 0015).
     */
    sessionHash: text('session_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'push_tokens_pk', columns: [t.userId, t.token] })],
);

export type PushTokenRow = typeof pushTokens.$inferSelect;
