/**
 * Baseline servers, run as their own child process: `bare.ts http` is fastify with one catch-all
 * route answering JSON of the same size as the real server's answer to that request (sizes come
 * in BARE_SIZES); `bare.ts io` is socket.io whose /bmevent `update` handler only acks. Both answer
 * /api/health so the harness can time their start like the real server's.
 */
import { createServer } from 'node:http';
import Fastify from 'fastify';
import { Server } from 'socket.io';

const port = Number(process.env.PORT);
const mode = process.argv[2];

/** `{ success, bmevent: { id, pad } }` padded to `bytes`, so a flow client still finds an id. */
function payload(bytes: number): string {
  const base = JSON.stringify({ success: true, bmevent: { id: 'bare', pad: '' } });
  return JSON.stringify({
    success: true,
    bmevent: { id: 'bare', pad: 'x'.repeat(Math.max(0, bytes - base.length)) },
  });
}

if (mode === 'http') {
  const sizes = JSON.parse(process.env.BARE_SIZES ?? '{}') as Record<string, number>;
  const bodies = new Map(Object.entries(sizes).map(([k, n]) => [k, payload(n)]));
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  app.get('/api/health', async () => ({ ok: true }));
  app.all('/*', async (request, reply) => {
    const path = request.url.split('?')[0];
    const stage = (request.body as { stage?: unknown } | undefined)?.stage;
    const key = `${request.method} ${path}${typeof stage === 'string' ? `:${stage}` : ''}`;
    reply.type('application/json; charset=utf-8');
    return bodies.get(key) ?? bodies.get(`${request.method} ${path}`) ?? payload(64);
  });
  await app.listen({ port, host: '127.0.0.1' });
} else if (mode === 'io') {
  const server = createServer((req, res) => {
    res.writeHead(req.url === '/api/health' ? 200 : 404, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  });
  const io = new Server(server, { serveClient: false });
  io.of('/bmevent').on('connection', (socket) => {
    socket.on('update', (...args: unknown[]) => {
      const ack = args.at(-1);
      if (typeof ack === 'function') ack({ success: true });
    });
  });
  server.listen(port, '127.0.0.1');
  const stop = () => io.close(() => process.exit(0));
  process.on('SIGTERM', stop);
} else {
  throw new Error('usage: bare.ts http|io');
}
