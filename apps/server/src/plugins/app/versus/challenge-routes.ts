import {
  challengeBodySchema,
  challengeParamsSchema,
  type PublicProfile,
  publicProfileParamsSchema,
} from '@mnemoria/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ChallengeReply } from './challenges.ts';
import { historyPage } from './history.ts';

/** How many finished matches a public profile lists. */
const RECENT = 10;

/**
 * Direct challenges over HTTP (send, read, accept, decline, withdraw) and the public profile they
 * start from (GET /api/users/:userName): name, picture, versus ratings and recent results only.
 */
export async function challengeRoutes(app: FastifyInstance) {
  async function signedIn(request: FastifyRequest, reply: FastifyReply) {
    const user = await app.accounts.currentUser(request);
    if (!user) void reply.code(401).send({ success: false, error: 'You are not signed in.' });
    return user;
  }
  const invalid = (reply: FastifyReply, message: string | undefined) =>
    reply.code(400).send({ success: false, error: `Invalid request: ${message ?? ''}`.trim() });
  const answer = (reply: FastifyReply, out: ChallengeReply) => {
    reply.header('Cache-Control', 'no-store');
    if (!out.ok) return reply.code(out.status).send({ success: false, error: out.error });
    return { success: true, challenge: out.challenge };
  };

  app.post('/versus/challenges', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return;
    const body = challengeBodySchema.safeParse(request.body ?? {});
    if (!body.success) return invalid(reply, body.error.issues[0]?.message);
    return answer(reply, await app.versus.challenges.send(user.id, body.data));
  });

  app.get('/versus/challenges', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return;
    reply.header('Cache-Control', 'no-store');
    return { success: true, challenges: await app.versus.challenges.open(user.id) };
  });

  const byId = (
    path: string,
    method: 'get' | 'post',
    act: (userId: string, id: string) => Promise<ChallengeReply>,
  ) =>
    app[method](`/versus/challenges/:challengeId${path}`, async (request, reply) => {
      const user = await signedIn(request, reply);
      if (!user) return;
      const params = challengeParamsSchema.safeParse(request.params);
      if (!params.success) return invalid(reply, params.error.issues[0]?.message);
      return answer(reply, await act(user.id, params.data.challengeId));
    });
  byId('', 'get', (u, id) => app.versus.challenges.get(u, id));
  byId('/accept', 'post', (u, id) => app.versus.challenges.accept(u, id));
  byId('/decline', 'post', (u, id) => app.versus.challenges.decline(u, id));
  byId('/cancel', 'post', (u, id) => app.versus.challenges.cancel(u, id));

  app.get('/users/:userName', async (request, reply) => {
    const me = await signedIn(request, reply);
    if (!me) return;
    const params = publicProfileParamsSchema.safeParse(request.params);
    if (!params.success) return invalid(reply, params.error.issues[0]?.message);
    const user = await app.versus.repo.userByName(params.data.userName);
    if (!user) return reply.code(404).send({ success: false, error: 'No such user.' });
    const [ratings, history] = await Promise.all([
      app.versus.service.ratings(user.id),
      historyPage(app.database.db, user.id, 1),
    ]);
    const profile: PublicProfile = {
      userName: user.userName,
      image: user.image,
      since: user.createdAt.toISOString(),
      ratings,
      recent: history.matches.slice(0, RECENT).map((m) => ({
        event: m.event,
        opponent: m.opponent.userName,
        outcome: m.outcome,
        rated: m.rated,
        endedAt: m.endedAt,
      })),
      you: user.id === me.id,
    };
    reply.header('Cache-Control', 'no-store');
    return { success: true, profile };
  });
}
