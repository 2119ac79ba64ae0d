import { randomBytes } from 'node:crypto';
import { mkdir, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../../../db/client.ts';
import type { UserPalaceRow } from '../../../db/schema.ts';
import { AvatarStore, decodeQueue, reencodePicture } from '../avatars/index.ts';
import { PHOTO_PREFIX } from './review.ts';

export { PHOTO_PREFIX } from './review.ts';

/** Location photos are kept this many pixels on their longer side at most (sharp on a phone). */
export const PHOTO_MAX_SIDE = 1280;
/** A stored walk-through video: 32 hex digits and .mp4; nothing else is ever read back. */
export const VIDEO_FILE = /^[0-9a-f]{32}\.mp4$/;

type PictureResult = Awaited<ReturnType<typeof reencodePicture>>;

/**
 * Files of users' own palaces under DATA_DIR: location photos (re-encoded like profile pictures,
 * kept whole rather than cropped) and uploaded walk-through videos. Every file gets a new random
 * name, so an address never changes content and cannot be guessed.
 */
export function createMyPalaces(db: Db, dataDir: string) {
  const photos = new AvatarStore(join(dataDir, 'palace-photos'), PHOTO_PREFIX);
  const videoDir = join(dataDir, 'palace-videos-uploaded');
  const queue = decodeQueue(2);
  return {
    db,
    photos,
    videoDir,
    photo: (upload: Buffer): Promise<PictureResult> =>
      queue(() =>
        reencodePicture(upload, (image) =>
          image.resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true }),
        ),
      ),
    /** A fresh temp path in the video folder (the upload is streamed there, then checked). */
    async tempVideo(): Promise<string> {
      await mkdir(videoDir, { recursive: true });
      return join(videoDir, `.${randomBytes(16).toString('hex')}.${process.pid}.tmp`);
    },
    /** Moves a checked temp upload to its stored name and returns the name. */
    async keepVideo(tmp: string): Promise<string> {
      const file = `${randomBytes(16).toString('hex')}.mp4`;
      await rename(tmp, join(videoDir, file));
      return file;
    },
    videoPath: (file: string) => (VIDEO_FILE.test(file) ? join(videoDir, file) : undefined),
    async removeVideo(file: string | null | undefined) {
      if (file && VIDEO_FILE.test(file)) await unlink(join(videoDir, file)).catch(() => {});
    },
    /** Removes every file a deleted palace had. */
    async removeFilesOf(row: UserPalaceRow) {
      for (const loc of row.locations) if (loc.photo) await photos.remove(`${PHOTO_PREFIX}${loc.photo}`);
      await this.removeVideo(row.video);
    },
  };
}

export type MyPalaces = ReturnType<typeof createMyPalaces>;

declare module 'fastify' {
  interface FastifyInstance {
    myPalaces: MyPalaces;
  }
}
