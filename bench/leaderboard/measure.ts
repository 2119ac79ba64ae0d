import { Agent, request } from 'node:http';
import Fastify from 'fastify';

export interface Measured {
  p50: number;
  p99: number;
  rps: number;
}

/** `total` GETs from `concurrency` keep-alive clients; latency of each, in milliseconds. */
export async function measure(
  url: () => string,
  headers: Record<string, string>,
  total: number,
  concurrency: number,
): Promise<Measured> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const get = (u: string) =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const req = request(u, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${u}: HTTP ${res.statusCode}`));
          else resolve(performance.now() - started);
        });
      });
      req.on('error', reject);
      req.end();
    });
  // Warm-up: connections, JIT and caches.
  for (let i = 0; i < Math.min(50, total); i++) await get(url());
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        times.push(await get(url()));
      }
    }),
  );
  const elapsed = performance.now() - started;
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), rps: (times.length / elapsed) * 1000 };
}

/** A bare fastify route answering a leaderboard-sized JSON built in memory (no database). */
export async function startBare() {
  const app = Fastify({ logger: false });
  const body = {
    success: true,
    leaderboard: Array.from({ length: 20 }, (_, i) => ({
      rank: i + 1,
      userId: `bench-${String(i).padStart(7, '0')}`,
      userName: `bench_${i}`,
      image: null,
      highestScore: 999 - i,
    })),
    me: { rank: 100001, highestScore: -1 },
  };
  app.get('/bare', async () => body);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
