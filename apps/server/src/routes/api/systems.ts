import type { ContentPack } from '@mnemoria/events';
import {
  createSystemBodySchema,
  SYSTEM_PAGE_SIZE,
  SYSTEM_TITLES,
  type SystemDrill,
  type SystemItem,
  type SystemKind,
  type SystemReviewResult,
  type SystemsOverview,
  systemDrillQuerySchema,
  systemEntryBodySchema,
  systemItemParamsSchema,
  systemItemsQuerySchema,
  systemKindParamsSchema,
  systemReviewBodySchema,
} from '@mnemoria/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SystemCardRow } from '../../db/schema.ts';
import { createMajorService } from '../../plugins/app/major/index.ts';
import { deckItems, normalFields, promptOf } from '../../systems/kinds.ts';
import {
  createDeck,
  deckCounts,
  deckIdOf,
  deleteDeck,
  dueCount,
  dueItems,
  gradeItem,
  itemsPage,
  nextDue,
  setEntry,
} from '../../systems/store.ts';
import { weaknessLookup } from '../../systems/weakness.ts';
import { fail, parseOr400 } from './replies.ts';

export interface SystemsRoutesOptions {
  content: () => ContentPack;
}

/**
 * The systems trainer (see docs/systems-trainer.md): a user's decks, their entries, the drill
 * queue (due items, weakest in real sessions first) and grading on the server's clock by FSRS.
 */
export async function systemsRoutes(app: FastifyInstance, opts: SystemsRoutesOptions) {
  const major = createMajorService();
  const db = () => app.database.db;

  const itemOf = (kind: SystemKind, row: SystemCardRow): SystemItem => ({
    item: row.item,
    prompt: promptOf(kind, row.item, row.image, opts.content()),
    fields: row.fields,
    due: row.filled ? row.due.toISOString() : null,
    reps: row.reps,
    lapses: row.lapses,
  });

  /** The signed-in user and the deck of the route's kind, or undefined once a 4xx was sent. */
  async function deckFor(request: FastifyRequest, reply: FastifyReply) {
    const user = await app.accounts.currentUser(request);
    if (!user) return void fail(reply, 401, 'You are not signed in.');
    const params = parseOr400(systemKindParamsSchema, request.params, reply);
    if (!params) return;
    const deckId = await deckIdOf(db(), user.id, params.kind);
    if (!deckId) return void fail(reply, 404, `You have no ${SYSTEM_TITLES[params.kind]} deck yet.`);
    return { user, kind: params.kind, deckId };
  }

  app.get('/systems', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) return fail(reply, 401, 'You are not signed in.');
    const decks = (await deckCounts(db(), user.id, new Date())).map((d) => ({
      ...d,
      title: SYSTEM_TITLES[d.kind],
    }));
    const data: SystemsOverview = { decks, due: decks.reduce((n, d) => n + d.due, 0) };
    return { success: true, data };
  });

  app.get('/systems/due', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) return fail(reply, 401, 'You are not signed in.');
    return { success: true, data: { due: await dueCount(db(), user.id, new Date()) } };
  });

  app.post('/systems', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) return fail(reply, 401, 'You are not signed in.');
    const body = parseOr400(createSystemBodySchema, request.body, reply);
    if (!body) return reply;
    const items = deckItems(body.kind, opts.content(), user.id);
    const words =
      body.prefill && (body.kind === 'major2' || body.kind === 'major3')
        ? await major.suggest(items.map((it) => it.item))
        : new Map<string, string>();
    const rows = items.map((it) => {
      const offered = body.prefill ? (words.get(it.item) ?? it.suggested ?? '') : '';
      return { item: it.item, image: it.image, fields: normalFields(body.kind, [offered]) };
    });
    const id = await createDeck(db(), user.id, body.kind, rows);
    if (!id) return fail(reply, 409, `You already have a ${SYSTEM_TITLES[body.kind]} deck.`);
    const deck = (await deckCounts(db(), user.id, new Date())).find((d) => d.kind === body.kind);
    return reply.code(201).send({ success: true, data: { ...deck, title: SYSTEM_TITLES[body.kind] } });
  });

  app.delete('/systems/:kind', async (request, reply) => {
    const deck = await deckFor(request, reply);
    if (!deck) return reply;
    await deleteDeck(db(), deck.user.id, deck.kind);
    return { success: true, data: { kind: deck.kind } };
  });

  app.get('/systems/:kind/items', async (request, reply) => {
    const deck = await deckFor(request, reply);
    if (!deck) return reply;
    const q = parseOr400(systemItemsQuerySchema, request.query, reply);
    if (!q) return reply;
    const { rows, total } = await itemsPage(db(), deck.deckId, q.page, q.q || undefined);
    const items = rows.map((r) => itemOf(deck.kind, r));
    return {
      success: true,
      data: { items, total, page: q.page, pages: Math.ceil(total / SYSTEM_PAGE_SIZE) },
    };
  });

  app.put('/systems/:kind/items/:item', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) return fail(reply, 401, 'You are not signed in.');
    const params = parseOr400(systemItemParamsSchema, request.params, reply);
    if (!params) return reply;
    const body = parseOr400(systemEntryBodySchema, request.body, reply);
    if (!body) return reply;
    const deckId = await deckIdOf(db(), user.id, params.kind);
    if (!deckId) return fail(reply, 404, `You have no ${SYSTEM_TITLES[params.kind]} deck yet.`);
    const row = await setEntry(db(), deckId, params.item, normalFields(params.kind, body.fields), new Date());
    if (!row) return fail(reply, 404, `'${params.item}' is not an item of this deck.`);
    return { success: true, data: itemOf(params.kind, row) };
  });

  app.get('/systems/:kind/drill', async (request, reply) => {
    const deck = await deckFor(request, reply);
    if (!deck) return reply;
    const q = parseOr400(systemDrillQuerySchema, request.query, reply);
    if (!q) return reply;
    const [due, weakness] = await Promise.all([
      dueItems(db(), deck.deckId, new Date()),
      weaknessLookup(db(), deck.user.id, deck.kind),
    ]);
    // Weakest in real sessions first; items never met keep their FSRS order (most overdue first).
    const ranked = due
      .map((row, order) => ({ row, order, weakness: weakness(row.item, row.fields) }))
      .sort((a, b) => (b.weakness ?? -1) - (a.weakness ?? -1) || a.order - b.order);
    const data: SystemDrill = {
      cards: ranked.slice(0, q.limit).map((r) => ({ ...itemOf(deck.kind, r.row), weakness: r.weakness })),
      due: due.length,
      nextDue: due.length ? null : ((await nextDue(db(), deck.deckId))?.toISOString() ?? null),
    };
    return { success: true, data };
  });

  app.post('/systems/:kind/review', async (request, reply) => {
    const deck = await deckFor(request, reply);
    if (!deck) return reply;
    const body = parseOr400(systemReviewBodySchema, request.body, reply);
    if (!body) return reply;
    const row = await gradeItem(db(), deck.deckId, body.item, body.rating, new Date());
    if (!row) return fail(reply, 404, `'${body.item}' is not an item with an entry in this deck.`);
    const data: SystemReviewResult = {
      item: row.item,
      due: row.due.toISOString(),
      state: row.state,
      reps: row.reps,
      lapses: row.lapses,
    };
    return { success: true, data };
  });
}
