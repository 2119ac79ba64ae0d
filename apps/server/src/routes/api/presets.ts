import { randomUUID } from 'node:crypto';
import {
  MAX_PRESETS,
  type Preset,
  type PresetsResponse,
  presetBodySchema,
  presetIdSchema,
  presetRenameSchema,
} from '@mnemoria/protocol';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type FormatPresetRow, formatPresets, users } from '../../db/schema.ts';
import { invalidRequest } from './replies.ts';

const toPreset = (r: FormatPresetRow): Preset => ({
  id: r.id,
  family: 'custom',
  name: r.name,
  event: r.event as Preset['event'],
  amount: r.amount,
  memorize: r.memorize,
  recall: r.recall,
  createdAt: r.createdAt.toISOString(),
});

async function listOf(db: Db, userId: string): Promise<PresetsResponse> {
  const rows = await db
    .select()
    .from(formatPresets)
    .where(eq(formatPresets.userId, userId))
    .orderBy(asc(formatPresets.createdAt), asc(formatPresets.id));
  return { success: true, data: { presets: rows.map(toPreset), max: MAX_PRESETS } };
}

const taken = (name: string) => `You already have a preset named '${name}'.`;

/**
 * Saved presets (docs/formats.md): a user's practice settings kept as named custom formats, started
 * from Train / Formats in one click. GET lists them, POST saves one (at most MAX_PRESETS), PATCH
 * renames, DELETE removes; every change replies with the whole list.
 */
export async function presetRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  async function signedIn(request: FastifyRequest, reply: FastifyReply) {
    const user = await app.accounts.currentUser(request);
    if (!user) void reply.code(401).send({ success: false, error: 'You are not signed in.' });
    reply.header('Cache-Control', 'no-store');
    return user;
  }
  const idOf = (request: FastifyRequest) => presetIdSchema.safeParse((request.params as { id?: unknown }).id);

  app.get('/presets', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return;
    return listOf(db(), user.id);
  });

  app.post('/presets', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return;
    const body = presetBodySchema.safeParse(request.body ?? {});
    if (!body.success) return reply.code(400).send({ success: false, error: invalidRequest(body.error) });
    const p = body.data;
    // The user's row is locked so two saves at once cannot both pass the count.
    const refused = await db().transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      const [row] = await tx
        .select({ n: count() })
        .from(formatPresets)
        .where(eq(formatPresets.userId, user.id));
      if ((row?.n ?? 0) >= MAX_PRESETS)
        return `You can keep ${MAX_PRESETS} presets: delete one to save another.`;
      const inserted = await tx
        .insert(formatPresets)
        .values({ id: randomUUID(), userId: user.id, ...p })
        .onConflictDoNothing()
        .returning({ id: formatPresets.id });
      return inserted.length === 0 ? taken(p.name) : null;
    });
    if (refused) return reply.code(409).send({ success: false, error: refused });
    return reply.code(201).send(await listOf(db(), user.id));
  });

  app.patch('/presets/:id', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return;
    const id = idOf(request);
    if (!id.success) return reply.code(404).send({ success: false, error: 'Preset not found.' });
    const body = presetRenameSchema.safeParse(request.body ?? {});
    if (!body.success) return reply.code(400).send({ success: false, error: invalidRequest(body.error) });
    const clash = await db()
      .select({ id: formatPresets.id })
      .from(formatPresets)
      .where(and(eq(formatPresets.userId, user.id), eq(formatPresets.name, body.data.name)));
    if (clash.some((c) => c.id !== id.data))
      return reply.code(409).send({ success: false, error: taken(body.data.name) });
    const updated = await db()
      .update(formatPresets)
      .set({ name: body.data.name })
      .where(and(eq(formatPresets.id, id.data), eq(formatPresets.userId, user.id)))
      .returning({ id: formatPresets.id })
      .catch(() => null);
    if (updated === null) return reply.code(409).send({ success: false, error: taken(body.data.name) });
    if (updated.length === 0) return reply.code(404).send({ success: false, error: 'Preset not found.' });
    return listOf(db(), user.id);
  });

  app.delete('/presets/:id', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return;
    const id = idOf(request);
    if (!id.success) return reply.code(404).send({ success: false, error: 'Preset not found.' });
    const gone = await db()
      .delete(formatPresets)
      .where(and(eq(formatPresets.id, id.data), eq(formatPresets.userId, user.id)))
      .returning({ id: formatPresets.id });
    if (gone.length === 0) return reply.code(404).send({ success: false, error: 'Preset not found.' });
    return listOf(db(), user.id);
  });
}
