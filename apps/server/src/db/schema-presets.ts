import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A user's saved practice settings: a named custom format (family 'custom', docs/formats.md) they
 * start in one click. The foreign key to users (cascade) is declared in migration 0027, not here,
 * so that this file and schema.ts do not import each other.
 */
export const formatPresets = pgTable(
  'format_presets',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    event: text('event').notNull(),
    amount: integer('amount').notNull(),
    /** Seconds. */
    memorize: integer('memorize').notNull(),
    recall: integer('recall').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('format_presets_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('format_presets_user_name_idx').on(t.userId, t.name),
  ],
);

export type FormatPresetRow = typeof formatPresets.$inferSelect;
