import {
  DIGIT_EVENTS,
  type DigitEventName,
  type EventName,
  type ImagesKind,
  isPhoneFormat,
  SETTINGS_BOUNDS,
  type Settings,
} from '@mnemoria/events';
import type { EventSettingsInput } from '@mnemoria/protocol';

type GroupKey = 'cards_group_number' | 'words_group_number' | 'dates_group_number';

/**
 * Events whose memorize view groups items by the athlete's choice, with what one group is to them.
 * Images are not among them: their rows are the official five (see `ImagesRowsNote`).
 */
export const GROUPED: Partial<Record<EventName, { key: GroupKey; label: string }>> = {
  cards: { key: 'cards_group_number', label: 'Cards shown together' },
  words: { key: 'words_group_number', label: 'Words per column' },
  dates: { key: 'dates_group_number', label: 'Dates per page' },
};

/** Cells per scoring row in the engine (WMSC binary 30, USAMC-style 20 for decimal and alphabet). */
export const ROW_LENGTH: Record<DigitEventName, number> = { binary: 30, decimal: 20, alphabet: 20 };

export const isDigitEvent = (event: EventName): event is DigitEventName =>
  (DIGIT_EVENTS as readonly string[]).includes(event);

/** The form keeps numbers as typed text so a half-edited field is never silently replaced. */
export interface SettingsDraft {
  memorizeTimer: boolean;
  autoActive: boolean;
  autoRepeat: boolean;
  autoBeat: boolean;
  interval: string;
  hs: string;
  vs: string;
  group: string;
  phone: string;
  imagesKind: ImagesKind;
}

export type DraftErrors = Partial<Record<'interval' | 'hs' | 'vs' | 'group' | 'phone', string>>;

export function draftFrom(event: EventName, s: Settings): SettingsDraft {
  const spacing = isDigitEvent(event) ? s[`${event}_format`] : { hs: 1, vs: 1 };
  const group = GROUPED[event];
  return {
    memorizeTimer: s.memorize_timer,
    autoActive: s.auto_advance.active,
    autoRepeat: s.auto_advance.repeat,
    autoBeat: s.auto_advance.beat,
    interval: String(s.auto_advance.interval),
    hs: String(spacing.hs),
    vs: String(spacing.vs),
    group: String(group ? s[group.key] : 4),
    phone: s.phone_format,
    imagesKind: s.images_kind,
  };
}

function wholeIn(
  value: string,
  { min, max }: { min: number; max: number },
  what: string,
): string | undefined {
  const raw = value.trim();
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    return `${what} must be a whole number between ${min} and ${max}.`;
  }
  return undefined;
}

/** Only the fields this event's tab shows are checked (and later sent). */
export function validateDraft(event: EventName, d: SettingsDraft): DraftErrors {
  const errors: DraftErrors = {};
  const set = (key: keyof DraftErrors, message: string | undefined) => {
    if (message) errors[key] = message;
  };
  set('interval', wholeIn(d.interval, SETTINGS_BOUNDS.interval, 'Interval'));
  if (isDigitEvent(event)) {
    set('hs', wholeIn(d.hs, SETTINGS_BOUNDS.spacing, 'Characters per group'));
    set('vs', wholeIn(d.vs, SETTINGS_BOUNDS.spacing, 'Rows per block'));
  }
  if (GROUPED[event]) set('group', wholeIn(d.group, SETTINGS_BOUNDS.group, 'Group size'));
  if (event === 'biography' && !isPhoneFormat(d.phone.trim())) {
    errors.phone = "Use digit groups joined by '-' that add up to 10, e.g. 3-3-4.";
  }
  return errors;
}

/** The PUT body: the settings this event uses, nothing of other events (the server merges). */
export function bodyFrom(event: EventName, d: SettingsDraft): EventSettingsInput {
  const body: EventSettingsInput = {
    memorize_timer: d.memorizeTimer,
    auto_advance: {
      active: d.autoActive,
      repeat: d.autoRepeat,
      interval: Number(d.interval),
      beat: d.autoBeat,
    },
  };
  if (isDigitEvent(event)) body[`${event}_format`] = { hs: Number(d.hs), vs: Number(d.vs) };
  const group = GROUPED[event];
  if (group) body[group.key] = Number(d.group);
  if (event === 'biography') body.phone_format = d.phone.trim();
  if (event === 'images') body.images_kind = d.imagesKind;
  return body;
}
