import {
  answerBodySchema,
  holdBodySchema,
  idBodySchema,
  initParamsSchema,
  initQuerySchema,
  isSessionId,
  resultBodySchema,
  spokenParamsSchema,
  stageBodySchema,
} from '@mnemoria/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema.ts';
import {
  type AnswerOutcome,
  answerAck,
  type Failure,
  type Success,
} from '../../plugins/app/bmevent/engine.ts';
import { spokenClip } from '../../plugins/app/bmevent/spoken.ts';
import { findMine, linkSession } from '../../plugins/app/my-palaces/repository.ts';
import { invalidRequest } from './replies.ts';

type Outcome = Success | Failure | AnswerOutcome;
type Handler<S extends z.ZodType> = (user: UserRow, body: z.infer<S>) => Promise<Outcome>;

/**
 * Session routes (docs/api.md). Besides init and result, fetch, ready, stage, answer and exit are
 * HTTP twins of the /bmevent socket messages, so a client whose socket is down loses nothing.
 * Every reply is `{ success, bmevent? , error? }`.
 */
export async function bmeventRoutes(app: FastifyInstance) {
  const send = (reply: FastifyReply, out: Outcome) => {
    if (!out.ok) return reply.code(out.status).send({ success: false, error: out.error, ...out.extra });
    if ('bmevent' in out) return { success: true, bmevent: out.bmevent };
    return answerAck(out);
  };

  async function signedIn(request: FastifyRequest, reply: FastifyReply) {
    const user = await app.accounts.currentUser(request);
    if (!user) void reply.code(401).send({ success: false, error: 'You are not signed in.' });
    return user;
  }

  function post<S extends z.ZodType>(
    path: string,
    schema: S,
    handler: Handler<S>,
    method: 'POST' | 'PUT' = 'POST',
  ) {
    app.route({
      method,
      url: path,
      handler: async (request, reply) => {
        const user = await signedIn(request, reply);
        if (!user) return;
        const body = schema.safeParse(request.body ?? {});
        if (!body.success) return reply.code(400).send({ success: false, error: invalidRequest(body.error) });
        return send(reply, await handler(user, body.data));
      },
    });
  }

  app.get('/bmevent/init/:eventName/:mode', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return;
    const params = initParamsSchema.safeParse(request.params);
    if (!params.success) return reply.code(404).send({ success: false, error: 'Unknown event or mode.' });
    const query = initQuerySchema.safeParse(request.query ?? {});
    if (!query.success)
      return reply.code(400).send({
        success: false,
        error:
          'amount, memorize and recall must be positive whole numbers, format a format id and palace the id of one of your palaces.',
      });
    reply.header('Cache-Control', 'no-store');
    // The palace is checked before the session is made: another user's palace is not found.
    const palace = query.data.palace ? await findMine(app.database.db, user.id, query.data.palace) : null;
    if (palace === undefined)
      return reply.code(404).send({ success: false, error: 'There is no such palace among yours.' });
    if (palace && palace.locations.length === 0)
      return reply.code(400).send({ success: false, error: 'This palace has no locations yet.' });
    // A started session is only ended on request (the client asked the player first).
    const discard = (request.query as { discard?: unknown } | undefined)?.discard === 'true';
    const out = await app.bmevents.engine.init(
      user,
      params.data.eventName,
      params.data.mode,
      query.data,
      discard,
    );
    if (palace && out.ok && 'bmevent' in out)
      await linkSession(
        app.database.db,
        out.bmevent._id,
        palace.id,
        palace.locations.map((l) => l.id),
      );
    return send(reply, out);
  });

  app.get<{ Params: { id: string } }>('/bmevent/:id', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return;
    reply.header('Cache-Control', 'no-store');
    const { id } = request.params;
    if (!isSessionId(id))
      return reply.code(404).send({ success: false, error: 'Session not found: a session id is a UUID.' });
    return send(reply, await app.bmevents.engine.get(user.id, id));
  });

  // Spoken numbers: one digit's clip, only once memorize has reached it (spoken.ts).
  app.get('/bmevent/:id/spoken/:n', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return;
    reply.header('Cache-Control', 'no-store');
    const params = spokenParamsSchema.safeParse(request.params);
    if (!params.success) return reply.code(404).send({ success: false, error: invalidRequest(params.error) });
    const gate = await app.bmevents.engine.spoken(user.id, params.data.id, params.data.n);
    if (!gate.ok) {
      if (gate.retryInMs !== undefined) reply.header('Retry-After', String(Math.ceil(gate.retryInMs / 1000)));
      return reply.code(gate.status).send({ success: false, error: gate.error });
    }
    return reply.type('audio/wav').send(await spokenClip(gate.digit));
  });

  const engine = () => app.bmevents.engine;
  post('/bmevent/ready', idBodySchema, (user, b) => engine().ready(user, b.id));
  post('/bmevent/stage', stageBodySchema, (user, b) => engine().advance(user.id, b.id, b.stage, b.tab));
  post(
    '/bmevent/answer',
    answerBodySchema,
    async (user, b) => {
      const out = await engine().saveAnswer(user.id, b.id, b.answer, b.seq, { tab: b.tab });
      // Viewers follow the typed answer whichever way it came, as the socket path relays it.
      if (out.ok && out.stored)
        app.live.relay({ id: b.id, versus: out.kind.versus }, 'update', {
          answer: b.answer,
          answerSeq: b.seq,
        });
      return out;
    },
    'PUT',
  );
  post('/bmevent/result', resultBodySchema, (user, b) =>
    engine().finish(user.id, b.id, b.answer === undefined ? undefined : { answer: b.answer }, b.tab),
  );
  post('/bmevent/exit', idBodySchema, (user, b) => engine().exit(user.id, b.id, b.tab));
  post('/bmevent/hold', holdBodySchema, (user, b) => engine().hold(user.id, b.id, b.tab));
}
