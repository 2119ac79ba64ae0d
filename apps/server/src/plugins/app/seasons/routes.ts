import { seasonParamsSchema } from '@mnemoria/protocol';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Seasons over HTTP. Viewing is free (signed-in users see their own place too); joining is premium,
 * and the server says so with a 403 a page can show as it is.
 */
export async function seasonsRoutes(app: FastifyInstance) {
  const invalid = (reply: FastifyReply, message: string | undefined) =>
    reply.code(400).send({ success: false, error: `Invalid request: ${message ?? ''}`.trim() });

  app.get('/seasons', async (request) => {
    const user = await app.accounts.currentUser(request);
    return { success: true, ...(await app.seasons.service.list(user?.id)) };
  });

  app.get('/seasons/:id', async (request, reply) => {
    const params = seasonParamsSchema.safeParse(request.params);
    if (!params.success) return invalid(reply, params.error.issues[0]?.message);
    const user = await app.accounts.currentUser(request);
    const out = await app.seasons.service.season(params.data.id, user?.id);
    if (!out) return reply.code(404).send({ success: false, error: 'No such season.' });
    return { success: true, ...out };
  });

  app.post('/seasons/:id/join', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) return reply.code(401).send({ success: false, error: 'You are not signed in.' });
    const params = seasonParamsSchema.safeParse(request.params);
    if (!params.success) return invalid(reply, params.error.issues[0]?.message);
    const out = await app.seasons.service.join(user.id, params.data.id);
    if (!out.ok) return reply.code(out.status).send({ success: false, error: out.error });
    return { success: true, season: out.season };
  });
}
