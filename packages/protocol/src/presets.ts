import { EVENT_NAMES, type EventName, practiceBounds } from '@mnemoria/events';
import { z } from 'zod';
import { wellFormedString } from './input.ts';

/** Saved presets a user may keep at once: a short list to start from, not a library. */
export const MAX_PRESETS = 20;
export const PRESET_NAME_MAX = 40;

const presetName = wellFormedString()
  .transform((s) => s.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, 'name must not be empty')
      .max(PRESET_NAME_MAX, `name is at most ${PRESET_NAME_MAX} characters`),
  );

const whole = (what: string) =>
  z.number({ error: `${what} must be a number` }).int(`${what} must be a whole number`);

/**
 * POST /api/presets: the practice settings to keep, within the event's practice bounds (the ones a
 * practice session is clamped to), so a preset always starts exactly the session it names.
 */
export const presetBodySchema = z
  .object({
    name: presetName,
    event: z.enum(EVENT_NAMES as unknown as [EventName, ...EventName[]], {
      error: 'event must be an event name',
    }),
    amount: whole('amount'),
    memorize: whole('memorize'),
    recall: whole('recall'),
  })
  .strict()
  .superRefine((p, ctx) => {
    const b = practiceBounds(p.event);
    const check = (key: 'amount' | 'memorize' | 'recall', { min, max }: { min: number; max: number }) => {
      if (p[key] < min || p[key] > max)
        ctx.addIssue({ code: 'custom', path: [key], message: `${key} must be between ${min} and ${max}` });
    };
    check('amount', b.amount);
    check('memorize', b.memorizeSeconds);
    check('recall', b.recallSeconds);
  });
export type PresetBody = z.infer<typeof presetBodySchema>;

/** PATCH /api/presets/{id}: a new name. */
export const presetRenameSchema = z.object({ name: presetName }).strict();

/** A preset id is a UUID the server made. */
export const presetIdSchema = z.uuid({ error: 'must be a preset id' });

/** One saved preset as the API returns it: a custom format (times in seconds). */
export interface Preset {
  id: string;
  family: 'custom';
  name: string;
  event: EventName;
  amount: number;
  memorize: number;
  recall: number;
  createdAt: string;
}

/** GET /api/presets (and the reply of every change): the user's presets, oldest first. */
export interface PresetsResponse {
  success: true;
  data: { presets: Preset[]; max: number };
}
