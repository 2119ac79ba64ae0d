import { EVENT_NAMES, eventByName } from '@mnemoria/events';
import { type StandardBestItem, updateStandardGoalsBodySchema } from '@mnemoria/protocol';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { eventStats, users } from '../../db/schema.ts';
import { invalidRequest } from './replies.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The profile's tables: bests per event (GET standard-bests) and the user's goals (PUT updateStandardGoals). */
export async function profileRoutes(app: FastifyInstance) {
  app.get('/user/profile/standard-bests', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) return reply.code(401).send({ success: false, error: 'You are not signed in.' });
    const rows = await app.database.db.select().from(eventStats).where(eq(eventStats.userId, user.id));
    const byEvent = new Map(rows.map((r) => [r.event, r]));
    const levels = user.levels as Record<string, number>;
    const bests: StandardBestItem[] = EVENT_NAMES.map((name) => {
      const def = eventByName(name);
      const s = byEvent.get(name);
      const speed = def.headline === 'speed';
      return {
        name,
        displayName: def.displayName,
        level: levels[name] ?? 1,
        // Blocktris ranks by its fastest passed fall speed (ms, lower is better); the rest by score.
        best: (speed ? s?.fastestSpeed : s?.bestScore) ?? null,
        bestAt: iso((speed ? s?.fastestAt : s?.bestAt) ?? null),
        bestMax: speed ? null : (s?.bestMax ?? null),
        practiceBest: (speed ? s?.practiceFastestSpeed : s?.practiceBestScore) ?? null,
        sessions: s?.trials ?? 0,
        standardSessions: s?.standardPlayed ?? 0,
        practiceSessions: s?.practicePlayed ?? 0,
        // Every result counts as a trial; versus results are those neither standard nor practice.
        versusSessions: Math.max(0, (s?.trials ?? 0) - (s?.standardPlayed ?? 0) - (s?.practicePlayed ?? 0)),
        lastPlayedAt: iso(s?.lastPlayedAt ?? null),
      };
    });
    return { success: true, bests };
  });

  app.put('/user/profile/updateStandardGoals', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) return reply.code(401).send({ success: false, error: 'You are not signed in.' });
    const body = updateStandardGoalsBodySchema.safeParse(request.body ?? {});
    if (!body.success) return reply.code(400).send({ success: false, error: invalidRequest(body.error) });
    // Merged into the stored map in one statement, so two goals saved at once (two fields blurred
    // quickly) both survive.
    const patch = JSON.stringify(body.data.goals.standard);
    const [row] = await app.database.db
      .update(users)
      .set({
        goals: sql`jsonb_set(${users.goals}, '{standard}', coalesce(${users.goals} -> 'standard', '{}'::jsonb) || ${patch}::jsonb)`,
      })
      .where(eq(users.id, user.id))
      .returning({ goals: users.goals });
    return { success: true, goals: row?.goals ?? { standard: {} } };
  });
}
