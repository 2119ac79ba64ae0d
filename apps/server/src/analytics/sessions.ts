import { type EventData, type EventName, eventByName, type ScoredItem } from '@mnemoria/events';
import type { HistorySession, ReplayItem } from '@mnemoria/protocol';
import type { BmeventRow } from '../db/schema.ts';
import { cardName } from './units.ts';

/** Memorize time actually used, on the server's clock. */
export const memorizeMsOf = (row: Pick<BmeventRow, 'memStartedAt' | 'memEndedAt'>) =>
  row.memStartedAt && row.memEndedAt ? Math.max(0, row.memEndedAt.getTime() - row.memStartedAt.getTime()) : 0;

type ListRow = Pick<
  BmeventRow,
  | 'id'
  | 'name'
  | 'mode'
  | 'format'
  | 'score'
  | 'amount'
  | 'memStartedAt'
  | 'memEndedAt'
  | 'recEndedAt'
  | 'stagedAt'
>;

export function historySession(row: ListRow): HistorySession {
  return {
    id: row.id,
    event: row.name as EventName,
    mode: row.mode as HistorySession['mode'],
    format: row.format,
    score: row.score ?? 0,
    amount: row.amount,
    memorizeMs: memorizeMsOf(row),
    endedAt: (row.recEndedAt ?? row.stagedAt).toISOString(),
  };
}

/** The per-item review of a finished session: stored with older results, recomputed otherwise. */
export function reviewOf(row: Pick<BmeventRow, 'name' | 'data' | 'answer' | 'result'>): ScoredItem[] {
  const stored = row.result as { items?: ScoredItem[] } | null;
  if (stored?.items) return stored.items;
  return eventByName(row.name as EventName).score(row.data as unknown as EventData, row.answer).items;
}

/**
 * Values as a person reads them: card and picture answers are stored as their image addresses,
 * which say nothing to the athlete, so they become the card's or picture's name.
 */
function namer(data: EventData): (value: string | null) => string | null {
  const names = new Map<string, string>();
  for (const entry of [...data.raw, ...data.shuffle1] as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const { image, id, label } = entry as { image?: unknown; id?: unknown; label?: unknown };
    if (typeof image !== 'string') continue;
    if (typeof label === 'string') names.set(image, label);
    else if (typeof id === 'string') names.set(image, id === 'back' ? 'Card back' : cardName(id));
  }
  return (value) => {
    if (value === null) return null;
    return names.get(value) ?? (value.startsWith('/media/') ? 'a picture' : value);
  };
}

export function replayItems(row: Pick<BmeventRow, 'name' | 'data' | 'answer' | 'result'>): ReplayItem[] {
  const name = namer(row.data as unknown as EventData);
  return reviewOf(row).map((it) => ({
    index: it.index,
    expected: name(it.expected) ?? '',
    given: name(it.given),
    verdict: it.verdict,
  }));
}
