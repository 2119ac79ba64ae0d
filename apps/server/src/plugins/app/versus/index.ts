import type { ContentPack } from '@mnemoria/events';
import { CHALLENGE_TTL_MS } from '@mnemoria/protocol';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { CounterStore } from '../../../lib/counter-store.ts';
import { consume } from '../../../lib/rate-limits.ts';
import { Rooms } from '../../../realtime/rooms/registry.ts';
import { versusOutbox } from '../../../realtime/versus-outbox.ts';
import { announceInMatch } from '../chat/index.ts';
import { ChallengeStore } from './challenge-store.ts';
import { Challenges } from './challenges.ts';
import { DEFAULT_VERSUS_OPTIONS, type VersusDeps, type VersusGroups, type VersusOptions } from './deps.ts';
import type { VersusEvent } from './events.ts';
import { MemoryPool, RedisPool, type SearchPool } from './pool.ts';
import { VersusPresence } from './presence.ts';
import { Rematches } from './rematch.ts';
import { VersusRepository } from './repository.ts';
import { VERSUS_FORMATS } from './rules.ts';
import { MODE, VersusService } from './service.ts';

export type { VersusOptions } from './deps.ts';

/**
 * VERSUS_FORMAT (`memorize,recall[,amount]`) replaces every event's format, so test and demo
 * servers can play a whole match in seconds; unset, the documented fixed formats apply.
 */
export function configuredFormat(raw: string | undefined): VersusOptions['format'] {
  if (!raw) return undefined;
  const [memorizeSeconds = 60, recallSeconds = 180, amount] = raw.split(',').map(Number);
  return (event) => ({
    ...VERSUS_FORMATS[event],
    memorizeSeconds,
    recallSeconds,
    ...(amount ? { amount } : {}),
  });
}

export interface Versus {
  service: VersusService;
  /** Rematch asks on a finished match's result. */
  rematch: Rematches;
  /** Direct challenges of a named user. */
  challenges: Challenges;
  repo: VersusRepository;
  presence: VersusPresence;
  /** The searching players (in Redis when configured). */
  pool: SearchPool;
  /** Told of every versus event after the rooms got it (the Lives list follows matches). Must not throw. */
  listeners: ((e: VersusEvent) => void)[];
  /** Lets searches of another mode than '1v1' pair within groups (the seasons plugin). */
  setGroups(groups: VersusGroups): void;
  /** Pairs the pool and ends overdue loads (runs every `tickMs`; tests call it directly). */
  tick(): Promise<void>;
  /** Stops the timers and waits for the work they started (it uses Redis and the database). */
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    versus: Versus;
  }
}

/**
 * Wires versus to the database, the session engine, the pool (Redis when configured) and the room
 * registry, and hooks it into the engine: versus sessions start when both players have loaded, and
 * every move of one is reported to its match.
 */
export function createVersus(
  app: FastifyInstance,
  content: () => ContentPack,
  shared: { redis: Redis; prefix: string } | undefined,
  options: Partial<VersusOptions> = {},
  counters?: CounterStore,
): Versus {
  const repo = new VersusRepository(app.database.db, app.bmevents.repo);
  const rooms = new Rooms(() => app.io);
  const onError = (err: unknown) => app.log.error({ err }, 'versus background task failed');
  const engine = app.bmevents.engine;
  let publish: (e: VersusEvent) => void = () => {};
  const listeners: Versus['listeners'] = [];
  const opts: VersusOptions = {
    ...DEFAULT_VERSUS_OPTIONS,
    format: configuredFormat(app.config.VERSUS_FORMAT),
    graceMs: app.config.VERSUS_GRACE * 1000,
    ...options,
  };
  const deps: VersusDeps = {
    repo,
    pool: shared
      ? new RedisPool(shared.redis, shared.prefix, opts.poolTtlMs)
      : new MemoryPool(opts.poolTtlMs),
    // Through the exact user cache: every state push reads the user (name, trials).
    findUser: (id) => app.accounts.userById(id),
    content,
    view: (row) => engine.view(row),
    sweep: () => engine.sweep(),
    finishSession: (userId, id) => engine.finish(userId, id),
    publish: (e) => {
      publish(e);
      for (const listen of listeners) listen(e);
    },
    announce: (matchId, text) => announceInMatch(app, matchId, text),
    now: () => new Date(),
    onError,
    options: opts,
  };
  const service = new VersusService(deps);
  publish = versusOutbox(rooms, { state: (id) => service.state(id), view: deps.view, onError });
  engine.versus = {
    loaded: async (userId, id) => {
      await service.clock.loaded(userId, id).catch(onError);
    },
    // The match reacts after the engine's reply (a submitted recall is acknowledged at once;
    // halving the other's recall and deciding the match follow as pushes).
    moved: async (row) => {
      void service.clock.moved(row).catch(onError);
    },
  };
  const connections = async (userId: string, bmeventId: string | null) =>
    (await rooms.size('versus-user', userId)) + (bmeventId ? await rooms.size('session', bmeventId) : 0);
  deps.present = async (userId, bmeventId) => (await connections(userId, bmeventId)) > 0;
  const presence = new VersusPresence(
    repo,
    connections,
    (userId) => service.absent(userId),
    { choiceMs: deps.options.choiceGraceMs, matchMs: deps.options.graceMs },
    onError,
  );
  deps.checkPresence = (userId) => {
    presence.gone(userId, 'versus');
    // A player with no versus connection left (the app in the background) hears of the match by push.
    const found = {
      title: 'Match found',
      body: 'Your opponent is waiting: choose the event.',
      url: '/app/versus',
    };
    void rooms
      .size('versus-user', userId)
      .then((open) => (open === 0 ? app.notifier.notifyUser(userId, found) : 0))
      .catch(onError);
  };
  const tick = async () => {
    await service.pair();
    await service.clock.endOverdueLoads();
  };
  // The tick under way, if any (one at a time; shutdown waits for it).
  let ticking: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (ticking) return;
    ticking = tick()
      .catch(onError)
      .finally(() => {
        ticking = undefined;
      });
  }, deps.options.tickMs);
  timer.unref();
  // Searches of players connected here stay in the pool; a crashed process's searchers expire.
  const renewal = setInterval(() => {
    const here = app.io?.of('/versus').sockets;
    if (!here || here.size === 0) return;
    const ids = new Set<string>();
    for (const socket of here.values()) ids.add((socket.data as { user: { id: string } }).user.id);
    void deps.pool.renew(MODE, [...ids]).catch(onError);
  }, opts.poolTtlMs / 3);
  renewal.unref();
  const challenges = new Challenges(deps, service, {
    store: new ChallengeStore(app.database.db),
    connected: async (userId) =>
      (await rooms.size('user', userId)) + (await rooms.size('versus-user', userId)) > 0,
    emit: (userId, view) => rooms.emit('user', userId, 'challenge', view),
    notify: (userId, message) => void app.notifier.notifyUser(userId, message),
    // Without a shared counter store (a bare test app) nothing limits the sending.
    wait: async (userId) => (counters ? consume(counters, `challenge:${userId}`, opts.challengeLimit) : 0),
    ttlMs: opts.challengeTtlMs ?? CHALLENGE_TTL_MS,
  });
  return {
    service,
    rematch: new Rematches(deps, service),
    challenges,
    repo,
    presence,
    pool: deps.pool,
    listeners,
    setGroups(groups) {
      deps.groups = groups;
    },
    tick,
    async stop() {
      clearInterval(timer);
      clearInterval(renewal);
      presence.stop();
      challenges.stop();
      service.clock.stop();
      await Promise.all([ticking, service.drain()]);
    },
  };
}
