import { type EventData, type EventName, eventByName } from '@mnemoria/events';
import {
  HISTORY_PAGE_SIZE,
  type HistoryPage,
  historyParamsSchema,
  historyQuerySchema,
  type SessionReplay,
} from '@mnemoria/protocol';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { historySession, replayItems } from '../../analytics/sessions.ts';
import { memTimeline } from '../../analytics/timeline.ts';
import { unitsOf } from '../../analytics/units.ts';
import { bmevents } from '../../db/schema.ts';
import { fail, parseOr400 } from './replies.ts';

/** A session the history shows: the user's own, played to its result (exited ones never are). */
const finishedOf = (userId: string) => and(eq(bmevents.userId, userId), eq(bmevents.stage, 'res'));

/** Session history (newest first, 20 a page) and one session's replay. */
export async function historyRoutes(app: FastifyInstance) {
  app.get('/bmevent/history', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) return fail(reply, 401, 'You are not signed in.');
    const q = parseOr400(historyQuerySchema, request.query, reply);
    if (!q) return reply;
    const db = app.database.db;
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: bmevents.id,
          name: bmevents.name,
          mode: bmevents.mode,
          format: bmevents.format,
          score: bmevents.score,
          amount: bmevents.amount,
          memStartedAt: bmevents.memStartedAt,
          memEndedAt: bmevents.memEndedAt,
          recEndedAt: bmevents.recEndedAt,
          stagedAt: bmevents.stagedAt,
        })
        .from(bmevents)
        .where(finishedOf(user.id))
        .orderBy(desc(bmevents.createdAt), desc(bmevents.id))
        .limit(HISTORY_PAGE_SIZE)
        .offset((q.page - 1) * HISTORY_PAGE_SIZE),
      db.select({ n: count() }).from(bmevents).where(finishedOf(user.id)),
    ]);
    const data: HistoryPage = { sessions: rows.map(historySession), total: total?.n ?? 0, page: q.page };
    return { success: true, data };
  });

  app.get('/bmevent/history/:id', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) return fail(reply, 401, 'You are not signed in.');
    const params = parseOr400(historyParamsSchema, request.params, reply);
    if (!params) return reply;
    const [row] = await app.database.db
      .select()
      .from(bmevents)
      .where(and(finishedOf(user.id), eq(bmevents.id, params.id)));
    if (!row) return fail(reply, 404, 'No finished session of yours has this id.');
    const event = row.name as EventName;
    const def = eventByName(event);
    const data = row.data as unknown as EventData;
    const recall = replayItems(row);
    // Digit groups in the timeline's labels follow the athlete's own grouping on screen.
    const hs = (row.settings as Record<string, { hs?: number } | undefined>)[`${event}_format`]?.hs ?? 2;
    const units = unitsOf(event, data, [], hs);
    const timeline = memTimeline(row.memStartedAt, row.memEndedAt, row.memViews).map((s) => ({
      ...s,
      label: units?.label(s.index) ?? `Item ${s.index + 1}`,
    }));
    const result = row.result as { max?: number } | null;
    const replay: SessionReplay = {
      ...historySession(row),
      displayName: def.displayName,
      max: result?.max ?? row.amount,
      percent: row.percent ?? 0,
      timeline,
      recall,
    };
    return { success: true, data: replay };
  });
}
