import { EVENT_NAMES, eventByName } from '@mnemoria/events';
import type { TopLevelEntry } from '@mnemoria/protocol';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { eventStats } from '../../db/schema.ts';
import { chartRoutes } from './chart.ts';
import { profileRoutes } from './profile.ts';

/**
 * The progress screens' reads and writes: the dashboard's Top Levels (here), the progress chart
 * (chart.ts) and the profile's bests and goals (profile.ts). All read the per-event summary the
 * result transaction keeps, so none of them scans the results history except the chart's range.
 */
export async function resultsRoutes(app: FastifyInstance) {
  await app.register(chartRoutes);
  await app.register(profileRoutes);

  app.get('/event/results/topEventsLevels', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) return reply.code(401).send({ success: false, error: 'You are not signed in.' });
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
    // Only standard sessions count here: practice results (passed or failed) never show as a best.
    const list: TopLevelEntry[] = EVENT_NAMES.map((event) => {
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
}
