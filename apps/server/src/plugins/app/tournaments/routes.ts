import { createTournamentSchema, type Trophy, tournamentParamsSchema } from '@mnemoria/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { arenaGamesOf } from './games.ts';

/**
 * Arenas over HTTP. Anyone may list and view them (the list shows public arenas, and the user's own
 * or joined ones); joining, pausing, leaving and creating need a sign-in, and joining and creating
 * need premium — refused here with 403 whatever the page shows.
 */
export async function tournamentRoutes(app: FastifyInstance) {
  const svc = () => app.tournaments.service;
  const fail = (reply: FastifyReply, status: number, error: string) =>
    reply.code(status).send({ success: false, error });
  async function signedIn(request: FastifyRequest, reply: FastifyReply) {
    const user = await app.accounts.currentUser(request);
    if (!user) void fail(reply, 401, 'You are not signed in.');
    return user;
  }
  const idOf = (request: FastifyRequest, reply: FastifyReply) => {
    const params = tournamentParamsSchema.safeParse(request.params);
    if (!params.success) void fail(reply, 400, `Invalid request: ${params.error.issues[0]?.message ?? ''}`);
    return params.success ? params.data.id : undefined;
  };

  app.get('/tournaments', async (request) => {
    const user = await app.accounts.currentUser(request);
    return { success: true, data: { tournaments: await svc().list(user) } };
  });

  app.get('/tournaments/trophies', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return;
    const rows = await app.tournaments.repo.trophiesOf(user.id);
    const trophies: Trophy[] = rows.map((r) => ({ ...r, endsAt: r.endsAt.toISOString() }));
    return { success: true, data: { trophies } };
  });

  app.get('/tournaments/:id', async (request, reply) => {
    const id = idOf(request, reply);
    if (!id) return;
    const user = await app.accounts.currentUser(request);
    const tournament = await svc().detail(id, user);
    if (!tournament) return fail(reply, 404, 'No such tournament.');
    return { success: true, data: { tournament, standings: tournament.standings } };
  });

  // Public like the arena itself; watching a game still needs a sign-in (the /watch namespace).
  app.get('/tournaments/:id/games', async (request, reply) => {
    const id = idOf(request, reply);
    if (!id) return;
    if (!(await app.tournaments.repo.find(id))) return fail(reply, 404, 'No such tournament.');
    return { success: true, data: await arenaGamesOf(app.database.db, id) };
  });

  for (const action of ['join', 'pause', 'leave'] as const) {
    app.post(`/tournaments/:id/${action}`, async (request, reply) => {
      const user = await signedIn(request, reply);
      if (!user) return;
      const id = idOf(request, reply);
      if (!id) return;
      const out =
        action === 'join'
          ? await svc().join(id, user)
          : await svc().setStatus(id, user, action === 'pause' ? 'paused' : 'withdrawn');
      if (!out.ok) return fail(reply, out.status, out.error);
      return { success: true, data: { tournament: out.value } };
    });
  }

  app.post('/tournaments', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return;
    const body = createTournamentSchema.safeParse(request.body ?? {});
    if (!body.success) return fail(reply, 400, `Invalid tournament: ${body.error.issues[0]?.message ?? ''}`);
    const out = await svc().create(body.data, user);
    if (!out.ok) return fail(reply, out.status, out.error);
    return reply.code(201).send({ success: true, data: { tournament: out.value } });
  });
}
