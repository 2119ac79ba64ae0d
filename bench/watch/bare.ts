/**
 * The baseline: bare socket.io relaying the same protocol with no database, no sign-in and no
 * validation. A player's `update` of a view field is acknowledged and broadcast to the session's
 * watch room; a viewer joins that room on connecting. The bench's clients run against it exactly
 * as against the real server, so the ratio shows what the real work costs.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const port = Number(process.env.PORT);
const server = createServer((req, res) => {
  const init = req.url?.startsWith('/api/bmevent/init/');
  res.writeHead(req.url === '/api/health' || init ? 200 : 404, { 'content-type': 'application/json' });
  res.end(init ? JSON.stringify({ success: true, bmevent: { id: randomUUID() } }) : '{"ok":true}');
});
const io = new Server(server, { serveClient: false });
type Ack = (v: unknown) => void;
const ackOf = (args: unknown[]) => (typeof args.at(-1) === 'function' ? (args.at(-1) as Ack) : () => {});
const idOf = (auth: unknown) => String((auth as { bmeventId?: string }).bmeventId);

io.of('/bmevent').on('connection', (s) => {
  const id = idOf(s.handshake.auth);
  s.on('ready', (...args: unknown[]) => ackOf(args)({ success: true, bmevent: { stage: 'cdm' } }));
  s.on('update', (...args: unknown[]) => {
    const [, field, value] = args as [string, string, unknown];
    if (field !== 'stage')
      io.of('/watch')
        .to(`watch:${id}`)
        .emit('update', { [field]: value });
    ackOf(args)({ success: true, bmevent: { stage: field === 'stage' ? value : 'mem' } });
  });
});
io.of('/watch').on('connection', (s) => {
  const id = idOf(s.handshake.auth);
  void s.join(`watch:${id}`);
  s.emit('bmevent', { _id: id, stage: 'cdm', viewer: true });
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => io.close(() => process.exit(0)));
