import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AVATAR_FILE, MAX_UPLOAD_BYTES, PICTURE_MESSAGES } from '../../plugins/app/avatars/index.ts';
import { fail } from './replies.ts';

const NOT_SIGNED_IN = 'You are not signed in.';
const NOT_MULTIPART = "Send the picture as multipart/form-data in the form field 'image'.";

/**
 * Profile picture upload (POST /api/user/settings/custom-profile-image and its alias
 * POST /api/v1/user/image, multipart field `image`) and the stored pictures themselves
 * (GET /avatars/<file>), served from this origin with year-long immutable caching.
 */
export async function userImageRoutes(app: FastifyInstance) {
  // Encapsulated here: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });

  async function upload(request: FastifyRequest, reply: FastifyReply) {
    const user = await app.accounts.currentUser(request);
    if (!user) return fail(reply, 401, NOT_SIGNED_IN);
    if (!request.isMultipart()) return fail(reply, 400, NOT_MULTIPART);
    let body: Buffer | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file' && part.fieldname === 'image' && body === undefined) {
          body = await part.toBuffer();
        } else if (part.type === 'file') {
          part.file.resume(); // drain files we do not use
        }
      }
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') return fail(reply, 413, PICTURE_MESSAGES.tooLarge);
      if (code?.startsWith('FST_')) return fail(reply, 400, NOT_MULTIPART);
      throw err;
    }
    if (!body) return fail(reply, 400, PICTURE_MESSAGES.empty);
    const outcome = await app.avatars.upload(user.id, body);
    if (!outcome.ok) return fail(reply, outcome.status, outcome.message);
    return { success: true, message: 'Profile picture updated.', image: outcome.image };
  }

  app.post('/api/user/settings/custom-profile-image', upload);
  app.post('/api/v1/user/image', upload);

  app.get<{ Params: { file: string } }>('/avatars/:file', async (request, reply) => {
    const { file } = request.params;
    const body = AVATAR_FILE.test(file) ? await app.avatars.store.read(file) : undefined;
    if (!body) return reply.code(404).send({ success: false, error: 'No such picture.' });
    const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
    reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('ETag', etag)
      .type('image/webp');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(body);
  });
}
