import type { EventName } from './names.ts';

/** Pictures per images row in official images (IAM images, WMSC abstract images). */
export const IMAGES_ROW = 5;

/** What the images event shows: everyday pictures, or generated abstract shapes and textures. */
export const IMAGES_KINDS = ['pictures', 'abstract'] as const;
export type ImagesKind = (typeof IMAGES_KINDS)[number];

/** Digit-event layout: `hs` digits per visual group in a row, `vs` rows per block (one recall page). */
export interface Spacing {
  readonly vs: number;
  readonly hs: number;
}

/**
 * Pacing during memorize, every `interval` seconds: step to the next item if `active` (loop if
 * `repeat`), and a metronome beat (a click and a flash) if `beat`, with or without the step.
 */
export interface AutoAdvance {
  readonly active: boolean;
  readonly repeat: boolean;
  readonly interval: number;
  readonly beat: boolean;
}

/** Events whose content is laid out in rows of characters and thus have a `{event}_format`. */
export const DIGIT_EVENTS = ['binary', 'decimal', 'alphabet'] as const satisfies readonly EventName[];
export type DigitEventName = (typeof DIGIT_EVENTS)[number];

/**
 * Per-event user settings. The zod schema in `@mnemoria/protocol` (settings.ts) is built from
 * these defaults, so events never import protocol.
 */
export interface Settings {
  /** Show the countdown timer while memorizing. */
  readonly memorize_timer: boolean;
  readonly auto_advance: AutoAdvance;
  readonly binary_format: Spacing;
  readonly decimal_format: Spacing;
  readonly alphabet_format: Spacing;
  /** Items per memorize group (cards shown together, words per column, dates per page). */
  readonly cards_group_number: number;
  /**
   * Pictures per images row: always `IMAGES_ROW` (5), the official rule. Kept as a setting so
   * stored settings and older clients read it, but nothing else is accepted or generated.
   */
  readonly images_group_number: typeof IMAGES_ROW;
  /** Images event: everyday pictures (IAM) or abstract images (WMSC); scored the same way. */
  readonly images_kind: ImagesKind;
  readonly words_group_number: number;
  readonly dates_group_number: number;
  /** Group sizes of the 10-digit biography phone, dash-separated, summing to 10, e.g. '3-3-4'. */
  readonly phone_format: string;
}

export const DEFAULT_SETTINGS: Settings = {
  memorize_timer: true,
  auto_advance: { active: false, repeat: false, interval: 5, beat: false },
  binary_format: { hs: 3, vs: 4 },
  decimal_format: { hs: 2, vs: 4 },
  alphabet_format: { hs: 2, vs: 4 },
  cards_group_number: 4,
  images_group_number: IMAGES_ROW,
  images_kind: 'pictures',
  words_group_number: 4,
  dates_group_number: 4,
  phone_format: '3-3-4',
};

/** Bounds the protocol schema enforces and `resolveSettings` clamps to. */
export const SETTINGS_BOUNDS = {
  spacing: { min: 1, max: 40 },
  group: { min: 1, max: 20 },
  interval: { min: 1, max: 60 },
} as const;

export type SettingsInput = {
  readonly [K in keyof Settings]?: Settings[K] extends object
    ? Partial<Settings[K]>
    : K extends 'images_group_number'
      ? number
      : Settings[K];
};

function clampInt(value: unknown, min: number, max: number, fallback: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.round(value)));
}

function spacing(input: Partial<Spacing> | undefined, fallback: Spacing): Spacing {
  const { min, max } = SETTINGS_BOUNDS.spacing;
  return { hs: clampInt(input?.hs, min, max, fallback.hs), vs: clampInt(input?.vs, min, max, fallback.vs) };
}

/** True when `format` is dash-separated positive group sizes summing to 10. */
export function isPhoneFormat(format: string): boolean {
  if (!/^[1-9](-[1-9])*$/.test(format) && format !== '10') return false;
  return format.split('-').reduce((sum, part) => sum + Number(part), 0) === 10;
}

/** Fill missing fields with defaults and clamp out-of-range ones, so generation never sees bad input. */
export function resolveSettings(input: SettingsInput = {}): Settings {
  const d = DEFAULT_SETTINGS;
  const g = SETTINGS_BOUNDS.group;
  const i = SETTINGS_BOUNDS.interval;
  return {
    memorize_timer: input.memorize_timer ?? d.memorize_timer,
    auto_advance: {
      active: input.auto_advance?.active ?? d.auto_advance.active,
      repeat: input.auto_advance?.repeat ?? d.auto_advance.repeat,
      interval: clampInt(input.auto_advance?.interval, i.min, i.max, d.auto_advance.interval),
      beat: input.auto_advance?.beat ?? d.auto_advance.beat,
    },
    binary_format: spacing(input.binary_format, d.binary_format),
    decimal_format: spacing(input.decimal_format, d.decimal_format),
    alphabet_format: spacing(input.alphabet_format, d.alphabet_format),
    cards_group_number: clampInt(input.cards_group_number, g.min, g.max, d.cards_group_number),
    // Whatever was stored or sent: images rows are the rule's five (see images/index.ts).
    images_group_number: IMAGES_ROW,
    images_kind: (IMAGES_KINDS as readonly unknown[]).includes(input.images_kind)
      ? (input.images_kind as ImagesKind)
      : d.images_kind,
    words_group_number: clampInt(input.words_group_number, g.min, g.max, d.words_group_number),
    dates_group_number: clampInt(input.dates_group_number, g.min, g.max, d.dates_group_number),
    phone_format:
      input.phone_format !== undefined && isPhoneFormat(input.phone_format)
        ? input.phone_format
        : d.phone_format,
  };
}
