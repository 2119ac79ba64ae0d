import { z } from 'zod';
import { wellFormedString } from './input.ts';

/**
 * Palaces a user builds: a name and ordered locations (title, note, optional photo), an optional
 * walk-through video, walks marking each location remembered or forgotten, and per-location
 * mistakes from the training sessions that used the palace as their journey.
 */

export const MY_PALACES_MAX = 50;
export const MY_PALACE_LOCATIONS_MAX = 200;
export const MY_PALACE_NAME_MAX = 80;
export const MY_LOCATION_TITLE_MAX = 80;
export const MY_LOCATION_NOTE_MAX = 500;

export const myPalaceIdSchema = z.uuid({ error: 'must be a palace id (a UUID)' });
export const myLocationIdSchema = z.uuid({ error: 'must be a location id (a UUID)' });

const nameSchema = wellFormedString()
  .trim()
  .min(1, 'must not be empty')
  .max(MY_PALACE_NAME_MAX, `must be at most ${MY_PALACE_NAME_MAX} characters`);
const titleSchema = wellFormedString()
  .trim()
  .min(1, 'must not be empty')
  .max(MY_LOCATION_TITLE_MAX, `must be at most ${MY_LOCATION_TITLE_MAX} characters`);
const noteSchema = wellFormedString()
  .trim()
  .max(MY_LOCATION_NOTE_MAX, `must be at most ${MY_LOCATION_NOTE_MAX} characters`);

/** POST /api/my-palaces */
export const myPalaceCreateSchema = z.strictObject({ name: nameSchema });
/** PATCH /api/my-palaces/:id */
export const myPalaceRenameSchema = z.strictObject({ name: nameSchema });
/** POST /api/my-palaces/:id/locations */
export const myLocationCreateSchema = z.strictObject({ title: titleSchema, note: noteSchema.default('') });
/** PATCH /api/my-palaces/:id/locations/:locationId */
export const myLocationEditSchema = z
  .strictObject({ title: titleSchema.optional(), note: noteSchema.optional() })
  .refine((b) => b.title !== undefined || b.note !== undefined, 'must change the title or the note');
/** PUT /api/my-palaces/:id/order: every location id of the palace, once, in the new order. */
export const myLocationOrderSchema = z.strictObject({
  order: z.array(myLocationIdSchema).max(MY_PALACE_LOCATIONS_MAX),
});
/** POST /api/my-palaces/:id/walks: the locations marked forgotten and remembered on one walk. */
export const myWalkSchema = z
  .strictObject({
    forgotten: z.array(myLocationIdSchema).max(MY_PALACE_LOCATIONS_MAX),
    remembered: z.array(myLocationIdSchema).max(MY_PALACE_LOCATIONS_MAX),
  })
  .refine((b) => b.forgotten.length + b.remembered.length > 0, 'must mark at least one location');
export const myPalaceParamsSchema = z.object({ id: myPalaceIdSchema });
export const myLocationParamsSchema = z.object({ id: myPalaceIdSchema, locationId: myLocationIdSchema });

export interface MyLocation {
  id: string;
  title: string;
  note: string;
  /** Our address of the photo (served to the palace's owner only), or null. */
  photo: string | null;
}

/** A location's review state: last walk verdict, mistakes in sessions that used the palace. */
export interface MyLocationReview {
  id: string;
  /** On the newest walk that marked it: true remembered, false forgotten, null never walked. */
  rememberedLastWalk: boolean | null;
  /** Walks that marked it forgotten (of the newest walks kept for the review). */
  forgottenWalks: number;
  /** Items of finished sessions that landed on it, and how many of them were wrong. */
  sessionItems: number;
  sessionErrors: number;
}

export interface MyPalaceCard {
  id: string;
  name: string;
  locationCount: number;
  lastWalkedAt: string | null;
  /** When the next walk is due (spaced after the walks so far), or null before the first walk. */
  dueAt: string | null;
}

export interface MyPalace extends MyPalaceCard {
  locations: MyLocation[];
  /** Address of the uploaded walk-through video (owner only), or null. */
  video: string | null;
  review: {
    walks: number;
    sessions: number;
    locations: MyLocationReview[];
  };
}

export interface MyPalacesResponse {
  success: true;
  palaces: MyPalaceCard[];
  limits: { palaces: number; locations: number; photoBytes: number; videoBytes: number };
}
export interface MyPalaceResponse {
  success: true;
  palace: MyPalace;
}
