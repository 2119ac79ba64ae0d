import { majorNumberQuerySchema, majorWordsQuerySchema } from '@mnemoria/protocol';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { createMajorService, type MajorAnswer } from '../../plugins/app/major/index.ts';
import { Lru } from '../../plugins/app/major/lru.ts';

/** The lexicon changes only with a release, so a browser may keep an answer for an hour. */
const CACHE_CONTROL = 'public, max-age=3600';
/** Answers by exact URL: a repeated request skips even the query parsing. */
const BY_URL = 2000;

const invalid = (reply: FastifyReply, error: z.ZodError) => {
  const message = error.issues[0]?.message ?? 'the query is not valid';
  return reply.code(400).send({ success: false, error: `Invalid request: ${message}.` });
};

const send = (reply: FastifyReply, answer: MajorAnswer) => {
  if (answer.status !== 200) return reply.code(answer.status).send({ success: false, error: answer.error });
  return reply
    .header('Cache-Control', CACHE_CONTROL)
    .type('application/json; charset=utf-8')
    .send(answer.json);
};

/**
 * GET /api/major/number and /api/major/words: public (visitors use the Major System page), no
 * session read, answers from the shipped lexicon.
 */
export async function majorRoutes(app: FastifyInstance) {
  const major = createMajorService();
  // Reading the lexicon and indexing it blocks for a moment: a running server does it once, in the
  // background just after it starts listening, rather than in its first visitor's request. Tests
  // build many apps and mostly never ask, so they load it on first use instead.
  app.addHook('onListen', async () => {
    if (app.config.NODE_ENV !== 'test')
      setImmediate(() =>
        major.warm().catch((err) => app.log.error({ err }, 'Major System lexicon failed to load')),
      );
  });

  const byUrl = new Lru<string, MajorAnswer>(BY_URL);
  const remember = (url: string, answer: MajorAnswer) => {
    if (answer.status === 200) byUrl.set(url, answer);
    return answer;
  };

  app.get('/major/number', async (request, reply) => {
    const known = byUrl.get(request.url);
    if (known) return send(reply, known);
    const q = majorNumberQuerySchema.safeParse(request.query ?? {});
    if (!q.success) return invalid(reply, q.error);
    return send(reply, remember(request.url, await major.number(q.data)));
  });

  app.get('/major/words', async (request, reply) => {
    const known = byUrl.get(request.url);
    if (known) return send(reply, known);
    const q = majorWordsQuerySchema.safeParse(request.query ?? {});
    if (!q.success) return invalid(reply, q.error);
    return send(reply, remember(request.url, await major.words(q.data)));
  });
}
