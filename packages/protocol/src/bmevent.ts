import {
  EVENT_NAMES,
  type EventData,
  type EventName,
  MODES,
  type Mode,
  type ScoreResult,
  type Settings,
  type Stage,
} from '@mnemoria/events';
import { z } from 'zod';
import {
  daySchema,
  SEQ_MAX,
  seqSchema,
  sessionIdSchema,
  stageSchema,
  tabIdSchema,
  wellFormedString,
} from './input.ts';

const id = sessionIdSchema;
/**
 * The page (browser tab) sending a command. A session is held by one tab at a time: commands and
 * answers naming another tab than the holder are refused (docs/api.md, "One tab holds a session").
 * Left out, nothing is checked (clients that open a session in one place only).
 */
const tab = tabIdSchema.optional();

/** Practice sessions take amount and times from the user (query of GET /api/bmevent/init). */
export const initQuerySchema = z.object({
  amount: z.coerce.number().int().positive().optional(),
  memorize: z.coerce.number().int().positive().optional(),
  recall: z.coerce.number().int().positive().optional(),
  /** A competition format's id (practice only): its times, amount and scoring replace the above. */
  format: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, 'format must be a format id from /api/bmevent/formats')
    .optional(),
  /** One of the player's own palaces, used as the session's journey (its locations get the items). */
  palace: z.uuid({ error: 'palace must be the id of one of your palaces' }).optional(),
});
export const initParamsSchema = z.object({ eventName: z.enum(EVENT_NAMES), mode: z.enum(MODES) });

/** POST /api/bmevent/result: finish the recall (optionally with the final answer) or fetch the result. */
export const resultBodySchema = z.object({ id, answer: z.unknown().optional(), tab });
/** POST /api/bmevent/stage: Done / Enter moves the session one stage on, never back, never late. */
export const stageBodySchema = z.object({ id, stage: stageSchema, tab });
export const idBodySchema = z.object({ id, tab });
/** POST /api/bmevent/hold: this tab takes the session over (the others are told they lost it). */
export const holdBodySchema = z.object({ id, tab: tabIdSchema });
/** PUT /api/bmevent/answer: the HTTP twin of the socket's `update(id, 'answer', value, seq)`. */
export const answerBodySchema = z.object({ id, answer: z.unknown(), seq: seqSchema, tab });

/** Fields a player may set with `update`; everything else on the session is the server's. */
export const VIEW_FIELDS = ['mem_main_item', 'rec_main_item', 'card_index', 'rec_blocks'] as const;
export const updateFieldSchema = z.enum(['answer', 'stage', ...VIEW_FIELDS]);
export type UpdateField = z.infer<typeof updateFieldSchema>;

/** Socket `update(id, field, value, queue)`: queue is the client's sequence number of this write. */
export const socketUpdateSchema = z.tuple([
  id,
  updateFieldSchema,
  z.unknown(),
  z.coerce
    .number()
    .int('seq must be a whole number')
    .min(0, 'seq must be at least 0')
    .max(SEQ_MAX, `seq must be at most ${SEQ_MAX}`),
]);

/** View-state values: small integers or a small list of them. */
export const viewValueSchema = z.union([
  z.number().int().min(0).max(100_000),
  z.array(z.number().int().min(0).max(100_000)).max(1_000),
]);

/**
 * Blocktris grid blocks as the client holds them (socket `tetris-update` and `tetris-data-update`),
 * kept on the session for viewers; bounded so a hostile client cannot bloat the row.
 */
export const tetrisBlocksSchema = z
  .array(
    z.object({
      id: z.union([wellFormedString().max(64), z.number()]),
      name: wellFormedString().max(4),
      rotation: z.number().int().min(0).max(3).optional(),
      shape: z.array(z.array(z.number().int().min(0).max(1)).max(4)).max(4),
      position: z.object({ row: z.number().int().min(-4).max(24), col: z.number().int().min(-4).max(14) }),
      color: wellFormedString().max(32).optional(),
      isPseudo: z.boolean().optional(),
      landed: z.boolean().optional(),
    }),
  )
  .max(200);
/** The grid a `tetris-update` belongs to (the client's own name for it). */
export const tetrisGridIdSchema = wellFormedString().max(64);

export const ranksBodySchema = z.object({
  userId: wellFormedString().max(64).optional(),
  eventName: z.enum(EVENT_NAMES),
});

export const chartQuerySchema = z.object({
  name: z.enum(EVENT_NAMES),
  /** Days (`YYYY-MM-DD`) in the user's offset `timeZone`. */
  start: daySchema.optional(),
  stop: daySchema.optional(),
  timeZone: z.coerce.number().min(-14).max(14).optional(),
});

/** Rank-change fields of a ranks response. */
export const rankChangeSchema = z.object({
  rankChanged: z.boolean(),
  oldRankName: z.string(),
  newRankName: z.string(),
  newRankImage: z.string(),
  oldRankImage: z.string().optional(),
  overallChanged: z.boolean(),
  oldOverallName: z.string(),
  newOverallName: z.string(),
  newOverallImage: z.string(),
  oldOverallImage: z.string().optional(),
});
export type RankChange = z.infer<typeof rankChangeSchema>;

/**
 * A session as the server sends it to its player (HTTP `bmevent` and socket `update`): the
 * session's fields plus `deadline`/`serverNow` for the server-clock countdown and `media` for prefetch.
 * `data` is the event's data redacted for `stage`; result fields are null until `res`.
 */
export interface ClientBmevent {
  _id: string;
  id: string;
  name: EventName;
  displayName: string;
  mode: Mode;
  /** The competition format this session plays (docs/formats.md), or null. */
  format: string | null;
  stage: Stage;
  stagedAt: string;
  startedAt: string | null;
  deadline: string | null;
  serverNow: string;
  running: boolean;
  exited: boolean;
  viewer: boolean;
  settings: Settings;
  data: EventData;
  media: string[];
  answer: unknown;
  answerSeq: number;
  result: ScoreResult | null;
  score: number | null;
  percent: number | null;
  /** Versus: 'waiting' until the match is decided, then 'win', 'lose', 'tie' or 'aborted'. */
  evaluation: 'passed' | 'failed' | 'waiting' | 'win' | 'lose' | 'tie' | 'aborted' | null;
  level: number | null;
  amount: number;
  mem_time: number;
  mem_timed: number | null;
  cdr_time: number;
  rec_time: number;
  rec_timed: number | null;
  mem_main_item: number;
  rec_main_item: number;
  rec_blocks: number[];
  card_index: number;
  block_speed: number | null;
  /** At `res`: whether this result set a new standard best (absent before, and in older results). */
  new_best?: boolean;
}
