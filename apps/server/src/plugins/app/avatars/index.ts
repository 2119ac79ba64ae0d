import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';
import { decodeQueue, makePicture, type PictureResult } from './picture.ts';
import { AvatarStore } from './store.ts';

export { decodeQueue, MAX_UPLOAD_BYTES, PICTURE_MESSAGES, reencodePicture } from './picture.ts';
export { AVATAR_FILE, AVATAR_PREFIX, AvatarStore } from './store.ts';

const MAX_PARALLEL_DECODES = 2;

export type UploadOutcome =
  | { ok: true; image: string }
  | { ok: false; status: 400 | 413 | 415; message: string };

/** Profile pictures: checks an upload, stores it, points the user at it and drops the old one. */
export function createAvatars(db: Db, dir: string) {
  const store = new AvatarStore(dir);
  const queue = decodeQueue(MAX_PARALLEL_DECODES);
  const decode = (upload: Buffer): Promise<PictureResult> => queue(() => makePicture(upload));

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
