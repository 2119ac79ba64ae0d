import { ratingHistoryQuerySchema, versusBoardQuerySchema } from '@mnemoria/protocol';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ratingHistory, versusBoard } from './board.ts';

/**
 * The versus leaderboard (GET /api/leaderboard/versus) and a player's own rating over time
 * (GET /api/versus/rating-history), both signed in. Ratings change with every match: no caching.
 */
export async function versusBoardRoutes(app: FastifyInstance) {
  const invalid = (reply: FastifyReply, message: string | undefined) =>
    reply.code(400).send({ success: false, error: `Invalid request: ${message ?? ''}`.trim() });
  const signedOut = (reply: FastifyReply) =>
    reply.code(401).send({ success: false, error: 'You are not signed in.' });

  app.get('/leaderboard/versus', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) return signedOut(reply);
    const q = versusBoardQuerySchema.safeParse(request.query ?? {});
    if (!q.success) return invalid(reply, q.error.issues[0]?.message);
    reply.header('Cache-Control', 'no-store');
    return versusBoard(app.database.db, q.data.event, q.data.page, user.id);
  });

  app.get('/versus/rating-history', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) return signedOut(reply);
    const q = ratingHistoryQuerySchema.safeParse(request.query ?? {});
    if (!q.success) return invalid(reply, q.error.issues[0]?.message);
    reply.header('Cache-Control', 'no-store');
    const points = await ratingHistory(app.database.db, user.id, q.data.event);
    return { success: true, event: q.data.event, points };
  });
}
