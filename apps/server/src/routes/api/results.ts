import { EVENT_NAMES, eventByName } from '@mnemoria/events';
import { chartQuerySchema } from '@mnemoria/protocol';
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { eventStats, results } from '../../db/schema.ts';

// Instants the database accepts as ISO strings: a boundary shifted past them by the offset is clamped.
const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00.000Z');
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');

/** A checked 'YYYY-MM-DD' at the user's UTC offset (hours) → the instant that day starts or ends. */
function dayBoundary(day: string, offsetHours: number, end: boolean): Date {
  const utc = Date.parse(`${day}T${end ? '23:59:59.999' : '00:00:00.000'}Z`);
  return new Date(Math.min(LAST_INSTANT, Math.max(FIRST_INSTANT, utc - offsetHours * 3_600_000)));
}

/** Dashboard panel and progress chart data, both from the results table. */
export async function resultsRoutes(app: FastifyInstance) {
  app.get('/event/results/topEventsLevels', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) return reply.code(401).send({ success: false, error: 'You are not signed in.' });
    // One small row per event played, kept by the result transaction: no scan of the history.
    const rows = await app.database.db
      .select({
        event: eventStats.event,
        standardPlayed: eventStats.standardPlayed,
        bestScore: eventStats.bestScore,
        bestMax: eventStats.bestMax,
        fastestSpeed: eventStats.fastestSpeed,
      })
      .from(eventStats)
      .where(eq(eventStats.userId, user.id));
    const byEvent = new Map(rows.map((r) => [r.event, r]));
    const levels = user.levels as Record<string, number>;
    const list = EVENT_NAMES.map((event) => {
      const mine = byEvent.get(event);
      if (!mine || mine.standardPlayed === 0) return { event, level: null, amount: null, totalMark: null };
      const level = levels[event] ?? 1;
      // Blocktris: the fastest passed speed (ms) is its headline; it has no total.
      if (eventByName(event).headline === 'speed')
        return { event, level, amount: mine.fastestSpeed, totalMark: null };
      return { event, level, amount: mine.bestScore, totalMark: mine.bestMax };
    });
    list.sort((a, b) => (b.level ?? 0) - (a.level ?? 0));
    return list;
  });

  app.get('/chart/eventChartData', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) return reply.code(401).send({ success: false, error: 'You are not signed in.' });
    const q = chartQuerySchema.safeParse(request.query ?? {});
    if (!q.success) {
      const issue = q.error.issues[0];
      const error = `Invalid request: ${issue?.path.join('.') || 'query'} ${issue?.message ?? ''}`.trim();
      return reply.code(400).send({ success: false, error });
    }
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
      .limit(ranged ? 1000 : 5);
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
}
