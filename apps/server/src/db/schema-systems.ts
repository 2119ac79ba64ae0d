import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The systems trainer: a user's decks (one per kind) and their items. Foreign keys to users
 * (cascade) live in migration 0025 so this file and schema.ts do not import each other.
 */
export const systemDecks = pgTable(
  'system_decks',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('system_decks_user_kind_idx').on(t.userId, t.kind)],
);

/**
 * One item of a deck with the user's entry and its FSRS card. `filled` says the entry has text (only
 * those are drilled and counted due); `reviewedAt` is null for an item never reviewed (FSRS "new").
 */
export const systemCards = pgTable(
  'system_cards',
  {
    deckId: text('deck_id').notNull(),
    userId: text('user_id').notNull(),
    item: text('item').notNull(),
    position: integer('position').notNull(),
    fields: jsonb('fields').$type<string[]>().notNull(),
    /** A picture the prompt shows that the item's key does not name (a face). */
    image: text('image'),
    filled: boolean('filled').notNull().default(false),
    due: timestamp('due', { withTimezone: true }).notNull().defaultNow(),
    stability: doublePrecision('stability').notNull().default(0),
    difficulty: doublePrecision('difficulty').notNull().default(0),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    state: integer('state').notNull().default(0),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.deckId, t.item] }),
    index('system_cards_deck_position_idx').on(t.deckId, t.position),
    index('system_cards_user_due_idx').on(t.userId, t.due),
  ],
);

export type SystemCardRow = typeof systemCards.$inferSelect;
