import {
  type EventData,
  type EventName,
  eventByName,
  formatById,
  isSpoken,
  type Stage,
} from '@mnemoria/events';
import type { ClientBmevent } from '@mnemoria/protocol';
import type { BmeventRow } from '../../../db/schema.ts';

const seconds = (from: Date | null, to: Date | null) =>
  from && to ? Math.max(0, Math.round((to.getTime() - from.getTime()) / 100) / 10) : null;

/** Every media URL a session uses, sorted: enough to prefetch, and says nothing about the order. */
export function mediaOf(data: unknown): string[] {
  const urls = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === 'string') {
      if (v.startsWith('/media/')) urls.add(v);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(data);
  return [...urls].sort();
}

/**
 * The result as the player sees it, with its per-item review. The review is not stored: it is most
 * of a result's size (19 KB of JSON for 200 digits), and storing it cost the database more than the
 * rest of the result write. It is the event's score of the stored content and answer, so it is
 * recomputed here; results stored with their review (before this) are served as stored.
 */
function withReview(row: BmeventRow, def: ReturnType<typeof eventByName>): ClientBmevent['result'] {
  const kept = row.result as Record<string, unknown> | null;
  if (!kept) return null;
  // The stored misses and Names outcomes are the analytics' shorthand of the review the player
  // gets whole.
  const { misses: _misses, names: _names, ...stored } = kept;
  if ('items' in stored) return stored as unknown as ClientBmevent['result'];
  const { items } = def.score(row.data as unknown as EventData, row.answer);
  return { ...stored, items } as unknown as ClientBmevent['result'];
}

/**
 * A session as its player's client may see it at its current stage (its fields: docs/api.md). The
 * event's `redact` removes the answer key outside memorize and result (and from exited sessions); result fields only exist
 * once the session is over. Times are seconds; deadline and serverNow let the client run its
 * countdown on the server's clock.
 */
export function toClient(row: BmeventRow, now: Date = new Date()): ClientBmevent {
  const def = eventByName(row.name as EventName);
  const stage = row.stage as Stage;
  const over = stage === 'res';
  // Redact by what the player may see now: an exited session never reaches res, so it never
  // shows the answer key again (it is shown as recall would show it, or not at all before memorize).
  const hidden =
    row.exited && !over ? stage === 'mem' || stage === 'cdr' || stage === 'rec' : heardNotSeen(row, stage);
  const shown: Stage = hidden ? 'rec' : stage;
  const view = row.view as Record<string, unknown>;
  return {
    _id: row.id,
    id: row.id,
    name: row.name as EventName,
    displayName: def.displayName,
    mode: row.mode as ClientBmevent['mode'],
    stage,
    stagedAt: row.stagedAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    deadline: row.deadline?.toISOString() ?? null,
    serverNow: now.toISOString(),
    format: row.format ?? null,
    running: row.running,
    exited: row.exited,
    viewer: false,
    settings: row.settings as unknown as ClientBmevent['settings'],
    data: def.redact(row.data as unknown as EventData, shown),
    media: def.prefetchMedia ? mediaOf(row.data) : [],
    answer: row.answer ?? null,
    answerSeq: row.answerSeq,
    result: over ? withReview(row, def) : null,
    score: over ? row.score : null,
    percent: over ? row.percent : null,
    // A versus result is 'waiting' until the match is decided (win, lose, tie or aborted).
    evaluation: over
      ? row.mode === 'versus' && !['win', 'lose', 'tie', 'aborted'].includes(row.evaluation ?? '')
        ? 'waiting'
        : (row.evaluation as ClientBmevent['evaluation'])
      : null,
    level: row.level,
    amount: row.amount,
    mem_time: row.memTime,
    mem_timed: seconds(row.memStartedAt, row.memEndedAt),
    cdr_time: row.cdrTime,
    rec_time: row.recTime,
    rec_timed: seconds(row.recStartedAt, row.recEndedAt),
    mem_main_item: Number(view.mem_main_item ?? 0),
    rec_main_item: Number(view.rec_main_item ?? 0),
    rec_blocks: (view.rec_blocks as number[] | undefined) ?? [],
    card_index: Number(view.card_index ?? 0),
    block_speed: row.blockSpeed,
    // Recorded in the result by the result transaction (finalize.ts).
    ...(over && { new_best: (row.result as { newBest?: unknown } | null)?.newBest === true }),
  };
}

export type { ClientBmevent };

/** Spoken numbers are heard, never seen: their memorize payload holds no digit (see spoken.ts). */
function heardNotSeen(row: BmeventRow, stage: Stage): boolean {
  return stage === 'mem' && row.format !== null && isSpoken(formatById(row.format));
}
