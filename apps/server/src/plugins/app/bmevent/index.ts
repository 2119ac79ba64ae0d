import type { ContentPack, EventName } from '@mnemoria/events';
import type { RankChange } from '@mnemoria/protocol';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { BmeventRow } from '../../../db/schema.ts';
import { Rooms } from '../../../realtime/rooms/registry.ts';
import { BmeventEngine } from './engine.ts';
import { BmeventsRepository } from './repository.ts';
import type { ClientBmevent } from './view.ts';

export interface Bmevents {
  engine: BmeventEngine;
  repo: BmeventsRepository;
  /**
   * Told of every change pushed to a session's player, with the row it came from (live viewers
   * follow it without reading the session again). Must not throw.
   */
  published: ((bmevent: ClientBmevent, row: BmeventRow) => Promise<void> | void)[];
  /** The rank change of the user's latest result in an event, handed out once. */
  takeRankChange(userId: string, event: EventName): Promise<RankChange>;
}

declare module 'fastify' {
  interface FastifyInstance {
    bmevents: Bmevents;
  }
}

export const roomOf = (id: string) => `bmevent:${id}`;

/** Wires the session engine to the database, the content and the /bmevent room broadcasts. */
export function createBmevents(app: FastifyInstance, db: Db, content: () => ContentPack): Bmevents {
  const repo = new BmeventsRepository(db);
  const published: Bmevents['published'] = [];
  const rooms = new Rooms(() => app.io);
  const publish = (bmevent: ClientBmevent, row: BmeventRow) => {
    rooms.emit('session', bmevent.id, 'update', bmevent);
    for (const listener of published)
      void Promise.resolve(listener(bmevent, row)).catch((err: unknown) =>
        app.log.error({ err }, 'session change listener failed'),
      );
  };
  const engine = new BmeventEngine(
    repo,
    content,
    publish,
    undefined,
    (err) => app.log.error({ err }, 'session engine background write failed'),
    (ids, write) => app.accounts.fillUsers(ids, write),
  );
  // Every page of the player on this session compares the holder with its own tab id.
  engine.onHeld = (id, tab) => rooms.emit('session', id, 'held', { tab });
  return {
    engine,
    repo,
    published,
    async takeRankChange(userId, event) {
      const row = await repo.latestFinished(userId, event);
      const change = row?.rankChange as RankChange | null | undefined;
      const user = await app.accounts.users.findById(userId);
      const ranks = (user?.eventsRanks ?? {}) as Record<string, { name: string; imageUrl: string }>;
      const current = ranks[event] ?? { name: 'Novice', imageUrl: '/media/ranks/novice.svg' };
      const overall = ranks.overall ?? current;
      if (row && change && !row.rankSeen) {
        await repo.markRankSeen(row.id);
        return change;
      }
      return {
        rankChanged: false,
        oldRankName: current.name,
        newRankName: current.name,
        newRankImage: current.imageUrl,
        overallChanged: false,
        oldOverallName: overall.name,
        newOverallName: overall.name,
        newOverallImage: overall.imageUrl,
      };
    },
  };
}
