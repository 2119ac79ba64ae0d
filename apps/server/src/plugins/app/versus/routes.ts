import { matchParamsSchema, opponentParamsSchema } from '@mnemoria/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { versusBoardRoutes } from './board-routes.ts';
import { challengeRoutes } from './challenge-routes.ts';
import { versusHistoryRoutes } from './history-routes.ts';

/**
 * Versus over HTTP: the state (the page's first paint, a fallback to the socket), the ratings, a
 * match's room and result for its players, and the opponent's finished session for Watch
 * Opponent — only once the asking player's own session is over.
 */
export async function versusRoutes(app: FastifyInstance) {
  await app.register(versusHistoryRoutes);
  await app.register(versusBoardRoutes);
  await app.register(challengeRoutes);
  async function signedIn(request: FastifyRequest, reply: FastifyReply) {
    const user = await app.accounts.currentUser(request);
    if (!user) void reply.code(401).send({ success: false, error: 'You are not signed in.' });
    return user;
  }
  const invalid = (reply: FastifyReply, message: string | undefined) =>
    reply.code(400).send({ success: false, error: `Invalid request: ${message ?? ''}`.trim() });

  app.get('/versus/state', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return;
    return { success: true, state: await app.versus.service.state(user.id) };
  });

  app.get('/versus/ratings', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return;
    return { success: true, ratings: await app.versus.service.ratings(user.id) };
  });

  app.get('/versus/match/:matchId', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return;
    const params = matchParamsSchema.safeParse(request.params);
    if (!params.success) return invalid(reply, params.error.issues[0]?.message);
    const out = await app.versus.service.match(user.id, params.data.matchId);
    if (!out) return reply.code(404).send({ success: false, error: 'Match not found.' });
    return { success: true, ...out };
  });

  app.get('/versus/opponent/:bmeventId', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return;
    const params = opponentParamsSchema.safeParse(request.params);
    if (!params.success) return invalid(reply, params.error.issues[0]?.message);
    const out = await app.versus.service.opponent(user.id, params.data.bmeventId);
    if (!out.ok) return reply.code(out.status).send({ success: false, error: out.error });
    return { success: true, bmevent: out.bmevent, userName: out.userName };
  });
}
