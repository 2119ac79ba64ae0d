import type { ArenaStandingsSignal } from '@mnemoria/protocol';
import type { FastifyInstance } from 'fastify';
import { Rooms } from '../../../realtime/rooms/registry.ts';
import type { VersusEvent } from '../versus/events.ts';
import { pairRound } from './pairing.ts';
import { TournamentsRepository } from './repository.ts';
import { scheduledArenas } from './rules.ts';
import { scoreArenaGame } from './scoring.ts';
import { eventTitle, TournamentsService } from './service.ts';

export interface TournamentOptions {
  /** How often running arenas are paired, started and finished. */
  tickMs: number;
  /** How often the schedule's next arenas are made sure of. */
  scheduleMs: number;
  /** How long after its end an arena waits for its last games before finishing without them. */
  finishGraceMs: number;
  /** Standings changes within this window are pushed once. */
  pushDelayMs: number;
}

export const DEFAULT_TOURNAMENT_OPTIONS: TournamentOptions = {
  tickMs: 1_000,
  scheduleMs: 60_000,
  finishGraceMs: 15 * 60_000,
  pushDelayMs: 100,
};

export interface Tournaments {
  repo: TournamentsRepository;
  service: TournamentsService;
  /** One round: the schedule (when due), starts, pairings, late results, finishes. */
  tick(): Promise<void>;
  /** Pushes an arena's standings to its room (coalesced). */
  changed(id: string): void;
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tournaments: Tournaments;
  }
}

/**
 * Arenas on the versus engine: the schedule opens one every hour, a tick pairs the free players of
 * each running arena into ordinary rated versus matches, and each match's end adds its points and
 * pushes the standings to the arena's room (docs/tournaments.md).
 */
export function createTournaments(
  app: FastifyInstance,
  options: Partial<TournamentOptions> = {},
): Tournaments {
  const o = { ...DEFAULT_TOURNAMENT_OPTIONS, ...options };
  const repo = new TournamentsRepository(app.database.db);
  const rooms = new Rooms(() => app.io);
  const onError = (err: unknown) => app.log.error({ err }, 'tournament task failed');
  const pending = new Set<string>();
  let flush: NodeJS.Timeout | undefined;
  const push = async (id: string) => {
    const board = await service.board(id);
    if (!board) return;
    const s = board.summary;
    const signal: ArenaStandingsSignal = {
      id,
      status: s.status,
      players: s.players,
      standings: board.standings,
      winner: s.winner,
    };
    rooms.emit('arena', id, 'arena-standings', signal);
  };
  const changed = (id: string) => {
    pending.add(id);
    flush ??= setTimeout(() => {
      flush = undefined;
      const ids = [...pending];
      pending.clear();
      for (const x of ids) void push(x).catch(onError);
    }, o.pushDelayMs);
  };
  const service = new TournamentsService(repo, changed);

  const score = async (matchId: string) => {
    const id = await scoreArenaGame(repo, matchId, new Date());
    if (id) changed(id);
  };
  // A decided match pushes its sessions' evaluations: that is the moment to add the points.
  app.versus.listeners.push((e: VersusEvent) => {
    if (e.type === 'session' && e.row.matchId && e.row.evaluation && e.row.evaluation !== 'waiting')
      void score(e.row.matchId).catch(onError);
  });

  let lastSchedule = 0;
  const schedule = async (now: Date) => {
    if (now.getTime() - lastSchedule < o.scheduleMs) return;
    lastSchedule = now.getTime();
    await repo.ensureScheduled(scheduledArenas(now.getTime(), eventTitle), now);
  };

  const started = async (now: Date) => {
    for (const t of await repo.startDue(now)) {
      changed(t.id);
      const joined = (await repo.standings(t.id)).filter((p) => p.status === 'active');
      const message = {
        title: 'Arena started',
        body: `${t.name} has started: open it to be paired.`,
        url: `/app/tournaments/${t.id}`,
      };
      for (const p of joined) void app.notifier.notifyUser(p.userId, message).catch(onError);
    }
  };

  const finish = async (id: string, endsAt: Date, now: Date) => {
    const waiting = (await repo.unscoredGames(id)).length > 0;
    if (waiting && now.getTime() < endsAt.getTime() + o.finishGraceMs) return;
    const done = await repo.db.transaction(async (tx) => {
      // The standings come ranked: the top player wins, if they played.
      const [top] = await repo.standings(id, tx);
      return repo.finish(id, top && top.games > 0 ? top.userId : null, tx);
    });
    if (done) changed(id);
  };

  const tick = async () => {
    const now = new Date();
    await schedule(now);
    await started(now);
    // Results a process missed (it died between the match's end and the points) are added here.
    for (const g of await repo.overUnscored()) await score(g.matchId);
    for (const arena of await repo.running(now)) {
      if (arena.over) {
        await finish(arena.id, arena.endsAt, now);
        continue;
      }
      const present = await rooms.userIds('arena', arena.id);
      const opened = await pairRound(repo, app.versus.service, arena, present);
      if (opened.length > 0) changed(arena.id);
    }
  };

  let ticking: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (ticking) return;
    ticking = tick()
      .catch(onError)
      .finally(() => {
        ticking = undefined;
      });
  }, o.tickMs);
  timer.unref();
  app.addHook('onReady', async () => {
    // A fresh install lists the next scheduled arena at once.
    await schedule(new Date()).catch(onError);
  });

  return {
    repo,
    service,
    tick: () => (ticking ??= tick().finally(() => (ticking = undefined))),
    changed,
    async stop() {
      clearInterval(timer);
      if (flush) clearTimeout(flush);
      await ticking;
    },
  };
}
