import { randomUUID } from 'node:crypto';
import type { PalaceImport } from '@mnemoria/protocol';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type PalaceRow, type PlaylistRow, palaces, playlists, users } from '../../../db/schema.ts';

/** Enough for any real use; stops one account from growing a table without bound. */
export const MAX_PLAYLISTS = 100;
export const MAX_PLAYLIST_PALACES = 500;

const asArray = (id: string) => sql`jsonb_build_array(${id}::text)`;

export const listPalaces = (db: Db): Promise<PalaceRow[]> =>
  db.select().from(palaces).orderBy(asc(palaces.sort), asc(palaces.id));

export async function findPalace(db: Db, id: string): Promise<PalaceRow | undefined> {
  const [row] = await db.select().from(palaces).where(eq(palaces.id, id)).limit(1);
  return row;
}

/** Adds or replaces a palace; `builtin` rows are the sample catalogue. Returns whether it existed. */
export async function upsertPalace(db: Db, p: PalaceImport & { id: string }, builtin = false) {
  const values = {
    id: p.id,
    title: p.title,
    videoUrl: p.url ?? null,
    locations: p.locations,
    premium: p.premium,
    sort: p.sort ?? 0,
    builtin,
  };
  const [row] = await db
    .insert(palaces)
    .values(values)
    .onConflictDoUpdate({
      target: palaces.id,
      set: { ...values, builtin: sql`${palaces.builtin} and ${builtin}` },
    })
    .returning({ created: sql<boolean>`xmax = 0` });
  return { created: row?.created === true };
}

/** Seeds the sample catalogue: palaces already present (maybe edited by an operator) are kept. */
export async function seedPalaces(db: Db, samples: readonly (PalaceImport & { id: string })[]) {
  const rows = samples.map((p, i) => ({
    id: p.id,
    title: p.title,
    videoUrl: null,
    locations: p.locations,
    premium: p.premium,
    sort: p.sort ?? (i + 1) * 10,
    builtin: true,
  }));
  await db.insert(palaces).values(rows).onConflictDoNothing({ target: palaces.id });
}

/**
 * Removes a palace and every reference to it (playlists, favourites) in one transaction. The
 * favourites update names no single user, so the user caches drop every cached row: correct,
 * and removing a palace is a rare operator action.
 */
export async function removePalace(db: Db, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx.delete(palaces).where(eq(palaces.id, id)).returning({ id: palaces.id });
    if (gone.length === 0) return false;
    await tx
      .update(playlists)
      .set({ palaces: sql`${playlists.palaces} - ${id}::text` })
      .where(sql`${playlists.palaces} @> ${asArray(id)}`);
    await tx
      .update(users)
      .set({
        favorite: sql`jsonb_set(${users.favorite}, '{palaces}', (${users.favorite}->'palaces') - ${id}::text)`,
      })
      .where(sql`(${users.favorite}->'palaces') @> ${asArray(id)}`);
    return true;
  });
}

/**
 * Favourites live in the user row's `favorite.palaces`, which the user payload is made from. The
 * write is one `update users … where id = $n` statement (no read-modify-write race), which the
 * user caches recognise as a change of that one user, so the next GET /api/user shows it.
 */
export async function setFavorite(db: Db, userId: string, palaceId: string, on: boolean) {
  const rest = sql`coalesce(${users.favorite}->'palaces', '[]'::jsonb) - ${palaceId}::text`;
  const list = on ? sql`(${rest}) || ${asArray(palaceId)}` : rest;
  const [row] = await db
    .update(users)
    .set({ favorite: sql`jsonb_set(${users.favorite}, '{palaces}', ${list})` })
    .where(eq(users.id, userId))
    .returning({ favorite: users.favorite });
  return ((row?.favorite as { palaces?: string[] } | undefined)?.palaces ?? []) as string[];
}

export const listPlaylists = (db: Db, userId: string): Promise<PlaylistRow[]> =>
  db
    .select()
    .from(playlists)
    .where(eq(playlists.userId, userId))
    .orderBy(asc(playlists.createdAt), asc(playlists.id));

export async function createPlaylist(db: Db, userId: string, name: string): Promise<PlaylistRow | 'full'> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(playlists)
    .where(eq(playlists.userId, userId));
  if ((count?.n ?? 0) >= MAX_PLAYLISTS) return 'full';
  const [row] = await db
    .insert(playlists)
    .values({ id: randomUUID(), userId, name, palaces: [] })
    .returning();
  if (!row) throw new Error('playlist insert returned nothing');
  return row;
}

const mine = (userId: string, id: string) => and(eq(playlists.id, id), eq(playlists.userId, userId));

export async function renamePlaylist(db: Db, userId: string, id: string, name: string) {
  const [row] = await db.update(playlists).set({ name }).where(mine(userId, id)).returning();
  return row;
}

export async function deletePlaylist(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(playlists).where(mine(userId, id)).returning({ id: playlists.id });
  return rows.length > 0;
}

/** Adds (at the end, once) or removes a palace; undefined when the playlist is not the user's. */
export async function setPlaylistPalace(db: Db, userId: string, id: string, palaceId: string, on: boolean) {
  const rest = sql`${playlists.palaces} - ${palaceId}::text`;
  const list = on ? sql`(${rest}) || ${asArray(palaceId)}` : rest;
  const limit = on ? sql`jsonb_array_length(${playlists.palaces}) < ${MAX_PLAYLIST_PALACES}` : sql`true`;
  const [row] = await db
    .update(playlists)
    .set({ palaces: list })
    .where(and(mine(userId, id), limit))
    .returning();
  return row;
}
