import { z } from 'zod';

/**
 * The systems trainer (/api/systems…): a user's own Major System, PAO, card images and a
 * names-and-faces deck, drilled as flashcards on a spaced-repetition schedule the server keeps.
 */

/** Deck kinds, one deck of each per user. */
export const SYSTEM_KINDS = ['major2', 'major3', 'pao', 'cards', 'card-pairs', 'faces'] as const;
export type SystemKind = (typeof SYSTEM_KINDS)[number];

/** The names of an entry's fields per kind (a PAO entry has three, the others one). */
export const SYSTEM_FIELDS: Record<SystemKind, readonly string[]> = {
  major2: ['Word'],
  major3: ['Word'],
  pao: ['Person', 'Action', 'Object'],
  cards: ['Image'],
  'card-pairs': ['Image'],
  faces: ['Name'],
};

export const SYSTEM_TITLES: Record<SystemKind, string> = {
  major2: 'Major System 00–99',
  major3: 'Major System 000–999',
  pao: 'PAO 00–99',
  cards: 'Card images (52)',
  'card-pairs': 'Card pairs (2,704)',
  faces: 'Names and faces',
};

/** The four FSRS grades: Again, Hard, Good, Easy (keys 1–4 in the drill). */
export const SYSTEM_RATINGS = [1, 2, 3, 4] as const;
export type SystemRating = (typeof SYSTEM_RATINGS)[number];

/** Items per page of a deck's entry list. */
export const SYSTEM_PAGE_SIZE = 100;
/** Longest text of one entry field. */
export const SYSTEM_FIELD_MAX = 80;

export const systemKindParamsSchema = z.object({
  kind: z.enum(SYSTEM_KINDS, { error: `kind must be one of ${SYSTEM_KINDS.join(', ')}` }),
});

/** POST /api/systems: a new deck, prefilled where the product has something to offer. */
export const createSystemBodySchema = z.object({
  kind: z.enum(SYSTEM_KINDS, { error: `kind must be one of ${SYSTEM_KINDS.join(', ')}` }),
  prefill: z.boolean({ error: 'prefill must be true or false' }).default(true),
});

/** GET /api/systems/:kind/items?page=N[&q=text]. */
export const systemItemsQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(100, 'page must be at most 100')
    .default(1),
  q: z.string().trim().max(SYSTEM_FIELD_MAX, `q must be at most ${SYSTEM_FIELD_MAX} characters`).optional(),
});

export const systemItemParamsSchema = systemKindParamsSchema.extend({
  item: z.string().min(1, 'item is required').max(100, 'item is too long'),
});

/** PUT /api/systems/:kind/items/:item: the entry's fields, in the kind's order. */
export const systemEntryBodySchema = z.object({
  fields: z
    .array(
      z
        .string({ error: 'each field must be text' })
        .trim()
        .max(SYSTEM_FIELD_MAX, `each field must be at most ${SYSTEM_FIELD_MAX} characters`),
      { error: 'fields must be a list of texts' },
    )
    .min(1, 'fields must hold at least one text')
    .max(3, 'fields holds at most three texts'),
});

/** GET /api/systems/:kind/drill?limit=N. */
export const systemDrillQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(100, 'limit must be at most 100')
    .default(20),
});

/** POST /api/systems/:kind/review. */
export const systemReviewBodySchema = z.object({
  item: z.string({ error: 'item is required' }).min(1, 'item is required').max(100, 'item is too long'),
  rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
    error: 'rating must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)',
  }),
});

export interface SystemDeckSummary {
  kind: SystemKind;
  title: string;
  size: number;
  /** Items with an entry: only those are drilled. */
  filled: number;
  /** Filled items due now (new ones included). */
  due: number;
  /** Filled items never reviewed. */
  fresh: number;
}

export interface SystemsOverview {
  decks: SystemDeckSummary[];
  /** Due over all decks: the dashboard's count. */
  due: number;
}

/** What the drill shows before the answer: digits, or pictures with their names. */
export interface SystemPrompt {
  text: string;
  images: { url: string; alt: string }[];
}

export interface SystemItem {
  item: string;
  prompt: SystemPrompt;
  fields: string[];
  /** ISO time the item is next due; null for an item without an entry. */
  due: string | null;
  reps: number;
  lapses: number;
}

export interface SystemItemsPage {
  items: SystemItem[];
  total: number;
  page: number;
  pages: number;
}

export interface SystemDrillCard extends SystemItem {
  /** The analytics' weakness score (0–100) of the item in real sessions, null when never met. */
  weakness: number | null;
}

export interface SystemDrill {
  cards: SystemDrillCard[];
  /** Due in all, of which `cards` is the start. */
  due: number;
  /** When the next item comes due, once none is. */
  nextDue: string | null;
}

export interface SystemReviewResult {
  item: string;
  due: string;
  /** FSRS state: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  reps: number;
  lapses: number;
}
