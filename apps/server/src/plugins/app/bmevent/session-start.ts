import { randomBytes, randomUUID } from 'node:crypto';
import {
  blocktrisSpeed,
  type ContentPack,
  type EventName,
  eventByName,
  levelRules,
  type Mode,
  practiceRules,
  resolveSettings,
  type SettingsInput,
} from '@mnemoria/events';
import { eq } from 'drizzle-orm';
import type { bmevents, UserRow } from '../../../db/schema.ts';
import { users } from '../../../db/schema.ts';
import type { DbOrTx } from './repository.ts';
import { COUNTDOWN_SECONDS } from './stages.ts';
import { countersFor, localDay, type TrialCounters } from './trials.ts';

export interface PracticeRequest {
  amount?: number;
  memorize?: number;
  recall?: number;
}

/**
 * A new session's row: the rules of the user's level (standard) or of their choice clamped to the
 * event's bounds (practice), their event settings, and content generated from a fresh seed.
 */
export function newSessionValues(
  user: UserRow,
  event: EventName,
  mode: Mode,
  practice: PracticeRequest,
  content: () => ContentPack,
  now: Date,
): typeof bmevents.$inferInsert {
  const def = eventByName(event);
  const level = (user.levels as Record<string, number>)[event] ?? 1;
  const atLevel = levelRules(event, level);
  const rules =
    mode === 'standard'
      ? atLevel
      : practiceRules(event, {
          amount: practice.amount ?? atLevel.amount,
          memorizeSeconds: practice.memorize ?? atLevel.memorizeSeconds,
          recallSeconds: practice.recall ?? atLevel.recallSeconds,
        });
  const settings = resolveSettings(
    ((user.eventSettings as Record<string, unknown>)[event] ?? {}) as SettingsInput,
  );
  const seed = randomBytes(16).toString('hex');
  const data = def.generate(
    { amount: rules.amount, settings },
    seed,
    def.needsContent ? content() : undefined,
  );
  return {
    id: randomUUID(),
    userId: user.id,
    name: event,
    mode,
    seed,
    level: mode === 'standard' ? level : null,
    amount: rules.amount,
    settings: settings as unknown as Record<string, unknown>,
    data: data as unknown as Record<string, unknown>,
    stage: 'init',
    stagedAt: now,
    memTime: rules.memorizeSeconds,
    recTime: rules.recallSeconds,
    cdrTime: COUNTDOWN_SECONDS,
    blockSpeed: event === 'tetris' ? blocktrisSpeed(level) : null,
  };
}

/** The day's trial is counted when the session starts (ready), in the same transaction. */
export async function countTrial(tx: DbOrTx, userId: string, mode: string, now: Date) {
  const [user] = await tx
    .select({ timeZone: users.timeZone, fp: users.fp, fpDay: users.fpDay })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) return;
  const today = localDay(user.timeZone, now);
  const counters = countersFor(user.fp as TrialCounters, user.fpDay, today);
  const current = counters[mode] ?? { chance: 5, played: 0 };
  counters[mode] = { ...current, played: current.played + 1 };
  await tx.update(users).set({ fp: counters, fpDay: today }).where(eq(users.id, userId));
}
