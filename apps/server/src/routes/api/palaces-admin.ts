import { palaceImportFileSchema, palaceParamsSchema } from '@mnemoria/protocol';
import type { FastifyInstance } from 'fastify';
import { isPalacesAdmin, slugOf } from '../../plugins/app/palaces/admin.ts';
import { removePalace, upsertPalace } from '../../plugins/app/palaces/repository.ts';
import { fail } from './replies.ts';

/**
 * The operator's palace editing (scripts/admin/palaces.ts posts here with the admin key): import
 * adds or replaces palaces from a JSON file, remove deletes one with its playlist and favourite
 * entries. The server does the writing so its caches stay exact and the embedded database keeps
 * its single owner.
 */
export async function palaceAdminRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const admin = (authorization: string | undefined) =>
    isPalacesAdmin(authorization, app.config.SESSION_SECRET);

  app.post('/palace/admin/import', async (request, reply) => {
    if (!admin(request.headers.authorization)) return fail(reply, 403, 'Palace editing needs the admin key.');
    const parsed = palaceImportFileSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return fail(
        reply,
        400,
        `Invalid palace file: ${issue?.path.join('.') || 'body'} ${issue?.message ?? ''}.`,
      );
    }
    const results: { id: string; created: boolean }[] = [];
    for (const p of parsed.data.palaces) {
      const id = p.id ?? slugOf(p.title);
      const { created } = await upsertPalace(db, { ...p, id });
      results.push({ id, created });
    }
    return { success: true, palaces: results };
  });

  app.post('/palace/admin/remove', async (request, reply) => {
    if (!admin(request.headers.authorization)) return fail(reply, 403, 'Palace editing needs the admin key.');
    const parsed = palaceParamsSchema.safeParse(request.body ?? {});
    if (!parsed.success) return fail(reply, 400, 'Invalid request: id must be a palace id.');
    if (!(await removePalace(db, parsed.data.id))) return fail(reply, 404, 'There is no such palace.');
    return { success: true, id: parsed.data.id };
  });
}
