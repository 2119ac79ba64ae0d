/**
 * The baseline: bare socket.io doing what the arena's pushes and pairing come down to, with no
 * database, no sign-in and no validation. `arena-watch` joins the arena's room and makes the socket
 * free; two free sockets are paired at once (`start-bmevent` to both). A POST to
 * `/api/tournaments/:id/pause` or `/join` broadcasts a standings payload of the same shape to the
 * room. The bench's clients run against it exactly as against the real server.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { Server, type Socket } from 'socket.io';

const port = Number(process.env.PORT);
const standings = Array.from({ length: 100 }, (_, i) => ({
  rank: i + 1,
  userId: randomUUID(),
  userName: `player${i}`,
  points: 100 - i,
  games: 3,
  wins: 1,
  streak: 0,
  status: 'active',
}));
let toggled = 'active';
const server = createServer((req, res) => {
  const url = req.url ?? '';
  if (req.method === 'POST' && url.startsWith('/api/tournaments')) {
    if (url === '/api/tournaments') {
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, data: { tournament: { id: 'bare' } } }));
      return;
    }
    const action = url.split('/').at(-1);
    toggled = action === 'pause' ? 'paused' : 'active';
    io.to('arena:bare').emit('arena-standings', {
      id: 'bare',
      status: 'started',
      players: 1000,
      standings: [
        { ...standings[0], userId: req.headers['x-user'] ?? '', status: toggled },
        ...standings.slice(1),
      ],
      winner: null,
    });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"success":true}');
    return;
  }
  res.writeHead(url === '/api/health' ? 200 : 404, { 'content-type': 'application/json' });
  res.end('{"ok":true}');
});
const io = new Server(server, { serveClient: false });
let waiting: Socket | undefined;
io.on('connection', (s) => {
  s.on('arena-watch', (_id: unknown, ack: (v: unknown) => void) => {
    void s.join('arena:bare');
    ack({ success: true });
    if (waiting?.connected) {
      const matchId = randomUUID();
      for (const x of [waiting, s])
        x.emit('start-bmevent', { matchId, bmeventId: randomUUID(), eventName: 'decimal' });
      waiting = undefined;
    } else waiting = s;
  });
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => io.close(() => process.exit(0)));
