import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';
import { makePicture, type PictureResult } from './picture.ts';
import { AvatarStore } from './store.ts';

export { MAX_UPLOAD_BYTES, PICTURE_MESSAGES } from './picture.ts';
export { AVATAR_FILE, AVATAR_PREFIX, AvatarStore } from './store.ts';

/**
 * Decoding a large picture takes tens of milliseconds of CPU on libvips threads; a burst of uploads
 * waits its turn rather than starving the game sessions on a small machine.
 */
const MAX_PARALLEL_DECODES = 2;

export type UploadOutcome =
  | { ok: true; image: string }
  | { ok: false; status: 400 | 413 | 415; message: string };

/** Profile pictures: checks an upload, stores it, points the user at it and drops the old one. */
export function createAvatars(db: Db, dir: string) {
  const store = new AvatarStore(dir);
  let running = 0;
  const waiting: (() => void)[] = [];
  async function decode(upload: Buffer): Promise<PictureResult> {
    if (running >= MAX_PARALLEL_DECODES) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await makePicture(upload);
    } finally {
      running--;
      waiting.shift()?.();
    }
  }

  return {
    store,
    async upload(userId: string, upload: Buffer): Promise<UploadOutcome> {
      const picture = await decode(upload);
      if (!picture.ok) return picture;
      const image = await store.save(userId, picture.body);
      // The old address is read under the row lock and replaced in the same transaction, so two
      // uploads racing each delete only the picture they replaced.
      const old = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ image: users.image })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        await tx.update(users).set({ image }).where(eq(users.id, userId));
        return row;
      });
      if (!old) {
        await store.remove(image);
        return { ok: false, status: 400, message: 'This account no longer exists.' };
      }
      if (old.image && old.image !== image) await store.remove(old.image);
      return { ok: true, image };
    },
  };
}

export type Avatars = ReturnType<typeof createAvatars>;

declare module 'fastify' {
  interface FastifyInstance {
    avatars: Avatars;
  }
}
