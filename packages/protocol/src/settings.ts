import {
  DEFAULT_SETTINGS,
  IMAGES_KINDS,
  IMAGES_ROW,
  isPhoneFormat,
  SETTINGS_BOUNDS,
  type Settings,
  type Spacing,
} from '@mnemoria/events';
import { z } from 'zod';

const { spacing: sb, group: gb, interval: ib } = SETTINGS_BOUNDS;
const int = (min: number, max: number, what: string) =>
  z
    .int(`${what} must be a whole number`)
    .min(min, `${what} must be at least ${min}`)
    .max(max, `${what} must be at most ${max}`);

const spacing = (fallback: Spacing, event: string) =>
  z
    .object({
      vs: int(sb.min, sb.max, `${event} rows per block (vs)`).default(fallback.vs),
      hs: int(sb.min, sb.max, `${event} digits per group (hs)`).default(fallback.hs),
    })
    .default(fallback);

const group = (fallback: number, what: string) => int(gb.min, gb.max, what).default(fallback);

/**
 * Event settings (memorize timer, auto-advance, digit spacings, group numbers, phone
 * format). Built from the engine's defaults, so `{}` parses to `DEFAULT_SETTINGS`.
 */
export const eventSettingsSchema = z.object({
  memorize_timer: z.boolean().default(DEFAULT_SETTINGS.memorize_timer),
  auto_advance: z
    .object({
      active: z.boolean().default(DEFAULT_SETTINGS.auto_advance.active),
      repeat: z.boolean().default(DEFAULT_SETTINGS.auto_advance.repeat),
      interval: int(ib.min, ib.max, 'auto-advance interval (seconds)').default(
        DEFAULT_SETTINGS.auto_advance.interval,
      ),
      beat: z.boolean().default(DEFAULT_SETTINGS.auto_advance.beat),
    })
    .default(DEFAULT_SETTINGS.auto_advance),
  binary_format: spacing(DEFAULT_SETTINGS.binary_format, 'binary'),
  decimal_format: spacing(DEFAULT_SETTINGS.decimal_format, 'decimal'),
  alphabet_format: spacing(DEFAULT_SETTINGS.alphabet_format, 'alphabet'),
  cards_group_number: group(DEFAULT_SETTINGS.cards_group_number, 'cards group number'),
  // Official images rows are five pictures; a shorter row's recall order would give answers away.
  images_group_number: z
    .literal(
      IMAGES_ROW,
      `images are recalled in rows of ${IMAGES_ROW} (the official rule); images group number must be ${IMAGES_ROW}`,
    )
    .default(IMAGES_ROW),
  images_kind: z
    .enum(IMAGES_KINDS, `images kind must be one of ${IMAGES_KINDS.join(', ')}`)
    .default(DEFAULT_SETTINGS.images_kind),
  words_group_number: group(DEFAULT_SETTINGS.words_group_number, 'words group number'),
  dates_group_number: group(DEFAULT_SETTINGS.dates_group_number, 'dates group number'),
  phone_format: z
    .string()
    .refine(isPhoneFormat, "phone format must be digit groups joined by '-' that add up to 10, e.g. '3-3-4'")
    .default(DEFAULT_SETTINGS.phone_format),
});

/** Parsed settings: exactly the engine's `Settings` (checked below). */
export type EventSettings = z.infer<typeof eventSettingsSchema>;
/** What a client may send: any subset; missing fields take their defaults. */
export type EventSettingsInput = z.input<typeof eventSettingsSchema>;

/** Parse user-sent settings into the full object the engine's `generate` takes. */
export function parseEventSettings(input: unknown): Settings {
  return eventSettingsSchema.parse(input ?? {});
}
