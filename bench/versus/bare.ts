/**
 * The baseline: bare socket.io playing the same protocol with no database, no validation and no
 * rating — it pairs searchers in arrival order, acks every request at once and runs each match's
 * clock with timers. The bench's clients play whole matches against it exactly as against the
 * real server, so the ratio shows what the real work costs.
 */

import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { MATCH } from './format.ts';

const port = Number(process.env.PORT);
const server = createServer((req, res) => {
  res.writeHead(req.url === '/api/health' ? 200 : 404, { 'content-type': 'application/json' });
  res.end('{"ok":true}');
});
const io = new Server(server, { serveClient: false });
type Ack = (v: unknown) => void;
const userOf = (s: Socket) => String(s.handshake.headers.cookie ?? '');
const ackOf = (args: unknown[]) => (typeof args.at(-1) === 'function' ? (args.at(-1) as Ack) : () => {});

interface Match {
  players: string[];
  ready: Set<string>;
  loaded: Set<string>;
  finished: Set<string>;
  sessions: Map<string, string>;
}
const waiting: string[] = [];
const matchOf = new Map<string, Match>();
const sessionRoom = (id: string) => `s:${id}`;

io.of('/').on('connection', (s) => void s.join(`u:${userOf(s)}`));
io.of('/versus').on('connection', (s) => {
  const user = userOf(s);
  void s.join(`v:${user}`);
  s.on('search', (...args: unknown[]) => {
    ackOf(args)({ success: true, state: { stage: 'search' } });
    waiting.push(user);
    if (waiting.length >= 2) {
      const players = waiting.splice(0, 2);
      const m: Match = {
        players,
        ready: new Set(),
        loaded: new Set(),
        finished: new Set(),
        sessions: new Map(),
      };
      for (const p of players) {
        matchOf.set(p, m);
        io.of('/versus')
          .to(`v:${p}`)
          .emit('update', { stage: 'choice' }, () => {});
      }
    }
  });
  s.on('choice', (...args: unknown[]) => ackOf(args)({ success: true, state: { stage: 'choice' } }));
  s.on('set-ready', (...args: unknown[]) => {
    ackOf(args)({ success: true, state: { stage: 'choice' } });
    const m = matchOf.get(user);
    if (!m) return;
    m.ready.add(user);
    if (m.ready.size < 2) return;
    for (const p of m.players) {
      const id = randomUUID();
      m.sessions.set(p, id);
      io.of('/').to(`u:${p}`).emit('start-bmevent', { bmeventId: id, eventName: MATCH.event });
    }
  });
});
io.of('/bmevent').on('connection', (s) => {
  const user = userOf(s);
  const id = String((s.handshake.auth as { bmeventId?: string }).bmeventId);
  void s.join(sessionRoom(id));
  const m = matchOf.get(user);
  s.on('ready', (...args: unknown[]) => {
    ackOf(args)({ success: true });
    if (!m) return;
    m.loaded.add(user);
    if (m.loaded.size < 2) return;
    const start = (MATCH.countdownS + MATCH.memorizeS + MATCH.countdownS) * 1000;
    setTimeout(() => {
      const deadline = new Date(Date.now() + MATCH.recallS * 1000).toISOString();
      for (const sid of m.sessions.values())
        io.of('/bmevent').to(sessionRoom(sid)).emit('update', { stage: 'rec', deadline });
    }, start);
  });
  s.on('update', (...args: unknown[]) => ackOf(args)({ success: true, stored: true }));
  s.on('finished', (...args: unknown[]) => {
    ackOf(args)({ success: true });
    if (!m) return;
    m.finished.add(user);
    if (m.finished.size < 2) return;
    for (const [p, sid] of m.sessions) {
      matchOf.delete(p);
      io.of('/bmevent').to(sessionRoom(sid)).emit('update', { stage: 'res', evaluation: 'tie' });
    }
  });
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => io.close(() => process.exit(0)));
