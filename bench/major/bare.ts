/**
 * The baseline of `npm run bench:major`, run as its own process: bare fastify whose
 * /api/major/* routes answer a fixed JSON body as large as the real server's typical answer
 * (BARE_BYTES), so the difference is what the Major System service itself costs.
 */
import Fastify from 'fastify';

const port = Number(process.env.PORT);
const bytes = Number(process.env.BARE_BYTES ?? 2000);
const base = JSON.stringify({ success: true, data: { pad: '' } });
const body = JSON.stringify({ success: true, data: { pad: 'x'.repeat(Math.max(0, bytes - base.length)) } });

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ ok: true }));
app.get('/api/major/*', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port, host: '127.0.0.1' });
