import { z } from 'zod';
import { wellFormedString } from './input.ts';

/**
 * Memory palaces: a short walk-through video and the numbered locations along it. Premium users
 * see every palace and keep playlists; free users see the free palaces only.
 */

/** A palace's id is a readable slug (the admin file names it, or it is made from the title). */
export const palaceIdSchema = wellFormedString()
  .min(1, 'must name a palace')
  .max(64, 'must be at most 64 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a palace id (lower-case letters, digits and -)');

export const playlistIdSchema = z.uuid({ error: 'must be a playlist id (a UUID)' });

export const PLAYLIST_NAME_MAX = 60;
export const playlistNameSchema = wellFormedString()
  .trim()
  .min(1, 'must not be empty')
  .max(PLAYLIST_NAME_MAX, `must be at most ${PLAYLIST_NAME_MAX} characters`);

export interface Palace {
  _id: string;
  title: string;
  /** Where the player loads the video (our origin, or an absolute URL an operator set). */
  url: string;
  locations: string[];
  premium: boolean;
}

/** A card of the list: free users see premium palaces too (locked), without their contents. */
export interface PalaceCard {
  _id: string;
  title: string;
  locationCount: number;
  premium: boolean;
  locked: boolean;
}

export interface Playlist {
  _id: string;
  name: string;
  /** Palace ids in the order they were added. */
  palaces: string[];
}

/** Path parameter of GET /api/palace/:id and the video route. */
export const palaceParamsSchema = z.object({ id: palaceIdSchema });
/** POST /api/user/profile/favorite-palace and /unfavorite-palace */
export const favoritePalaceBodySchema = z.object({ palaceId: palaceIdSchema });
/** POST /api/palace/playlist/create */
export const playlistCreateSchema = z.object({ name: playlistNameSchema });
/** POST /api/palace/playlist/update */
export const playlistUpdateSchema = z.object({ name: playlistNameSchema, playlistId: playlistIdSchema });
/** POST /api/palace/playlist/remove */
export const playlistRemoveSchema = z.object({ playlistId: playlistIdSchema });
/** POST /api/palace/playlist/add-palace and /remove-palace */
export const playlistPalaceSchema = z.object({ palaceId: palaceIdSchema, playlistId: playlistIdSchema });

/** One palace of the admin import file (scripts/admin/palaces.ts). */
export const palaceImportSchema = z.object({
  id: palaceIdSchema.optional(),
  title: wellFormedString().trim().min(1).max(120),
  /** An absolute http(s) URL, or left out for a built-in generated video. */
  url: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .optional(),
  locations: z.array(wellFormedString().trim().min(1).max(120)).min(1).max(200),
  premium: z.boolean().default(false),
  sort: z.int().min(0).max(1_000_000).optional(),
});
export const palaceImportFileSchema = z.object({ palaces: z.array(palaceImportSchema).min(1).max(1000) });
export type PalaceImport = z.infer<typeof palaceImportSchema>;

export interface PalaceListResponse {
  success: true;
  palaces: PalaceCard[];
}
export interface PalaceResponse {
  success: true;
  palace: Palace;
}
export interface PremiumCountResponse {
  success: true;
  count: number;
}
export interface PlaylistsResponse {
  success: true;
  playlists: Playlist[];
}
export interface PlaylistResponse {
  success: true;
  playlist: Playlist;
}
