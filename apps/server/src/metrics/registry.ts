import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds: from a cached read (a few ms) to the slow-request line (1 s) and past it. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** The database-side figures, read at each scrape (they are the deployment's, not this process's). */
export interface DatabaseFigures {
  sessionsRunning: number;
  /** Open matches by stage (choice, loading, playing). */
  matchesByStage: Record<string, number>;
  /** Seconds the most overdue running session has waited past its due time for a sweep (0: none). */
  sweepLagSeconds: number;
}

export interface PoolFigures {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface MetricSources {
  namespaces(): Map<string, number>;
  pool(): PoolFigures | undefined;
  database(): Promise<DatabaseFigures>;
  onError(err: unknown): void;
}

/** One registry per app: the process's Node figures plus Mnemoria's own. */
export function createMetrics(sources: MetricSources) {
  const registry = new Registry();
  // Includes the event-loop delay (nodejs_eventloop_lag_*: mean, p50, p90, p99, max).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });

  const http = new Histogram({
    name: 'mnemoria_http_request_duration_seconds',
    help: 'HTTP request latency by route pattern (unmatched paths share one label)',
    labelNames: ['method', 'route', 'status'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const answerAck = new Histogram({
    name: 'mnemoria_answer_ack_seconds',
    help: 'From a recall answer received to its acknowledgement (stored), by transport',
    labelNames: ['via'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'mnemoria_socket_connections',
    help: 'Socket.io connections open on this process, by namespace',
    labelNames: ['namespace'],
    registers: [registry],
    collect() {
      for (const [namespace, count] of sources.namespaces()) this.set({ namespace }, count);
    },
  });
  const poolGauge = (name: string, help: string, pick: (p: PoolFigures) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const p = sources.pool();
        if (p) this.set(pick(p));
      },
    });
  poolGauge('mnemoria_db_pool_connections', 'Database connections open in the pool', (p) => p.total);
  poolGauge('mnemoria_db_pool_idle', 'Database connections open and idle', (p) => p.idle);
  poolGauge('mnemoria_db_pool_waiting', 'Queries waiting for a free database connection', (p) => p.waiting);
  poolGauge('mnemoria_db_pool_max', 'The pool size (DATABASE_POOL_SIZE)', (p) => p.max);

  // One database read per scrape feeds the three gauges below (scrape() starts a fresh one).
  let figures: Promise<DatabaseFigures | undefined> | undefined;
  const read = () => {
    figures ??= sources.database().catch((err: unknown) => {
      sources.onError(err);
      return undefined;
    });
    return figures;
  };
  new Gauge({
    name: 'mnemoria_sessions_running',
    help: 'Training and match sessions running in the whole deployment',
    registers: [registry],
    async collect() {
      const f = await read();
      if (f) this.set(f.sessionsRunning);
    },
  });
  new Gauge({
    name: 'mnemoria_matches_running',
    help: 'Versus matches not over in the whole deployment, by stage',
    labelNames: ['stage'],
    registers: [registry],
    async collect() {
      const f = await read();
      if (!f) return;
      this.reset();
      for (const stage of ['choice', 'loading', 'playing']) this.set({ stage }, f.matchesByStage[stage] ?? 0);
    },
  });
  new Gauge({
    name: 'mnemoria_sweep_lag_seconds',
    help: 'How long the most overdue running session has waited past its due time for a sweep',
    registers: [registry],
    async collect() {
      const f = await read();
      if (f) this.set(f.sweepLagSeconds);
    },
  });
  const scrape = () => {
    figures = undefined;
    return registry.metrics();
  };
  return { registry, http, answerAck, scrape };
}

export type Metrics = ReturnType<typeof createMetrics>;
