import { EVENT_NAMES, type EventName, formatById, type Mode } from '@mnemoria/events';
import { z } from 'zod';

/**
 * Session history, its replay and the per-item analytics (GET /api/bmevent/history…,
 * GET /api/analytics/…). Queries are validated with these at the edge; the response shapes type
 * the web client.
 */

/** Sessions per history page. */
export const HISTORY_PAGE_SIZE = 20;

/** GET /api/bmevent/history?page=N: pages count from 1. */
export const historyQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(100_000, 'page must be at most 100000')
    .default(1),
});

/** GET /api/bmevent/history/:id: a session id. */
export const historyParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** Events whose items the analytics can tell apart (one digit group, card, image or name). */
export const ANALYTICS_EVENTS = ['binary', 'decimal', 'cards', 'images', 'names'] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

/** Digit groups the athlete codes at once: pairs or triplets. */
export const DIGIT_GROUPS = [2, 3] as const;

const groupSchema = z.coerce
  .number()
  .pipe(z.union([z.literal(2), z.literal(3)], { error: 'group must be 2 or 3' }));

/** The cards' analytics unit: one card, or the pairs of cards a pair system codes as one image. */
export const CARD_UNITS = ['card', 'pair'] as const;
export type CardUnit = (typeof CARD_UNITS)[number];

/**
 * GET /api/analytics/items?event=E[&group=2|3][&unit=card|pair][&format=ID]: without `group`, the
 * user's stored choice (else 2); `unit` is the cards' (default one card); `format` keeps the
 * sessions played in that competition format, which must be one of the event's.
 */
export const analyticsItemsQuerySchema = z
  .object({
    event: z.enum(ANALYTICS_EVENTS, { error: `event must be one of ${ANALYTICS_EVENTS.join(', ')}` }),
    group: groupSchema.optional(),
    unit: z.enum(CARD_UNITS, { error: 'unit must be card or pair' }).default('card'),
    format: z.string().max(60, 'format is too long').optional(),
  })
  .superRefine((q, ctx) => {
    if (q.format === undefined) return;
    const format = formatById(q.format);
    if (!format) ctx.addIssue({ code: 'custom', path: ['format'], message: 'is not a known format' });
    else if (format.event !== q.event) {
      ctx.addIssue({ code: 'custom', path: ['format'], message: `is not a format of ${q.event}` });
    }
  });

/** PUT /api/user/settings/digit-group: the athlete's digit unit, kept with their account. */
export const digitGroupBodySchema = z.object({ group: groupSchema });

/** GET /api/analytics/sessions?event=E: the Graphs page's points. */
export const analyticsSessionsQuerySchema = z.object({
  event: z.enum(EVENT_NAMES, { error: 'event must be an event name' }),
});

/** One finished session in the history list. `format`: the competition format played, or null. */
export interface HistorySession {
  id: string;
  event: EventName;
  mode: Mode;
  format: string | null;
  score: number;
  amount: number;
  /** Memorize time actually used, on the server's clock (ms). */
  memorizeMs: number;
  endedAt: string;
}

export interface HistoryPage {
  sessions: HistorySession[];
  total: number;
  page: number;
}

/** One stretch of memorize during which one item was on screen (ms from memorize start). */
export interface ReplaySegment {
  index: number;
  label: string;
  fromMs: number;
  toMs: number;
}

/** One recall item of a replay: the key against what the athlete gave. */
export interface ReplayItem {
  index: number;
  expected: string;
  given: string | null;
  verdict: 'right' | 'wrong' | 'empty';
}

export interface SessionReplay extends HistorySession {
  displayName: string;
  max: number;
  percent: number;
  timeline: ReplaySegment[];
  recall: ReplayItem[];
}

/** One item over the user's history. `msPerView`: average ms on screen per time it was shown. */
export interface ItemStat {
  item: string;
  shown: number;
  errors: number;
  msPerView: number;
  /** 0–100: half from the error rate, half from slowness against the median item. */
  weakness: number;
}

export interface ItemsAnalytics {
  items: ItemStat[];
  /** Sessions the figures come from (the latest ones, at most ANALYTICS_MAX_SESSIONS). */
  sessions: number;
}

/** One finished session as a Graphs point. */
export interface SessionPoint {
  endedAt: string;
  mode: Mode;
  score: number;
  percent: number;
  memorizeMs: number;
}
