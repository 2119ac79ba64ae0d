import type { LiveStandardItem, WatchBmevent } from '@mnemoria/protocol';
import { io as connect, type Socket } from 'socket.io-client';

/** Any message these tests read: a session (whole or in part) or a lives list. */
export type Payload = Partial<WatchBmevent> & { lives: LiveStandardItem[] };
/** An acknowledgement: a command's outcome, a session or a lives list. */
export type Ack = { success: boolean; error?: string; stored?: boolean; bmevent: WatchBmevent } & Payload;

export interface Received {
  event: string;
  args: unknown[];
}

/** A client socket recording every event the server pushes, with an acknowledged emit. */
export async function openSocket(
  url: string,
  nsp: string,
  cookie: string,
  sockets: Socket[],
  auth?: Record<string, unknown>,
): Promise<{
  socket: Socket;
  got: Received[];
  refused?: string;
  emit: (e: string, ...a: unknown[]) => Promise<Ack>;
}> {
  const socket = connect(`${url}${nsp}`, {
    transports: ['websocket'],
    extraHeaders: { cookie },
    auth,
    reconnection: false,
    // One connection per client: sockets of different users must not share a manager (cookie).
    forceNew: true,
  });
  sockets.push(socket);
  const got: Received[] = [];
  socket.onAny((event: string, ...args: unknown[]) => got.push({ event, args }));
  const emit = (event: string, ...args: unknown[]) =>
    socket
      .timeout(5000)
      .emitWithAck(event, ...args)
      .then((ack: Ack) => ack)
      .catch((err: Error) => {
        throw new Error(`${nsp} ${event}: ${err.message}`);
      });
  return new Promise((resolve) => {
    socket.on('connect', () => resolve({ socket, got, emit }));
    socket.on('connect_error', (err) => resolve({ socket, got, emit, refused: err.message }));
  });
}

/** Waits until an event satisfying `pred` has been received, and returns its first argument. */
export async function waitFor(got: Received[], event: string, pred: (p: Payload) => boolean = () => true) {
  for (let i = 0; i < 250; i++) {
    const hit = got.find((r) => r.event === event && pred(r.args[0] as Payload));
    if (hit) return hit.args[0] as Payload;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${event} never arrived`);
}
