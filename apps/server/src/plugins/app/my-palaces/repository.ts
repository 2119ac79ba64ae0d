import { randomUUID } from 'node:crypto';
import { MY_PALACE_LOCATIONS_MAX, MY_PALACES_MAX } from '@mnemoria/protocol';
import { and, count, desc, eq, getTableColumns, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  bmevents,
  type PalaceWalkRow,
  palaceSessions,
  palaceWalks,
  type UserPalaceLocation,
  type UserPalaceRow,
  userPalaces,
  users,
} from '../../../db/schema.ts';

/** The review reads at most this many of a palace's newest walks and finished sessions. */
export const REVIEW_WALKS = 30;
export const REVIEW_SESSIONS = 100;

const mine = (userId: string, id: string) => and(eq(userPalaces.id, id), eq(userPalaces.userId, userId));

export const listMine = (db: Db, userId: string): Promise<UserPalaceRow[]> =>
  db.select().from(userPalaces).where(eq(userPalaces.userId, userId)).orderBy(desc(userPalaces.createdAt));

export async function findMine(db: Db, userId: string, id: string): Promise<UserPalaceRow | undefined> {
  const [row] = await db.select().from(userPalaces).where(mine(userId, id)).limit(1);
  return row;
}

/**
 * Creates a palace unless the user has MY_PALACES_MAX already. The user's row is locked while
 * counting, so two creations at once cannot both pass the limit.
 */
export async function createMine(db: Db, userId: string, name: string): Promise<UserPalaceRow | 'full'> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [counted] = await tx.select({ n: count() }).from(userPalaces).where(eq(userPalaces.userId, userId));
    if ((counted?.n ?? 0) >= MY_PALACES_MAX) return 'full' as const;
    const [row] = await tx.insert(userPalaces).values({ id: randomUUID(), userId, name }).returning();
    return row as UserPalaceRow;
  });
}

export async function renameMine(db: Db, userId: string, id: string, name: string) {
  const [row] = await db
    .update(userPalaces)
    .set({ name, updatedAt: new Date() })
    .where(mine(userId, id))
    .returning();
  return row;
}

/** Deletes the palace (walks and session links go with it); returns it so its files can go too. */
export async function deleteMine(db: Db, userId: string, id: string) {
  const [row] = await db.delete(userPalaces).where(mine(userId, id)).returning();
  return row;
}

export type Change<T> = {
  locations?: UserPalaceLocation[];
  video?: string | null;
  videoBytes?: number | null;
  out: T;
};

/**
 * Reads the palace under a row lock, lets `change` decide, and writes what it returns, so two
 * edits at once never lose one another. `change` returns an error string to refuse.
 */
export async function changeMine<T>(
  db: Db,
  userId: string,
  id: string,
  change: (row: UserPalaceRow) => Change<T> | { error: string; status: number },
): Promise<{ row: UserPalaceRow; out: T } | { error: string; status: number } | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(userPalaces).where(mine(userId, id)).for('update');
    if (!row) return undefined;
    const next = change(row);
    if ('error' in next) return next;
    const set: Partial<UserPalaceRow> = { updatedAt: new Date() };
    if (next.locations) set.locations = next.locations;
    if (next.video !== undefined) set.video = next.video;
    if (next.videoBytes !== undefined) set.videoBytes = next.videoBytes;
    const [saved] = await tx.update(userPalaces).set(set).where(eq(userPalaces.id, id)).returning();
    return { row: saved as UserPalaceRow, out: next.out };
  });
}

export const fullMessage = `A palace can have at most ${MY_PALACE_LOCATIONS_MAX} locations.`;

/** Whether one of this user's palaces has a location showing the photo file `file`. */
export async function ownsPhoto(db: Db, userId: string, file: string): Promise<boolean> {
  const rows = await db
    .select({ id: userPalaces.id })
    .from(userPalaces)
    .where(
      and(
        eq(userPalaces.userId, userId),
        sql`${userPalaces.locations} @> ${JSON.stringify([{ photo: file }])}::jsonb`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function addWalk(db: Db, palaceId: string, forgotten: string[], remembered: string[]) {
  await db.insert(palaceWalks).values({ id: randomUUID(), palaceId, forgotten, remembered });
}

/** The newest `limit` walks of each palace in `palaceIds`, newest first. */
export async function walksOf(db: Db, palaceIds: string[], limit = REVIEW_WALKS): Promise<PalaceWalkRow[]> {
  if (palaceIds.length === 0) return [];
  const ranked = db
    .select({
      ...getTableColumns(palaceWalks),
      rank: sql<number>`row_number() over (partition by ${palaceWalks.palaceId} order by ${palaceWalks.walkedAt} desc)`.as(
        'rank',
      ),
    })
    .from(palaceWalks)
    .where(inArray(palaceWalks.palaceId, palaceIds))
    .as('ranked');
  const rows = await db.select().from(ranked).where(lte(ranked.rank, limit)).orderBy(desc(ranked.walkedAt));
  return rows.map(({ rank: _rank, ...walk }) => walk);
}

export async function linkSession(db: Db, sessionId: string, palaceId: string, locations: string[]) {
  await db.insert(palaceSessions).values({ sessionId, palaceId, locations }).onConflictDoNothing();
}

/** The palace's finished sessions, newest first, with what scoring needs. */
export function finishedSessionsOf(db: Db, palaceId: string) {
  return db
    .select({
      locations: palaceSessions.locations,
      name: bmevents.name,
      data: bmevents.data,
      answer: bmevents.answer,
      result: bmevents.result,
    })
    .from(palaceSessions)
    .innerJoin(bmevents, eq(bmevents.id, palaceSessions.sessionId))
    .where(and(eq(palaceSessions.palaceId, palaceId), eq(bmevents.stage, 'res')))
    .orderBy(desc(palaceSessions.createdAt))
    .limit(REVIEW_SESSIONS);
}
