import { changeXAxisBodySchema, chartQuerySchema } from '@mnemoria/protocol';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { results, users } from '../../db/schema.ts';
import { invalidRequest } from './replies.ts';

// Instants the database accepts as ISO strings: a boundary shifted past them by the offset is clamped.
const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00.000Z');
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');
/** Without a date range the chart shows the latest results only. */
export const CHART_DEFAULT_POINTS = 5;
/** A date range returns at most this many points (the oldest first). */
export const CHART_MAX_POINTS = 1000;

/** A checked 'YYYY-MM-DD' at the user's UTC offset (hours) → the instant that day starts or ends. */
function dayBoundary(day: string, offsetHours: number, end: boolean): Date {
  const utc = Date.parse(`${day}T${end ? '23:59:59.999' : '00:00:00.000'}Z`);
  return new Date(Math.min(LAST_INSTANT, Math.max(FIRST_INSTANT, utc - offsetHours * 3_600_000)));
}

/** The progress chart: its points (GET eventChartData) and its X-axis preference (PUT changeXAxis). */
export async function chartRoutes(app: FastifyInstance) {
  app.get('/chart/eventChartData', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) return reply.code(401).send({ success: false, error: 'You are not signed in.' });
    const q = chartQuerySchema.safeParse(request.query ?? {});
    if (!q.success) return reply.code(400).send({ success: false, error: invalidRequest(q.error) });
    const offset = q.data.timeZone ?? 0;
    const start = q.data.start ? dayBoundary(q.data.start, offset, false) : undefined;
    const stop = q.data.stop ? dayBoundary(q.data.stop, offset, true) : undefined;
    const where = [eq(results.userId, user.id), eq(results.event, q.data.name)];
    if (start) where.push(gte(results.createdAt, start));
    if (stop) where.push(lte(results.createdAt, stop));
    const ranged = Boolean(start || stop);
    const rows = await app.database.db
      .select()
      .from(results)
      .where(and(...where))
      .orderBy(ranged ? asc(results.createdAt) : desc(results.createdAt))
      .limit(ranged ? CHART_MAX_POINTS : CHART_DEFAULT_POINTS);
    if (!ranged) rows.reverse();
    const data = rows.map((r) => ({
      createdAt: r.createdAt.toISOString(),
      trialNumber: r.trialNumber,
      score: r.score,
      percent: r.percent,
      mode: r.mode,
      block_speed: r.blockSpeed,
    }));
    return { success: true, data: { data } };
  });

  app.put('/chart/changeXAxis', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) return reply.code(401).send({ success: false, error: 'You are not signed in.' });
    const body = changeXAxisBodySchema.safeParse(request.body ?? {});
    if (!body.success) return reply.code(400).send({ success: false, error: invalidRequest(body.error) });
    // One jsonb path write: a concurrent change of another setting is not overwritten.
    await app.database.db
      .update(users)
      .set({
        settings: sql`jsonb_set(${users.settings}, '{chart}', coalesce(${users.settings} -> 'chart', '{}'::jsonb) || jsonb_build_object('date_as_x_axis', ${body.data.value}::boolean))`,
      })
      .where(eq(users.id, user.id));
    return { success: true, value: body.data.value };
  });
}
