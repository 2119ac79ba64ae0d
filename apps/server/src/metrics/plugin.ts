import { createHash, timingSafeEqual } from 'node:crypto';
import { messages } from '@mnemoria/protocol';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Server } from 'socket.io';
import type { Db } from '../db/client.ts';
import { createMetrics, type DatabaseFigures, type Metrics } from './registry.ts';

/** The HTTP twin of the socket's answer write (routes/api/bmevent.ts). */
const ANSWER_ROUTE = '/api/bmevent/answer';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * `GET /metrics` in Prometheus text. Off (404) unless METRICS_TOKEN is set; then a scrape must
 * send `Authorization: Bearer <token>`. Registered before the routes, so every route is timed.
 */
export function metricsPlugin(app: FastifyInstance, db: Db, token: string | undefined): Metrics | undefined {
  if (!token) {
    app.get('/metrics', async (_request, reply) =>
      reply
        .code(404)
        .send({ messages: messages({ errors: ['Metrics are off (METRICS_TOKEN is not set).'] }) }),
    );
    return undefined;
  }
  const metrics = createMetrics({
    namespaces: () => {
      const out = new Map<string, number>();
      for (const [name, nsp] of app.io?._nsps ?? []) out.set(name, nsp.sockets.size);
      return out;
    },
    pool: () => {
      const client = (db as unknown as { $client?: unknown }).$client;
      if (!(client instanceof pg.Pool)) return undefined;
      return {
        total: client.totalCount,
        idle: client.idleCount,
        waiting: client.waitingCount,
        max: client.options.max ?? 0,
      };
    },
    database: () => databaseFigures(db),
    onError: (err) => app.log.warn({ err }, 'metrics: database figures unavailable'),
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const seconds = reply.elapsedTime / 1000;
    const status = `${Math.floor(reply.statusCode / 100)}xx`;
    metrics.http.observe({ method: request.method, route, status }, seconds);
    if (route === ANSWER_ROUTE && request.method === 'PUT')
      metrics.answerAck.observe({ via: 'http' }, seconds);
  });

  const expected = digest(`Bearer ${token}`);
  app.get('/metrics', async (request, reply) => {
    const given = digest(request.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ messages: messages({ errors: ['A valid bearer token is required.'] }) });
    const text = await metrics.scrape();
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(text);
  });
  return metrics;
}

/** Times each recall answer received on a /bmevent socket until its acknowledgement. */
export function metricsSockets(io: Server, metrics: Metrics | undefined) {
  if (!metrics) return;
  io.of('/bmevent').on('connection', (socket) => {
    socket.use((packet, next) => {
      const ack = packet.at(-1);
      if (packet[0] === 'update' && packet[2] === 'answer' && typeof ack === 'function') {
        const end = metrics.answerAck.startTimer({ via: 'socket' });
        packet[packet.length - 1] = (...args: unknown[]) => {
          end();
          return ack(...args);
        };
      }
      next();
    });
  });
}

async function databaseFigures(db: Db): Promise<DatabaseFigures> {
  // Each part reads a partial index: running sessions, their due times, open matches.
  const result = await db.execute(sql`
    select
      (select count(*) from bmevents where running)::int as sessions,
      coalesce(extract(epoch from now() - (select min(due_at) from bmevents where running and due_at <= now())), 0)::float8 as lag,
      (select coalesce(json_object_agg(stage, n), '{}'::json)
         from (select stage, count(*)::int as n from matches where stage <> 'over' group by stage) m) as matches`);
  const row = (
    result as unknown as { rows: { sessions: number; lag: number; matches: Record<string, number> }[] }
  ).rows[0];
  return {
    sessionsRunning: row?.sessions ?? 0,
    sweepLagSeconds: row?.lag ?? 0,
    matchesByStage: row?.matches ?? {},
  };
}
