import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { CounterStore } from '../../../lib/counter-store.ts';
import type { WindowLimit } from '../../../lib/rate-limits.ts';
import { Rooms } from '../../../realtime/rooms/registry.ts';
import { ChatRepository } from './repository.ts';
import { ChatService } from './service.ts';

export { ChatService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    chat: ChatService;
  }
}

export interface ChatOptions {
  /** Messages per user per window (tests flood with a known budget). */
  rateLimit?: WindowLimit;
}

/** The chat service over the app's database, counters (Redis when set) and socket rooms. */
export function createChat(app: FastifyInstance, db: Db, counters: CounterStore, opts: ChatOptions = {}) {
  return new ChatService(new ChatRepository(db), new Rooms(() => app.io), counters, opts.rateLimit);
}

/**
 * Posts a system line into a match's chat ("a match started", "X joined"): called by versus code,
 * which must not fail because chat did. A failure is logged and swallowed.
 */
export function announceInMatch(app: FastifyInstance, matchId: string, text: string): void {
  if (!app.hasDecorator('chat')) return;
  app.chat
    .system(matchId, text)
    .catch((err: unknown) => app.log.error({ err, matchId }, 'chat system message failed'));
}
