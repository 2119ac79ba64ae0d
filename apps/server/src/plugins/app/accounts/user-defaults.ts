import { EVENT_NAMES } from '@mnemoria/events';
import type { User } from '@mnemoria/protocol';
import type { UserRow } from '../../../db/schema.ts';
import { countersFor, FREE_TRIALS_PER_DAY, localDay, type TrialCounters } from '../bmevent/trials.ts';
import { currentMembership } from '../payments/premium.ts';
import { ranksFor } from '../ranks/ladder.ts';

const TRIAL_MODES = ['standard', 'practice', 'versus'] as const;

/** What a brand-new account starts with: level 1 in every event, no bests or goals yet. */
export function defaultUserFields() {
  const levels = Object.fromEntries(EVENT_NAMES.map((name) => [name, 1]));
  return {
    levels,
    bests: {},
    goals: { standard: {} },
    eventsRanks: ranksFor(levels),
    settings: { live_share: true, memorize_timer: true, chart: { date_as_x_axis: false } },
    eventSettings: {},
    membership: { premium: false, package: null },
    favorite: { bmevents: [], palaces: [] },
    fp: Object.fromEntries(TRIAL_MODES.map((mode) => [mode, { chance: FREE_TRIALS_PER_DAY, played: 0 }])),
  };
}

/**
 * The only way a user row leaves the server. It lists fields explicitly, so the password hash
 * (and anything added to the row later) can never leak by accident.
 */
export function toPublicUser(row: UserRow, now: Date = new Date()): User {
  return {
    _id: row.id,
    userName: row.userName,
    email: row.email,
    image: row.image,
    createdAt: row.createdAt.toISOString(),
    eventsRanks: row.eventsRanks as User['eventsRanks'],
    bests: row.bests as User['bests'],
    levels: row.levels as User['levels'],
    goals: row.goals as User['goals'],
    settings: row.settings as User['settings'],
    membership: currentMembership(row.membership, now.getTime()),
    favorite: row.favorite as User['favorite'],
    // Shown as of the user's today: yesterday's plays no longer count.
    fp: countersFor(row.fp as TrialCounters, row.fpDay, localDay(row.timeZone, now)),
    timeZone: row.timeZone,
    role: row.role,
  };
}
