import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Palace, PalaceCard, Playlist } from '@mnemoria/protocol';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { PalaceRow, PlaylistRow, UserRow } from '../../../db/schema.ts';
import { isPremium as isPremiumNow } from '../payments/premium.ts';
import { SAMPLE_PALACES } from './catalogue.ts';
import { listPalaces, seedPalaces } from './repository.ts';
import { ClipMaker } from './video.ts';

export const isPremium = (user: UserRow) => isPremiumNow(user.membership);

/** Where the player fetches a palace's video: the operator's URL, or our generated clip. */
export const videoUrlOf = (row: PalaceRow) => row.videoUrl ?? `/api/palace/${row.id}/video`;

export const toPalace = (row: PalaceRow): Palace => ({
  _id: row.id,
  title: row.title,
  url: videoUrlOf(row),
  locations: row.locations,
  premium: row.premium,
});

/** A list card: a premium palace is `locked` for a free user (listed, but it will not open). */
export const toCard = (row: PalaceRow, premiumUser: boolean): PalaceCard => ({
  _id: row.id,
  title: row.title,
  locationCount: row.locations.length,
  premium: row.premium,
  locked: row.premium && !premiumUser,
});

export const toPlaylist = (row: PlaylistRow): Playlist => ({
  _id: row.id,
  name: row.name,
  palaces: row.palaces,
});

export interface PalaceService {
  clips: ClipMaker;
}

declare module 'fastify' {
  interface FastifyInstance {
    palaces: PalaceService;
  }
}

/**
 * Seeds the sample catalogue when absent and owns the clip maker. Clips are made lazily: the
 * video route waits for its own clip (and moves it to the head of the queue); outside tests the
 * rest are made in the background once the server is ready, one at a time in a child process,
 * so start-up and every other route are never delayed by them.
 */
export async function registerPalaces(app: FastifyInstance, db: Db, dataDir: string, warm: boolean) {
  await seedPalaces(db, SAMPLE_PALACES);
  const dir = join(dataDir, 'palace-videos');
  mkdirSync(dir, { recursive: true });
  const clips = new ClipMaker(dir);
  app.decorate('palaces', { clips });
  if (warm)
    app.addHook('onReady', async () => {
      const rows = await listPalaces(db).catch(() => []);
      clips.warm(
        rows
          .filter((r) => r.videoUrl === null)
          .map((r) => ({ id: r.id, title: r.title, locations: r.locations })),
      );
    });
  app.addHook('onClose', async () => clips.close());
}
