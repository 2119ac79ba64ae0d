import { liveShareBodySchema } from '@mnemoria/protocol';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../../db/schema.ts';

/**
 * PATCH /api/user/settings/live-share `{ status }`: whether others may list and watch your running
 * sessions. Written by id like the other settings, so the user cache drops the row at once.
 */
export async function liveShareRoutes(app: FastifyInstance) {
  app.patch('/user/settings/live-share', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) return reply.code(401).send({ success: false, error: 'You are not signed in.' });
    const body = liveShareBodySchema.safeParse(request.body ?? {});
    if (!body.success)
      return reply.code(400).send({ success: false, error: 'status must be true or false.' });
    const settings = { ...(user.settings as Record<string, unknown>), live_share: body.data.status };
    await app.database.db.update(users).set({ settings }).where(eq(users.id, user.id));
    await app.live.shareChanged(user.id, body.data.status);
    return { success: true, live_share: body.data.status };
  });
}
