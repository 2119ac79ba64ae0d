import type { SeasonChangedSignal } from '@mnemoria/protocol';
import type { FastifyInstance } from 'fastify';
import { Rooms } from '../../../realtime/rooms/registry.ts';
import type { VersusEvent } from '../versus/events.ts';
import { SeasonsRepository } from './repository.ts';
import { MATCHES_PER_SEASON } from './rules.ts';
import { SeasonsService } from './service.ts';

export interface SeasonsOptions {
  /** Counted matches per player in seasons created from now on. */
  matchesPerPlayer: number;
  /** How often the month end is checked (closing last month's season, creating this month's). */
  tickMs: number;
  /** The clock (tests pass a fixed one to cross a month's end). */
  now: () => Date;
}

export interface Seasons {
  service: SeasonsService;
  repo: SeasonsRepository;
  /** Closes seasons whose month is over and creates the current one (tests call it directly). */
  tick(): Promise<string[]>;
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    seasons: Seasons;
  }
}

/**
 * Wires seasons to the database and to versus: season searches pair within a division, their
 * matches are recorded at pairing and counted in the transaction that rates them.
 */
export function createSeasons(app: FastifyInstance, options: Partial<SeasonsOptions> = {}): Seasons {
  const o: SeasonsOptions = {
    matchesPerPlayer: MATCHES_PER_SEASON,
    tickMs: 30_000,
    now: () => new Date(),
    ...options,
  };
  const repo = new SeasonsRepository(app.database.db);
  const service = new SeasonsService({
    repo,
    findUser: (id) => app.accounts.userById(id),
    overallRating: async (userId) => (await app.versus.service.overallOf(userId)).rating,
    now: o.now,
    matchesPerPlayer: o.matchesPerPlayer,
  });
  app.versus.setGroups(service.groups);
  app.versus.repo.settleHooks.push((match, outcome, tx) =>
    repo.countGame(
      match.id,
      outcome,
      match.players.map((p) => p.userId),
      tx,
    ),
  );
  const onError = (err: unknown) => app.log.error({ err }, 'seasons tick failed');

  // A decided match pushes its sessions' evaluations after the commit that counted it: the season's
  // page is told then (both sessions of a match within the window make one push).
  const rooms = new Rooms(() => app.io);
  const decided = new Set<string>();
  let flush: NodeJS.Timeout | undefined;
  const tell = async (matchIds: string[]) => {
    const ids = new Set<string>();
    for (const matchId of matchIds) {
      const id = await repo.countedSeasonOf(matchId);
      if (id) ids.add(id);
    }
    for (const id of ids) rooms.emit('season', id, 'season-changed', { id } satisfies SeasonChangedSignal);
  };
  app.versus.listeners.push((e: VersusEvent) => {
    if (e.type !== 'session' || !e.row.matchId || !e.row.evaluation || e.row.evaluation === 'waiting') return;
    decided.add(e.row.matchId);
    flush ??= setTimeout(() => {
      flush = undefined;
      const matchIds = [...decided];
      decided.clear();
      void tell(matchIds).catch(onError);
    }, 100);
  });
  let ticking: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (ticking) return;
    ticking = service
      .tick()
      .catch(onError)
      .finally(() => {
        ticking = undefined;
      });
  }, o.tickMs);
  timer.unref();
  return {
    service,
    repo,
    tick: () => service.tick(),
    async stop() {
      clearInterval(timer);
      if (flush) clearTimeout(flush);
      await ticking;
    },
  };
}
