/**
 * Realtime load: every player holds its own /bmevent socket in the recall stage and sends its
 * whole answer (`update(id, 'answer', cells, seq)`, seq increasing) every `everyMs`, as the web
 * app does while the player types. Ack latency is timed per message; messages still unacked a
 * few seconds after the window count as not acked.
 */
import { io, type Socket } from 'socket.io-client';
import { pool } from './clients.ts';
import { percentile } from './stats.ts';

export interface Seat {
  id: string;
  cookie: string;
}

export interface RealtimeFigures {
  ackP50: number;
  ackP99: number;
  /** Share of sent messages acked with success within the window plus the grace period. */
  acked: number;
  sent: number;
}

const GRACE_MS = 3_000;

async function connect(base: string, seat: Seat): Promise<Socket> {
  const socket = io(`${base}/bmevent`, {
    transports: ['websocket'],
    auth: { bmeventId: seat.id },
    extraHeaders: { cookie: seat.cookie },
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });
  return socket;
}

export async function connectAll(base: string, seats: Seat[]): Promise<Socket[]> {
  return pool(seats, 50, (s) => connect(base, s));
}

/**
 * Sends for `windowMs`, between the `around` hooks (CPU readings); then waits up to GRACE_MS for
 * outstanding acks. An ack later than that counts as not acked.
 */
export async function answerStorm(
  sockets: Socket[],
  seats: Seat[],
  answer: string[],
  timing: { everyMs: number; windowMs: number; seqBase: number },
  around: { start(): void; stop(): void },
): Promise<RealtimeFigures> {
  const { everyMs, windowMs } = timing;
  const latencies: number[] = [];
  let sent = 0;
  let ok = 0;
  const timers: NodeJS.Timeout[] = [];
  around.start();
  sockets.forEach((socket, i) => {
    const seat = seats[i] as Seat;
    let seq = timing.seqBase;
    const send = () => {
      seq++;
      sent++;
      const t0 = performance.now();
      socket.emit('update', seat.id, 'answer', answer, seq, (reply: { success?: boolean }) => {
        latencies.push(performance.now() - t0);
        if (reply?.success) ok++;
      });
    };
    // Spread the players over the interval, as real typists are.
    timers.push(
      setTimeout(
        () => {
          send();
          timers.push(setInterval(send, everyMs));
        },
        (i * everyMs) / sockets.length,
      ),
    );
  });
  await new Promise((r) => setTimeout(r, windowMs));
  for (const t of timers) clearTimeout(t);
  around.stop();
  const deadline = performance.now() + GRACE_MS;
  while (latencies.length < sent && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  const acked = ok / sent;
  // A message not acked by now is slower than any acked one.
  const all = [...latencies];
  while (all.length < sent) all.push(Number.POSITIVE_INFINITY);
  all.sort((a, b) => a - b);
  return { ackP50: percentile(all, 50), ackP99: percentile(all, 99), acked, sent };
}

export function closeAll(sockets: Socket[]) {
  for (const s of sockets) s.close();
}
