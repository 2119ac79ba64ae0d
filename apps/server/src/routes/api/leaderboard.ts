import { formatById } from '@mnemoria/events';
import { leaderboardQuerySchema } from '@mnemoria/protocol';
import type { FastifyInstance } from 'fastify';
import { formatBoard } from '../../plugins/app/leaderboard/format-board.ts';

/**
 * GET /api/leaderboard/standardUsersData?event=&page=: one page (20 rows) of an event's standard
 * leaderboard and the caller's own rank (see docs/api.md).
 */
export async function leaderboardRoutes(app: FastifyInstance) {
  app.get('/leaderboard/standardUsersData', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) {
      const message = 'You are not signed in.';
      return reply.code(401).send({ success: false, message, error: message });
    }
    const q = leaderboardQuerySchema.safeParse(request.query ?? {});
    if (!q.success) {
      const issue = q.error.issues[0];
      const message = `Invalid request: ${issue?.message ?? 'bad query'}.`;
      return reply.code(400).send({ success: false, message, error: message });
    }
    // Ranks change with every result: never cached by a browser or proxy.
    reply.header('Cache-Control', 'no-store');
    return app.leaderboard.page(q.data.event, q.data.page, user.id);
  });

  /** GET /api/leaderboard?event=&format=&page=: a competition format's own board (docs/formats.md). */
  app.get('/leaderboard', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) {
      const message = 'You are not signed in.';
      return reply.code(401).send({ success: false, message, error: message });
    }
    const q = leaderboardQuerySchema.safeParse(request.query ?? {});
    const format = formatById(String((request.query as { format?: unknown } | undefined)?.format ?? ''));
    if (!q.success || !format || format.event !== q.data.event) {
      const message = !q.success
        ? `Invalid request: ${q.error.issues[0]?.message ?? 'bad query'}.`
        : 'Invalid request: format must be a format id of the event (see /api/bmevent/formats).';
      return reply.code(400).send({ success: false, message, error: message });
    }
    reply.header('Cache-Control', 'no-store');
    return formatBoard(app.database.db, format, q.data.page, user.id);
  });
}
