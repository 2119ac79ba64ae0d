import { type Card, createEmptyCard, type FSRS, fsrs, type Grade, generatorParameters } from 'ts-fsrs';
import type { SystemCardRow } from '../db/schema.ts';

/**
 * FSRS with its default weights and 90 % desired retention. Fuzz is off, so an interval is exactly
 * what the model computes (two items graded alike stay together, and tests can check the date).
 */
export const scheduler: FSRS = fsrs(generatorParameters({ enable_fuzz: false }));

type CardColumns = Pick<
  SystemCardRow,
  | 'due'
  | 'stability'
  | 'difficulty'
  | 'elapsedDays'
  | 'scheduledDays'
  | 'learningSteps'
  | 'reps'
  | 'lapses'
  | 'state'
  | 'reviewedAt'
>;

export function cardOf(row: CardColumns, now: Date): Card {
  if (row.reviewedAt === null) return createEmptyCard(now);
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    last_review: row.reviewedAt,
  };
}

/** The columns after grading the item `rating` (1 Again … 4 Easy) at `now`. */
export function review(row: CardColumns, rating: Grade, now: Date): CardColumns {
  const next = scheduler.next(cardOf(row, now), now, rating).card;
  return {
    due: next.due,
    stability: next.stability,
    difficulty: next.difficulty,
    elapsedDays: next.elapsed_days,
    scheduledDays: next.scheduled_days,
    learningSteps: next.learning_steps,
    reps: next.reps,
    lapses: next.lapses,
    state: next.state,
    reviewedAt: now,
  };
}
