import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { arenaGames, matches, tournaments } from '../../src/db/schema.ts';
import type { TestApp } from '../helpers.ts';
import { twoProcessPass, useTwoProcesses } from '../versus/two-process-helpers.ts';
import { until } from '../versus/versus-helpers.ts';
import { type ArenaPlayer, arenaUser, onArenaPage } from './arena-helpers.ts';

/**
 * One arena paired by two app instances at once, sharing PostgreSQL and Redis: both tick every
 * few milliseconds, the players' sockets are spread over both, and still each player gets one
 * match, with one opponent.
 */
describe.skipIf(!twoProcessPass)(
  'arena pairing across two server instances sharing PostgreSQL + Redis',
  () => {
    const { apps, urls, sockets } = useTwoProcesses('ar2', { tournaments: { tickMs: 20, pushDelayMs: 20 } });

    it('gives each waiting player exactly one match and one opponent', async () => {
      const [one, two] = apps as [TestApp, TestApp];
      const creator = await arenaUser(one.app, true);
      const created = await one.app.inject({
        method: 'POST',
        url: '/api/tournaments',
        headers: { cookie: creator.cookie },
        payload: { name: 'Two processes', event: 'decimal', minutes: 10, startsInMinutes: 60 },
      });
      const id = created.json().data.tournament.id as string;
      const players: ArenaPlayer[] = [];
      for (let i = 0; i < 8; i++) {
        const app = i % 2 === 0 ? one.app : two.app;
        const who = await arenaUser(app, true);
        expect(
          (
            await app.inject({
              method: 'POST',
              url: `/api/tournaments/${id}/join`,
              headers: { cookie: who.cookie },
            })
          ).statusCode,
        ).toBe(200);
        players.push(await onArenaPage(urls[i % 2] as string, sockets, who, id));
      }
      // Everyone waits on the page; the arena starts now, and both processes pair it at once (their
      // timers, and by hand on top of them).
      expect(players.every((p) => p.starts.length === 0)).toBe(true);
      await one.app.database.db
        .update(tournaments)
        .set({ startsAt: new Date(), endsAt: new Date(Date.now() + 600_000) })
        .where(eq(tournaments.id, id));
      await Promise.all([one.app.tournaments.tick(), two.app.tournaments.tick(), one.app.tournaments.tick()]);
      await until('everyone paired', () => players.every((p) => p.starts.length > 0));
      await new Promise((r) => setTimeout(r, 500));
      for (const p of players) expect(p.starts).toHaveLength(1);
      const games = await one.app.database.db
        .select({ a: matches.userA, b: matches.userB })
        .from(arenaGames)
        .innerJoin(matches, eq(matches.id, arenaGames.matchId))
        .where(eq(arenaGames.tournamentId, id));
      expect(games).toHaveLength(4);
      const seated = games.flatMap((g) => [g.a, g.b]).sort();
      expect(seated).toEqual(players.map((p) => p.userId).sort());
      // Each player's match is the one their opponent got too.
      for (const p of players) {
        const matchId = p.starts[0]?.matchId;
        expect(players.filter((q) => q.starts[0]?.matchId === matchId)).toHaveLength(2);
      }
    });
  },
);
