import { EVENT_NAMES, eventByName } from '@mnemoria/events';
import { chartQuerySchema } from '@mnemoria/protocol';
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { results } from '../../db/schema.ts';

/** 'YYYY-MM-DD' at the user's UTC offset (hours) → the instant that day starts or ends. */
function dayBoundary(day: string, offsetHours: number, end: boolean): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) {
    const t = new Date(day);
    return Number.isNaN(t.getTime()) ? undefined : t;
  }
  const utc = Date.parse(`${day}T${end ? '23:59:59.999' : '00:00:00.000'}Z`);
  return Number.isNaN(utc) ? undefined : new Date(utc - offsetHours * 3_600_000);
}

/** Dashboard panel and progress chart data (spec §7), both from the results table. */
export async function resultsRoutes(app: FastifyInstance) {
  app.get('/event/results/topEventsLevels', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) return reply.code(401).send({ success: false, error: 'You are not signed in.' });
    const rows = await app.database.db
      .select()
      .from(results)
      .where(and(eq(results.userId, user.id), eq(results.mode, 'standard')));
    const levels = user.levels as Record<string, number>;
    const list = EVENT_NAMES.map((event) => {
      const mine = rows.filter((r) => r.event === event);
      if (mine.length === 0) return { event, level: null, amount: null, totalMark: null };
      if (eventByName(event).headline === 'speed') {
        const passed = mine.filter((r) => r.percent >= 80 && r.blockSpeed !== null);
        const fastest = passed.reduce<number | null>(
          (m, r) => (m === null || (r.blockSpeed ?? m) < m ? r.blockSpeed : m),
          null,
        );
        return { event, level: levels[event] ?? 1, amount: fastest, totalMark: null };
      }
      const best = mine.reduce((b, r) =>
        r.score > b.score || (r.score === b.score && r.max < b.max) ? r : b,
      );
      return { event, level: levels[event] ?? 1, amount: best.score, totalMark: best.max };
    });
    list.sort((a, b) => (b.level ?? 0) - (a.level ?? 0));
    return list;
  });

  app.get('/chart/eventChartData', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) return reply.code(401).send({ success: false, error: 'You are not signed in.' });
    const q = chartQuerySchema.safeParse(request.query ?? {});
    if (!q.success) return reply.code(400).send({ success: false, error: 'name must be an event name.' });
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
