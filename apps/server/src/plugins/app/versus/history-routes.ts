import { matchParamsSchema, versusHistoryQuerySchema } from '@mnemoria/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { historyPage, reviewOf } from './history.ts';

/**
 * A player's finished matches (GET /api/versus/history) and the read-only review of one
 * (GET /api/versus/review/:matchId): both players' answers beside the key, once the match is over.
 */
export async function versusHistoryRoutes(app: FastifyInstance) {
  async function signedIn(request: FastifyRequest, reply: FastifyReply) {
    const user = await app.accounts.currentUser(request);
    if (!user) void reply.code(401).send({ success: false, error: 'You are not signed in.' });
    return user;
  }
  const invalid = (reply: FastifyReply, message: string | undefined) =>
    reply.code(400).send({ success: false, error: `Invalid request: ${message ?? ''}`.trim() });

  app.get('/versus/history', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return;
    const q = versusHistoryQuerySchema.safeParse(request.query ?? {});
    if (!q.success) return invalid(reply, q.error.issues[0]?.message);
    // A match that ends changes page 1: never cached.
    reply.header('Cache-Control', 'no-store');
    return { success: true, data: await historyPage(app.database.db, user.id, q.data.page) };
  });

  app.get('/versus/review/:matchId', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return;
    const params = matchParamsSchema.safeParse(request.params);
    if (!params.success) return invalid(reply, params.error.issues[0]?.message);
    const out = await reviewOf(app.versus.repo, user.id, params.data.matchId);
    if (!out.ok) return reply.code(out.status).send({ success: false, error: out.error });
    reply.header('Cache-Control', 'no-store');
    return { success: true, review: out.review };
  });
}
