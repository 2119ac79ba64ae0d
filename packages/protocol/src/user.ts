import { EVENT_NAMES, type EventName } from '@mnemoria/events';
import { z } from 'zod';
import { userRoleSchema } from './chat-admin.ts';

const eventName = z.enum(EVENT_NAMES);

/** A rank as the user holds it: its display name and badge image URL. */
export const rankSchema = z.object({ name: z.string(), imageUrl: z.string() });
export type Rank = z.infer<typeof rankSchema>;

/** Daily trial allowance of one mode (the user's `fp.{mode}`). */
export const trialCounterSchema = z.object({ chance: z.number().int(), played: z.number().int() });

export const userSettingsSchema = z.object({
  live_share: z.boolean(),
  memorize_timer: z.boolean(),
  chart: z.object({ date_as_x_axis: z.boolean() }),
  /** Digits the athlete codes at once (pairs or triplets): the unit of the digit analytics. */
  digit_group: z.union([z.literal(2), z.literal(3)]).optional(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

const perEvent = <T extends z.ZodType>(value: T) => z.partialRecord(eventName, value);

/**
 * The signed-in user as the client sees it. Never carries the password hash,
 * sessions or reset data: those live in their own tables and are never selected into this shape.
 */
export const userSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  createdAt: z.string(),
  eventsRanks: z.record(z.string(), rankSchema),
  bests: perEvent(z.number()),
  levels: perEvent(z.number().int()),
  goals: z.object({ standard: perEvent(z.object({ goal: z.number() })) }),
  settings: userSettingsSchema,
  membership: z.object({
    premium: z.boolean(),
    package: z.string().nullable(),
    /** A renewal payment failed: premium goes on until `graceUntil` while the card is retried. */
    status: z.literal('past_due').optional(),
    graceUntil: z.string().optional(),
  }),
  favorite: z.object({ bmevents: z.array(eventName), palaces: z.array(z.string()) }),
  fp: z.record(z.string(), trialCounterSchema),
  timeZone: z.string(),
  /** `moderator` and `admin` may moderate chat; everyone else is a `user`. */
  role: userRoleSchema,
});
export type User = z.infer<typeof userSchema>;

export type PerEvent<T> = Partial<Record<EventName, T>>;
