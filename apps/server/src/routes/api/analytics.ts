import type { EventData, EventName } from '@mnemoria/events';
import {
  analyticsItemsQuerySchema,
  analyticsSessionsQuerySchema,
  type ItemsAnalytics,
  type SessionPoint,
} from '@mnemoria/protocol';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ItemTally } from '../../analytics/aggregate.ts';
import { memorizeMsOf, reviewOf } from '../../analytics/sessions.ts';
import { memTimeline } from '../../analytics/timeline.ts';
import { unitsOf } from '../../analytics/units.ts';
import { bmevents } from '../../db/schema.ts';
import { fail, parseOr400 } from './replies.ts';

/** The analytics read the latest sessions of an event, so one request's cost has a ceiling. */
export const ANALYTICS_MAX_SESSIONS = 500;

const finished = (userId: string, event: string) =>
  and(eq(bmevents.userId, userId), eq(bmevents.name, event), eq(bmevents.stage, 'res'));

/** Per-item figures and the Graphs page's session points, over the user's own finished sessions. */
export async function analyticsRoutes(app: FastifyInstance) {
  app.get('/analytics/items', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) return fail(reply, 401, 'You are not signed in.');
    const q = parseOr400(analyticsItemsQuerySchema, request.query, reply);
    if (!q) return reply;
    const rows = await app.database.db
      .select({
        name: bmevents.name,
        data: bmevents.data,
        answer: bmevents.answer,
        result: bmevents.result,
        memViews: bmevents.memViews,
        memStartedAt: bmevents.memStartedAt,
        memEndedAt: bmevents.memEndedAt,
      })
      .from(bmevents)
      .where(finished(user.id, q.event))
      .orderBy(desc(bmevents.createdAt))
      .limit(ANALYTICS_MAX_SESSIONS);
    const tally = new ItemTally();
    for (const row of rows) {
      const data = row.data as unknown as EventData;
      const units = unitsOf(q.event as EventName, data, reviewOf(row), q.group);
      if (!units) continue;
      tally.add(units, data.formatted.length, memTimeline(row.memStartedAt, row.memEndedAt, row.memViews));
    }
    const out: ItemsAnalytics = { items: tally.stats(), sessions: rows.length };
    return { success: true, data: out };
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
      .where(finished(user.id, q.event))
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
