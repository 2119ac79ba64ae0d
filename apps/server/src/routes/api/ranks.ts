import { ranksBodySchema } from '@mnemoria/protocol';
import type { FastifyInstance } from 'fastify';
import { badgeSvg } from '../../plugins/app/ranks/badge.ts';
import { RANKS } from '../../plugins/app/ranks/ladder.ts';

const badges = new Map(RANKS.map((r) => [`${r.id}.svg`, badgeSvg(r)]));

export async function rankBadgeRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>('/media/ranks/:file', async (request, reply) => {
    const svg = badges.get(request.params.file);
    if (!svg) return reply.code(404).send({ success: false, error: 'Unknown rank' });
    reply.header('Content-Type', 'image/svg+xml; charset=utf-8');
    reply.header('Cache-Control', 'public, max-age=86400');
    return svg;
  });
}

/**
 * POST /api/ranks/update-event-rank. The rank itself is settled in the result
 * transaction; this hands out the change of the user's latest result in the event once, so the
 * Rank-up modal shows exactly once even if the page reloads.
 */
export async function ranksRoutes(app: FastifyInstance) {
  app.post('/ranks/update-event-rank', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) return reply.code(401).send({ success: false, error: 'You are not signed in.' });
    const body = ranksBodySchema.safeParse(request.body ?? {});
    if (!body.success)
      return reply.code(400).send({ success: false, error: 'eventName is not a known event.' });
    if (body.data.userId && body.data.userId !== user.id) {
      return reply.code(403).send({ success: false, error: 'You can only check your own rank.' });
    }
    return app.bmevents.takeRankChange(user.id, body.data.eventName);
  });
}
