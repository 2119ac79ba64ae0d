import { join } from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { messages } from '@mnemoria/protocol';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import type { Config } from './config.ts';
import { type Database, openDatabase, pingDatabase } from './db/client.ts';
import type { EmbeddedServer } from './db/embedded.ts';
import { type CounterStore, MemoryCounterStore, RedisCounterStore } from './lib/counter-store.ts';
import { type Mailer, outboxMailer, smtpMailer } from './lib/mailer.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './lib/rate-limits.ts';
import { closeTransports, lifecyclePlugin, lifecycleSockets } from './lifecycle/drain.ts';
import { MediaAddresses, mediaPlugin } from './media/index.ts';
import { metricsPlugin, metricsSockets } from './metrics/plugin.ts';
import { accountsPlugin, createAccounts } from './plugins/app/accounts/index.ts';
import { createAvatars } from './plugins/app/avatars/index.ts';
import { createBmevents } from './plugins/app/bmevent/index.ts';
import { type ChatOptions, createChat } from './plugins/app/chat/index.ts';
import { loadContent } from './plugins/app/content.ts';
import { createLeaderboard } from './plugins/app/leaderboard/index.ts';
import { createLive } from './plugins/app/live/index.ts';
import { liveShareRoutes } from './plugins/app/live/routes.ts';
import { createMyPalaces } from './plugins/app/my-palaces/index.ts';
import { registerPalaces } from './plugins/app/palaces/index.ts';
import { createPayments } from './plugins/app/payments/index.ts';
import type { StripeOptions } from './plugins/app/payments/stripe-provider.ts';
import { createNotifier } from './plugins/app/push/index.ts';
import { pushRoutes } from './plugins/app/push/routes.ts';
import { createSeasons, type SeasonsOptions } from './plugins/app/seasons/index.ts';
import { seasonsRoutes } from './plugins/app/seasons/routes.ts';
import { createTournaments, type TournamentOptions } from './plugins/app/tournaments/index.ts';
import { tournamentRoutes } from './plugins/app/tournaments/routes.ts';
import { createVersus, type VersusOptions } from './plugins/app/versus/index.ts';
import { versusRoutes } from './plugins/app/versus/routes.ts';
import { compressPlugin } from './plugins/external/compress.ts';
import {
  guardSocketInput,
  inputGuardPlugin,
  isInvalidInputError,
  recordRoutes,
} from './plugins/external/input-guard.ts';
import { nativeCorsPlugin } from './plugins/external/native-cors.ts';
import { securityPlugin } from './plugins/external/security.ts';
import { webStaticPlugin } from './plugins/external/web-static.ts';
import { registerArenaOnMain } from './realtime/arena.ts';
import { registerBmeventNamespace } from './realtime/bmevent.ts';
import { registerChatNamespace } from './realtime/chat.ts';
import { createIo } from './realtime/io.ts';
import { registerMainNamespace } from './realtime/main.ts';
import { registerSeasonOnMain } from './realtime/season.ts';
import { registerVersusNamespace } from './realtime/versus.ts';
import { registerLivesOnMain, registerWatchNamespace } from './realtime/watch.ts';
import { analyticsRoutes } from './routes/api/analytics.ts';
import { authRoutes } from './routes/api/auth.ts';
import { bmeventRoutes } from './routes/api/bmevent.ts';
import { bmeventMetaRoutes } from './routes/api/bmevent-meta.ts';
import { chatRoutes } from './routes/api/chat.ts';
import { chatAdminRoutes } from './routes/api/chat-admin.ts';
import { historyRoutes } from './routes/api/history.ts';
import { leaderboardRoutes } from './routes/api/leaderboard.ts';
import { majorRoutes } from './routes/api/major.ts';
import { myPalaceRoutes } from './routes/api/my-palaces.ts';
import { myPalaceMediaRoutes } from './routes/api/my-palaces-media.ts';
import { palaceRoutes } from './routes/api/palaces.ts';
import { palaceAdminRoutes } from './routes/api/palaces-admin.ts';
import { paymentRoutes } from './routes/api/payment.ts';
import { presetRoutes } from './routes/api/presets.ts';
import { rankBadgeRoutes, ranksRoutes } from './routes/api/ranks.ts';
import { resultsRoutes } from './routes/api/results.ts';
import { systemsRoutes } from './routes/api/systems.ts';
import { userRoutes } from './routes/api/user.ts';
import { userImageRoutes } from './routes/api/user-image.ts';
import { userSettingsRoutes } from './routes/api/user-settings.ts';

export interface BuildOptions {
  /** Tests tighten or loosen limits; production uses the defaults. */
  rateLimits?: Partial<RateLimits>;
  /** Prefix for Redis keys, so parallel test runs never share counters. */
  redisPrefix?: string;
  /** Replaces the mailer (tests capture emails; default is SMTP or the outbox). */
  mailer?: Mailer;
  logger?: boolean;
  /** How often overdue session stages are swept (default 1 s). */
  sweepIntervalMs?: number;
  /** Versus timings and formats (tests play short matches with short grace periods). */
  versus?: Partial<VersusOptions>;
  seasons?: Partial<SeasonsOptions>;
  /** The embedded database, already starting (main.ts starts it while the app's modules load). */
  embeddedDatabase?: Promise<EmbeddedServer>;
  /** Arena timings (tests pair every few milliseconds). */
  tournaments?: Partial<TournamentOptions>;
  /** Chat limits (tests flood with a known budget). */
  chat?: ChatOptions;
  /** The versus viewers' broadcast delay in ms (default VERSUS_WATCH_DELAY seconds). */
  versusWatchDelayMs?: number;
  /** Where the Stripe client sends its API calls (tests point it at a local stand-in). */
  stripe?: StripeOptions;
}

/** Requests slower than this are logged at warn level even when they succeed. */
const SLOW_REQUEST_MS = 1_000;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    io: Server;
  }
}

/** Builds the whole server (HTTP + sockets) without listening, so tests drive the real thing. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.LOG_LEVEL },
    // Two JSON lines per request cost a fifth of a cheap route's throughput: one line is written
    // in onResponse below, for errors and slow requests (every request at debug level).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });
  recordRoutes(app);
  app.decorate('config', config);
  lifecyclePlugin(app);

  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    embedded: options.embeddedDatabase,
    onConnectionLost: (err) =>
      app.log.warn({ err }, 'an idle database connection was lost; the pool opens another'),
  });
  app.decorate('database', database);
  app.log.info({ database: database.kind }, 'database ready, migrations applied');

  const redisClients: Redis[] = [];
  const redisPrefix = options.redisPrefix ?? config.REDIS_PREFIX;
  let counters: CounterStore = new MemoryCounterStore();
  let adapterClients: { pub: Redis; sub: Redis; key: string } | undefined;
  if (config.REDIS_URL) {
    const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3 });
    const pub = redis.duplicate();
    // The socket.io adapter answers other processes' requests (fetchSockets) with a publish whose
    // promise it drops: one that lands after this process closed its connections (shutting down
    // while another process asks) must not become an unhandled rejection. The answer is moot then.
    const publish = pub.publish.bind(pub) as (...args: unknown[]) => Promise<number>;
    pub.publish = ((...args: unknown[]) => {
      const sent = publish(...args);
      sent.catch(() => {});
      return sent;
    }) as typeof pub.publish;
    // No ready check on the subscriber: when the adapter subscribes while that check is pending,
    // ioredis sends INFO in subscriber mode, drops the connection and loses the subscriptions, so
    // this process would silently miss every broadcast from the others.
    const sub = redis.duplicate({ enableReadyCheck: false });
    redisClients.push(redis, pub, sub);
    counters = new RedisCounterStore(redis, redisPrefix);
    adapterClients = { pub, sub, key: `${redisPrefix}socket.io` };
  }

  const mailer =
    options.mailer ??
    (config.SMTP_URL
      ? smtpMailer(config.SMTP_URL, config.SMTP_FROM)
      : outboxMailer(join(config.DATA_DIR, 'outbox'), config.SMTP_FROM, app.log));

  const limits = {
    ...DEFAULT_RATE_LIMITS,
    signup: { ...DEFAULT_RATE_LIMITS.signup, max: config.SIGNUP_LIMIT_PER_HOUR },
    loginIpFailures: { ...DEFAULT_RATE_LIMITS.loginIpFailures, max: config.LOGIN_FAILURE_LIMIT_PER_IP },
    ...options.rateLimits,
  };
  // One set of opaque media addresses for the sessions' content and the media route that serves it.
  const mediaAddresses = new MediaAddresses(config.SESSION_SECRET);
  const content = await loadContent(config.MEDIA_DIR, app.log, mediaAddresses);
  app.decorate(
    'bmevents',
    createBmevents(app, database.db, () => content),
  );
  const leaderboard = createLeaderboard({
    db: database.db,
    log: app.log,
    redis: redisClients[0] && { client: redisClients[0], prefix: redisPrefix },
  });
  app.decorate('leaderboard', leaderboard);
  app.decorate(
    'live',
    createLive(app, database.db, options.versusWatchDelayMs ?? config.VERSUS_WATCH_DELAY * 1000),
  );
  app.bmevents.engine.onResultCommitted = (row) =>
    leaderboard.resultCommitted(row.userId, row.name, row.mode);
  app.decorate('chat', createChat(app, database.db, counters, options.chat));
  app.decorate('avatars', createAvatars(database.db, join(config.DATA_DIR, 'avatars')));
  app.decorate('myPalaces', createMyPalaces(database.db, config.DATA_DIR));
  app.decorate('notifier', createNotifier(database.db, config, app.log));
  accountsPlugin(
    app,
    createAccounts({
      db: database.db,
      counters,
      limits,
      mailer,
      secret: config.SESSION_SECRET,
      redis: redisClients[0],
      redisPrefix,
    }),
  );

  await app.register(cookie);
  await app.register(formbody);
  const origins = {
    publicUrl: config.PUBLIC_URL,
    allowed: [...config.ALLOWED_ORIGINS, ...config.NATIVE_ORIGINS],
    trustProxy: config.TRUST_PROXY,
  };
  await app.register(nativeCorsPlugin, { origins: config.NATIVE_ORIGINS });
  await app.register(securityPlugin, origins);
  // Before every route: compression hooks attach only to routes registered after it.
  await app.register(compressPlugin);
  await app.register(inputGuardPlugin);
  const metrics = metricsPlugin(app, database.db, config.METRICS_TOKEN);

  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    const level = reply.statusCode >= 500 ? 'error' : ms >= SLOW_REQUEST_MS ? 'warn' : 'debug';
    if (level === 'debug' && request.log.level !== 'debug' && request.log.level !== 'trace') return;
    request.log[level](
      { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(ms) },
      'request',
    );
  });

  app.setErrorHandler((err: { statusCode?: number; message?: string }, request, reply) => {
    // A value the database refuses is the client's input, not our failure.
    const invalid = isInvalidInputError(err);
    const status = invalid ? 400 : err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) request.log.error({ err }, 'request failed');
    const text =
      status === 500
        ? 'Something went wrong on our side. Please try again.'
        : invalid
          ? 'The request holds a value that cannot be stored.'
          : (err.message ?? '');
    return reply.code(status).send({ messages: messages({ errors: [text] }) });
  });

  app.get('/api/health', async (_request, reply) => {
    const db = await pingDatabase(database.db);
    const redis = redisClients[0] ? (await redisClients[0].ping().catch(() => '')) === 'PONG' : undefined;
    // A draining process is on its way out: the proxy's health check takes it out of rotation.
    const draining = app.lifecycle.draining;
    const ok = db && redis !== false && !draining;
    return reply
      .code(ok ? 200 : 503)
      .send({ ok, db, redis: redis ?? 'not configured', ...(draining ? { draining } : {}) });
  });
  await app.register(authRoutes, { prefix: '/api', secureCookies: config.secureCookies });
  await app.register(userRoutes, { prefix: '/api' });
  await app.register(bmeventMetaRoutes, { prefix: '/api' });
  await app.register(historyRoutes, { prefix: '/api' });
  await app.register(bmeventRoutes, { prefix: '/api' });
  await app.register(analyticsRoutes, { prefix: '/api' });
  await app.register(ranksRoutes, { prefix: '/api' });
  await app.register(resultsRoutes, { prefix: '/api' });
  await app.register(userSettingsRoutes, { prefix: '/api' });
  await app.register(presetRoutes, { prefix: '/api' });
  await app.register(liveShareRoutes, { prefix: '/api' });
  await app.register(pushRoutes, { prefix: '/api' });
  await app.register(versusRoutes, { prefix: '/api' });
  await app.register(seasonsRoutes, { prefix: '/api' });
  await app.register(tournamentRoutes, { prefix: '/api' });
  await app.register(majorRoutes, { prefix: '/api' });
  await app.register(systemsRoutes, { prefix: '/api', content: () => content });
  await app.register(leaderboardRoutes, { prefix: '/api' });
  await app.register(chatRoutes, { prefix: '/api' });
  await app.register(chatAdminRoutes, { prefix: '/api' });
  await app.register(paymentRoutes, { prefix: '/api', payments: createPayments(config, options.stripe) });
  await registerPalaces(app, database.db, config.DATA_DIR, config.NODE_ENV !== 'test');
  await app.register(palaceRoutes, { prefix: '/api' });
  await app.register(palaceAdminRoutes, { prefix: '/api' });
  await app.register(myPalaceRoutes, { prefix: '/api' });
  await app.register(myPalaceMediaRoutes, { prefix: '/api' });
  await app.register(userImageRoutes);
  await app.register(rankBadgeRoutes);
  await app.register(mediaPlugin, {
    addresses: mediaAddresses,
    mediaDir: config.MEDIA_DIR,
    cacheDir: join(config.DATA_DIR, 'media-cache'),
  });
  await app.register(webStaticPlugin, {
    webDist: config.WEB_DIST,
    signedIn: async (request) => (await app.accounts.currentUser(request)) !== undefined,
  });

  const io = createIo(app, { ...origins, native: config.NATIVE_ORIGINS, redis: adapterClients });
  app.decorate('io', io);
  guardSocketInput(io);
  lifecycleSockets(app, io);
  metricsSockets(io, metrics);
  registerMainNamespace(app, io, redisClients[0] && { redis: redisClients[0], prefix: redisPrefix });
  registerBmeventNamespace(app, io);
  registerWatchNamespace(app, io);
  registerLivesOnMain(app, io);
  app.decorate(
    'versus',
    createVersus(
      app,
      () => content,
      redisClients[0] && { redis: redisClients[0], prefix: redisPrefix },
      options.versus,
      counters,
    ),
  );
  app.decorate('seasons', createSeasons(app, options.seasons));
  app.decorate('tournaments', createTournaments(app, options.tournaments));
  registerArenaOnMain(app, io);
  registerSeasonOnMain(io);
  registerVersusNamespace(app, io);
  registerChatNamespace(app, io);

  // Deadlines live in the database; this sweep ends every overdue stage, also after a restart
  // or when the process that scheduled it is gone.
  const sweepMs = options.sweepIntervalMs ?? 1000;
  let sweeping = false;
  const sweeper = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    app.bmevents.engine
      .sweep()
      .catch((err) => app.log.error({ err }, 'deadline sweep failed'))
      .finally(() => {
        sweeping = false;
      });
  }, sweepMs);
  sweeper.unref();
  app.addHook('onReady', async () => {
    // In the background: reads use the database until the Redis mirror is built.
    void leaderboard.start();
    await app.bmevents.engine.sweep();
    // This month's season exists from the first start, and a month that ended while down closes.
    await app.seasons.tick();
  });

  app.addHook('preClose', async () => {
    clearInterval(sweeper);
    // This process's connections only, at the transport, so their clients reconnect (to another
    // process). io.disconnectSockets() would go through the Redis adapter and disconnect the main
    // namespace's sockets of every process, telling those clients not to reconnect.
    closeTransports(io);
    // Writes the view state still held in memory before the database closes.
    await app.seasons.stop();
    await app.tournaments.stop();
    await app.versus.stop();
    await app.bmevents.engine.stop();
  });
  app.addHook('onClose', async () => {
    io.engine.close();
    await database.close();
    await Promise.all(redisClients.map((r) => r.quit().catch(() => r.disconnect())));
  });
  return app;
}
