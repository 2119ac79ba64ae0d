import {
  analyticsItemsQuerySchema,
  analyticsSessionsQuerySchema,
  type SessionPoint,
} from '@mnemoria/protocol';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ANALYTICS_MAX_SESSIONS, finishedOf, itemAnalytics } from '../../analytics/items.ts';
import { memorizeMsOf } from '../../analytics/sessions.ts';
import { bmevents } from '../../db/schema.ts';
import { fail, parseOr400 } from './replies.ts';

/** Per-item figures and the Graphs page's session points, over the user's own finished sessions. */
export async function analyticsRoutes(app: FastifyInstance) {
  app.get('/analytics/items', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) return fail(reply, 401, 'You are not signed in.');
    const q = parseOr400(analyticsItemsQuerySchema, request.query, reply);
    if (!q) return reply;
    const group = q.group ?? (user.settings as { digit_group?: 2 | 3 }).digit_group ?? 2;
    return {
      success: true,
      data: await itemAnalytics(app.database.db, user.id, q.event, group, { unit: q.unit, format: q.format }),
    };
  });

  app.get('/analytics/sessions', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) return fail(reply, 401, 'You are not signed in.');
    const q = parseOr400(analyticsSessionsQuerySchema, request.query, reply);
    if (!q) return reply;
    const rows = await app.database.db
      .select({
        mode: bmevents.mode,
        score: bmevents.score,
        percent: bmevents.percent,
        memStartedAt: bmevents.memStartedAt,
        memEndedAt: bmevents.memEndedAt,
        recEndedAt: bmevents.recEndedAt,
        stagedAt: bmevents.stagedAt,
      })
      .from(bmevents)
      .where(finishedOf(user.id, q.event))
      .orderBy(desc(bmevents.createdAt))
      .limit(ANALYTICS_MAX_SESSIONS);
    const points: SessionPoint[] = rows.reverse().map((r) => ({
      endedAt: (r.recEndedAt ?? r.stagedAt).toISOString(),
      mode: r.mode as SessionPoint['mode'],
      score: r.score ?? 0,
      percent: r.percent ?? 0,
      memorizeMs: memorizeMsOf(r),
    }));
    return { success: true, data: { points } };
  });
}
