import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Change } from './write-watch.ts';

/** Past this many rows one message says "every user" instead of listing them. */
const MAX_IDS = 200;

interface Message {
  from: string;
  ids: string[];
  allUsers: boolean;
  sessions: boolean;
}

/**
 * Carries cache invalidations between the server processes sharing a database (REDIS_URL).
 * A writer awaits `publish` before its write resolves, so by the time its reply leaves, Redis
 * has handed the message to every subscribed process. While the subscription is down, changes
 * could be missed, so `onOnline(false)` turns the caches off until it is back.
 */
export class CacheBus {
  private readonly id = randomUUID();
  private readonly sub: Redis;
  readonly ready: Promise<void>;

  constructor(
    private readonly redis: Redis,
    private readonly channel: string,
    private readonly handlers: { onChange(change: Change): void; onOnline(online: boolean): void },
  ) {
    // Subscriber mode allows no other command, so the ready check (INFO) is left out.
    this.sub = redis.duplicate({ enableReadyCheck: false });
    this.sub.on('messageBuffer', (ch: Buffer, payload: Buffer) => {
      if (ch.toString() !== this.channel) return;
      try {
        const m = JSON.parse(payload.toString()) as Message;
        if (m.from === this.id) return;
        this.handlers.onChange({ ids: new Set(m.ids), allUsers: m.allUsers, sessions: m.sessions });
      } catch {
        this.handlers.onChange({ ids: new Set(), allUsers: true, sessions: true });
      }
    });
    this.sub.on('close', () => this.handlers.onOnline(false));
    // ioredis re-subscribes on reconnect; anything published meanwhile was lost, so start empty.
    this.sub.on('ready', () => {
      void this.subscribe().catch(() => {});
    });
    // Redis down at start: the server still starts, its caches off until the subscription is up.
    this.ready = this.subscribe().catch(() => {});
  }

  private async subscribe() {
    await this.sub.subscribe(this.channel);
    this.handlers.onOnline(true);
  }

  async publish(change: Change) {
    const many = change.ids.size > MAX_IDS;
    const message: Message = {
      from: this.id,
      ids: many ? [] : [...change.ids],
      allUsers: change.allUsers || many,
      sessions: change.sessions,
    };
    await this.redis.publish(this.channel, JSON.stringify(message));
  }

  async close() {
    this.sub.removeAllListeners('close');
    await this.sub.quit().catch(() => this.sub.disconnect());
  }
}
