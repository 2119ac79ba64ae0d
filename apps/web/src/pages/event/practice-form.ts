import { type Bounds, type EventName, practiceBounds } from '@mnemoria/events';

export type PracticeField = 'amount' | 'memorize' | 'recall';
export type PracticeValues = Record<PracticeField, string>;
export type PracticeErrors = Partial<Record<PracticeField, string>>;

export function boundsOf(event: EventName): Record<PracticeField, Bounds> {
  const b = practiceBounds(event);
  return { amount: b.amount, memorize: b.memorizeSeconds, recall: b.recallSeconds };
}

const LABEL: Record<PracticeField, string> = {
  amount: 'Amount',
  memorize: 'Memorize time',
  recall: 'Recall time',
};

/**
 * The server clamps practice requests anyway (docs/api.md); checking here first tells the user
 * what they will actually get instead of silently changing their numbers.
 */
export function validatePractice(event: EventName, values: PracticeValues): PracticeErrors {
  const bounds = boundsOf(event);
  const errors: PracticeErrors = {};
  for (const field of ['amount', 'memorize', 'recall'] as const) {
    const raw = values[field].trim();
    const { min, max } = bounds[field];
    const range = `between ${min} and ${max}`;
    if (raw === '') errors[field] = `${LABEL[field]} is required (${range}).`;
    else if (!/^\d+$/.test(raw)) errors[field] = `${LABEL[field]} must be a whole number ${range}.`;
    else if (Number(raw) < min || Number(raw) > max) errors[field] = `${LABEL[field]} must be ${range}.`;
  }
  return errors;
}

/** The start URL the game screen reads (query names of GET /api/bmevent/init). */
export function practiceStartUrl(event: EventName, values: PracticeValues, palace = ''): string {
  const query = new URLSearchParams({
    amount: String(Number(values.amount)),
    memorize: String(Number(values.memorize)),
    recall: String(Number(values.recall)),
  });
  // One of the user's own palaces as the session's journey (its review counts the mistakes).
  if (palace) query.set('palace', palace);
  return `/app/event/${event}/practice/start?${query.toString()}`;
}
