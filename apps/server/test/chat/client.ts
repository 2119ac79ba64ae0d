import { randomUUID } from 'node:crypto';
import type { ChatAck, ChatMessage } from '@mnemoria/protocol';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { matches } from '../../src/db/schema.ts';

/** A /chat client: resolves once connected, or with the handshake's refusal message. */
export function chatSocket(
  url: string,
  headers: Record<string, string>,
  room = 'global',
  sockets: Socket[] = [],
): Promise<{ socket: Socket; refused?: string; received: ChatMessage[] }> {
  const socket = connect(`${url}/chat`, {
    transports: ['websocket'],
    extraHeaders: headers,
    query: { room },
    reconnection: false,
  });
  sockets.push(socket);
  const received: ChatMessage[] = [];
  socket.on('message', (m: ChatMessage) => received.push(m));
  return new Promise((resolve) => {
    socket.on('connect', () => resolve({ socket, received }));
    socket.on('connect_error', (err) => resolve({ socket, refused: err.message, received }));
  });
}

export const send = (socket: Socket, text: unknown, type: unknown = 'text') =>
  socket.timeout(5000).emitWithAck('message', { type, text }) as Promise<ChatAck>;

/** Waits until `check` holds (polling), failing after `ms`. */
export async function until(check: () => boolean, ms = 5000, what = 'condition') {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A versus match row between two users (choice stage), as versus creates it: its chat room. */
export async function insertMatch(app: FastifyInstance, userA: string, userB: string) {
  const id = randomUUID();
  await app.database.db.insert(matches).values({
    id,
    mode: '1v1',
    stage: 'choice',
    seed: 'chat-test',
    userA,
    userB,
    players: [],
  });
  return id;
}
