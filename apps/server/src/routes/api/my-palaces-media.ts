import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { myLocationParamsSchema, myPalaceParamsSchema } from '@mnemoria/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AVATAR_FILE, MAX_UPLOAD_BYTES, PICTURE_MESSAGES } from '../../plugins/app/avatars/index.ts';
import { PHOTO_PREFIX } from '../../plugins/app/my-palaces/index.ts';
import { changeMine, findMine, ownsPhoto } from '../../plugins/app/my-palaces/repository.ts';
import { videoAddress } from '../../plugins/app/my-palaces/review.ts';
import { checkVideo, MAX_VIDEO_BYTES, VIDEO_MESSAGES } from '../../plugins/app/my-palaces/video-check.ts';
import { sendVideo } from '../../plugins/app/palaces/serve-video.ts';
import { NO_LOCATION, NO_MY_PALACE } from './my-palaces.ts';
import { fail, parseOr400 } from './replies.ts';

const NOT_MULTIPART = (field: string) => `Send the file as multipart/form-data in the form field '${field}'.`;

/**
 * Files of a user's own palaces: a photo per location (re-encoded like profile pictures) and one
 * walk-through video per palace (checked, stored as uploaded, served with byte ranges). Files are
 * served to the palace's owner only; to anybody else they do not exist (404).
 */
export async function myPalaceMediaRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: MAX_VIDEO_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });
  const db = app.database.db;
  const service = () => app.myPalaces;
  // A refusal sent before the upload was read (not found, too large) leaves its rest on the
  // socket: closing the connection stops the client sending it and frees the socket.
  app.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete) reply.header('Connection', 'close');
  });

  async function signedIn(request: FastifyRequest, reply: FastifyReply) {
    const user = await app.accounts.currentUser(request);
    if (!user) void fail(reply, 401, 'You are not signed in.');
    return user;
  }

  /**
   * Hands the form field `field`'s file stream to `take` (other parts are drained). Answers
   * whether the file came, or the refusal to send.
   */
  async function receive(
    request: FastifyRequest,
    field: string,
    fileSize: number,
    tooLarge: string,
    take: (file: NodeJS.ReadableStream) => Promise<void>,
  ): Promise<boolean | { status: number; message: string }> {
    if (!request.isMultipart()) return { status: 400, message: NOT_MULTIPART(field) };
    let got = false;
    try {
      for await (const part of request.parts({ limits: { fileSize } })) {
        if (part.type === 'file' && part.fieldname === field && !got) {
          got = true;
          await take(part.file);
          if (part.file.truncated) return { status: 413, message: tooLarge };
        } else if (part.type === 'file') part.file.resume();
      }
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') return { status: 413, message: tooLarge };
      if (code?.startsWith('FST_')) return { status: 400, message: NOT_MULTIPART(field) };
      throw err;
    }
    return got;
  }

  app.post('/my-palaces/:id/locations/:locationId/photo', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    const p = parseOr400(myLocationParamsSchema, request.params, reply);
    if (!p) return reply;
    const row = await findMine(db, user.id, p.id);
    if (!row) return fail(reply, 404, NO_MY_PALACE);
    if (!row.locations.some((l) => l.id === p.locationId)) return fail(reply, 404, NO_LOCATION);
    let body: Buffer | undefined;
    const got = await receive(request, 'image', MAX_UPLOAD_BYTES, PICTURE_MESSAGES.tooLarge, async (f) => {
      const chunks: Buffer[] = [];
      for await (const c of f) chunks.push(c as Buffer);
      body = Buffer.concat(chunks);
    });
    if (typeof got === 'object') return fail(reply, got.status, got.message);
    if (!got || !body) return fail(reply, 400, PICTURE_MESSAGES.empty);
    const picture = await service().photo(body);
    if (!picture.ok) return fail(reply, picture.status, picture.message);
    const address = await service().photos.save(user.id, picture.body);
    const file = address.slice(PHOTO_PREFIX.length);
    let old: string | null = null;
    const out = await changeMine(db, user.id, p.id, (r) => {
      const loc = r.locations.find((l) => l.id === p.locationId);
      if (!loc) return { error: NO_LOCATION, status: 404 };
      old = loc.photo;
      return { locations: r.locations.map((l) => (l === loc ? { ...l, photo: file } : l)), out: null };
    });
    if (!out || 'error' in out) {
      await service().photos.remove(address);
      return fail(reply, out ? out.status : 404, out ? out.error : NO_MY_PALACE);
    }
    if (old) await service().photos.remove(`${PHOTO_PREFIX}${old}`);
    return { success: true, photo: address };
  });

  app.delete('/my-palaces/:id/locations/:locationId/photo', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    const p = parseOr400(myLocationParamsSchema, request.params, reply);
    if (!p) return reply;
    let old: string | null = null;
    const out = await changeMine(db, user.id, p.id, (r) => {
      const loc = r.locations.find((l) => l.id === p.locationId);
      if (!loc) return { error: NO_LOCATION, status: 404 };
      old = loc.photo;
      return { locations: r.locations.map((l) => (l === loc ? { ...l, photo: null } : l)), out: null };
    });
    if (!out) return fail(reply, 404, NO_MY_PALACE);
    if ('error' in out) return fail(reply, out.status, out.error);
    if (old) await service().photos.remove(`${PHOTO_PREFIX}${old}`);
    return { success: true };
  });

  app.get<{ Params: { file: string } }>('/my-palaces/photos/:file', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    const { file } = request.params;
    // Same answer for a name we never issue, a missing file and another user's photo.
    const body =
      AVATAR_FILE.test(file) && (await ownsPhoto(db, user.id, file))
        ? await service().photos.read(file)
        : undefined;
    if (!body) return fail(reply, 404, 'No such photo.');
    reply.header('Cache-Control', 'private, max-age=31536000, immutable').type('image/webp');
    return reply.send(body);
  });

  app.post('/my-palaces/:id/video', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    const p = parseOr400(myPalaceParamsSchema, request.params, reply);
    if (!p) return reply;
    if (!(await findMine(db, user.id, p.id))) return fail(reply, 404, NO_MY_PALACE);
    const tmp = await service().tempVideo();
    // The temp file is gone before any answer is sent: a refused upload leaves nothing behind.
    let outcome: { status: number; message: string } | { video: string };
    try {
      outcome = await storeVideo(request, user.id, p.id, tmp);
    } finally {
      await unlink(tmp).catch(() => {});
    }
    if ('status' in outcome) return fail(reply, outcome.status, outcome.message);
    return { success: true, video: outcome.video };
  });

  /** Receives the upload into `tmp`, checks it, keeps it and points the palace at it. */
  async function storeVideo(
    request: FastifyRequest,
    userId: string,
    palaceId: string,
    tmp: string,
  ): Promise<{ status: number; message: string } | { video: string }> {
    const got = await receive(request, 'video', MAX_VIDEO_BYTES, VIDEO_MESSAGES.tooLarge, (f) =>
      pipeline(f, createWriteStream(tmp)),
    );
    if (typeof got === 'object') return got;
    if (!got) return { status: 400, message: VIDEO_MESSAGES.empty };
    const check = await checkVideo(tmp);
    if (!check.ok) return check;
    const file = await service().keepVideo(tmp);
    let old: string | null = null;
    const out = await changeMine(db, userId, palaceId, (r) => {
      old = r.video;
      return { video: file, videoBytes: check.size, out: null };
    });
    if (!out || 'error' in out) {
      await service().removeVideo(file);
      return { status: 404, message: NO_MY_PALACE };
    }
    await service().removeVideo(old);
    return { video: videoAddress(out.row) as string };
  }

  app.delete('/my-palaces/:id/video', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    const p = parseOr400(myPalaceParamsSchema, request.params, reply);
    if (!p) return reply;
    let old: string | null = null;
    const out = await changeMine(db, user.id, p.id, (r) => {
      old = r.video;
      return { video: null, videoBytes: null, out: null };
    });
    if (!out) return fail(reply, 404, NO_MY_PALACE);
    await service().removeVideo(old);
    return { success: true };
  });

  app.get('/my-palaces/:id/video', async (request, reply) => {
    const user = await signedIn(request, reply);
    if (!user) return reply;
    const p = parseOr400(myPalaceParamsSchema, request.params, reply);
    if (!p) return reply;
    const row = await findMine(db, user.id, p.id);
    const path = row?.video ? service().videoPath(row.video) : undefined;
    if (!path) return fail(reply, 404, 'This palace has no video.');
    return sendVideo(request, reply, path);
  });
}
