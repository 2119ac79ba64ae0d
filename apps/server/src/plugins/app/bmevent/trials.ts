import type { Mode } from '@mnemoria/events';

/**
 * Daily trial allowance (free users get 5 trials per day). It limits the modes that
 * count — standard (levels, bests, ranks) and versus — and leaves practice unlimited, so a free
 * user can always train. Premium members are never limited. Counters reset at the user's midnight.
 */
export const LIMITED_MODES: readonly Mode[] = ['standard', 'versus'];
export const FREE_TRIALS_PER_DAY = 5;
/** The modes with a counter (countTrial in session-start.ts writes the same ones). */
export const TRIAL_MODES = ['standard', 'practice', 'versus'] as const;

export type TrialCounters = Record<string, { chance: number; played: number }>;

/** The user's calendar day, YYYY-MM-DD, in their own time zone. */
export function localDay(timeZone: string, now: Date): string {
  try {
    return dayFormat(timeZone).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** Building a DateTimeFormat costs far more than using one: keep one per time zone (few exist). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // Throws for an unknown zone, so only valid zones are kept.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    if (dayFormats.size >= 1_000) dayFormats.clear();
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** Counters as they stand today: a new day starts from zero played. */
export function countersFor(fp: TrialCounters, fpDay: string | null, today: string): TrialCounters {
  const out: TrialCounters = {};
  for (const mode of TRIAL_MODES) {
    const current = fp[mode] ?? { chance: FREE_TRIALS_PER_DAY, played: 0 };
    out[mode] = { chance: current.chance, played: fpDay === today ? current.played : 0 };
  }
  return out;
}

export function trialsLeft(counters: TrialCounters, mode: Mode, premium: boolean): number {
  if (premium || !LIMITED_MODES.includes(mode)) return Number.POSITIVE_INFINITY;
  const c = counters[mode] ?? { chance: FREE_TRIALS_PER_DAY, played: 0 };
  return c.chance - c.played;
}
