import { randomUUID } from 'node:crypto';
import { SYSTEM_KINDS, SYSTEM_PAGE_SIZE, type SystemKind } from '@mnemoria/protocol';
import { and, asc, eq, ilike, lte, or, sql } from 'drizzle-orm';
import type { Grade } from 'ts-fsrs';
import type { Db } from '../db/client.ts';
import { type SystemCardRow, systemCards, systemDecks } from '../db/schema.ts';
import { isFilled } from './kinds.ts';
import { review } from './scheduler.ts';

/** Rows per insert: a 2,704-item deck goes in a few statements, far under the parameter limit. */
const INSERT_CHUNK = 500;

export interface DeckCounts {
  kind: SystemKind;
  size: number;
  filled: number;
  due: number;
  fresh: number;
}

/** Every deck of the user with its counts at `now`, in the kinds' order. */
export async function deckCounts(db: Db, userId: string, now: Date): Promise<DeckCounts[]> {
  const rows = await db
    .select({
      kind: systemDecks.kind,
      size: sql<number>`count(${systemCards.item})::int`,
      filled: sql<number>`count(*) filter (where ${systemCards.filled})::int`,
      due: sql<number>`count(*) filter (where ${systemCards.filled} and ${systemCards.due} <= ${now})::int`,
      fresh: sql<number>`count(*) filter (where ${systemCards.filled} and ${systemCards.reviewedAt} is null)::int`,
    })
    .from(systemDecks)
    .leftJoin(systemCards, eq(systemCards.deckId, systemDecks.id))
    .where(eq(systemDecks.userId, userId))
    .groupBy(systemDecks.kind);
  const order = (k: string) => SYSTEM_KINDS.indexOf(k as SystemKind);
  return rows
    .map((r) => ({ ...r, kind: r.kind as SystemKind }))
    .sort((a, b) => order(a.kind) - order(b.kind));
}

/** Filled items of the user due at `now`, over all decks (the dashboard's figure). */
export async function dueCount(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(systemCards)
    .where(and(eq(systemCards.userId, userId), lte(systemCards.due, now), eq(systemCards.filled, true)));
  return row?.n ?? 0;
}

export async function deckIdOf(db: Db, userId: string, kind: SystemKind): Promise<string | null> {
  const [row] = await db
    .select({ id: systemDecks.id })
    .from(systemDecks)
    .where(and(eq(systemDecks.userId, userId), eq(systemDecks.kind, kind)));
  return row?.id ?? null;
}

export interface NewItem {
  item: string;
  image: string | null;
  fields: string[];
}

/** A new deck with its items, all new to FSRS and due at once; null when the user has one already. */
export async function createDeck(
  db: Db,
  userId: string,
  kind: SystemKind,
  items: NewItem[],
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const id = randomUUID();
    const made = await tx
      .insert(systemDecks)
      .values({ id, userId, kind })
      .onConflictDoNothing()
      .returning({ id: systemDecks.id });
    if (made.length === 0) return null;
    const now = new Date();
    for (let start = 0; start < items.length; start += INSERT_CHUNK) {
      await tx.insert(systemCards).values(
        items.slice(start, start + INSERT_CHUNK).map((it, k) => ({
          deckId: id,
          userId,
          item: it.item,
          position: start + k,
          fields: it.fields,
          image: it.image,
          filled: isFilled(it.fields),
          due: now,
        })),
      );
    }
    return id;
  });
}

export async function deleteDeck(db: Db, userId: string, kind: SystemKind): Promise<boolean> {
  const gone = await db
    .delete(systemDecks)
    .where(and(eq(systemDecks.userId, userId), eq(systemDecks.kind, kind)))
    .returning({ id: systemDecks.id });
  return gone.length > 0;
}

/** One page of a deck's items in list order; `q` keeps items whose key or entry contains it. */
export async function itemsPage(db: Db, deckId: string, page: number, q?: string) {
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = like
    ? and(
        eq(systemCards.deckId, deckId),
        or(ilike(systemCards.item, like), sql`${systemCards.fields}::text ilike ${like}`),
      )
    : eq(systemCards.deckId, deckId);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(systemCards)
      .where(where)
      .orderBy(asc(systemCards.position))
      .limit(SYSTEM_PAGE_SIZE)
      .offset((page - 1) * SYSTEM_PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(systemCards).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/**
 * Changes an entry and keeps its schedule: a better word for 47 is still the item the user has been
 * learning. An item filled for the first time is due at once.
 */
export async function setEntry(db: Db, deckId: string, item: string, fields: string[], now: Date) {
  const filled = isFilled(fields);
  const [row] = await db
    .update(systemCards)
    .set({
      fields,
      filled,
      due: sql`case when ${systemCards.filled} then ${systemCards.due} else ${now.toISOString()}::timestamptz end`,
    })
    .where(and(eq(systemCards.deckId, deckId), eq(systemCards.item, item)))
    .returning();
  return row ?? null;
}

/** The deck's filled items due at `now`. */
export async function dueItems(db: Db, deckId: string, now: Date): Promise<SystemCardRow[]> {
  return db
    .select()
    .from(systemCards)
    .where(and(eq(systemCards.deckId, deckId), eq(systemCards.filled, true), lte(systemCards.due, now)))
    .orderBy(asc(systemCards.due), asc(systemCards.position));
}

/** When the deck's next filled item comes due, or null when it has none. */
export async function nextDue(db: Db, deckId: string): Promise<Date | null> {
  const [row] = await db
    .select({ due: sql<Date | null>`min(${systemCards.due})` })
    .from(systemCards)
    .where(and(eq(systemCards.deckId, deckId), eq(systemCards.filled, true)));
  return row?.due ? new Date(row.due) : null;
}

/**
 * Grades an item at `now` (the server's clock): the row is locked while FSRS computes its next
 * state, so two tabs grading the same item apply one grade after the other. Null when the item is
 * not in the deck or has no entry.
 */
export async function gradeItem(db: Db, deckId: string, item: string, rating: Grade, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(systemCards)
      .where(and(eq(systemCards.deckId, deckId), eq(systemCards.item, item)))
      .for('update');
    if (!row?.filled) return null;
    const next = review(row, rating, now);
    const [saved] = await tx
      .update(systemCards)
      .set(next)
      .where(and(eq(systemCards.deckId, deckId), eq(systemCards.item, item)))
      .returning();
    return saved ?? null;
  });
}
