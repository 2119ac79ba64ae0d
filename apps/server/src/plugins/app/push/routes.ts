import { type PushTokenReply, pushTokenBodySchema } from '@mnemoria/protocol';
import type { FastifyInstance } from 'fastify';
import { sha256 } from '../../../lib/crypto.ts';
import { sessionToken } from '../accounts/session-cookie.ts';
import { saveToken } from './repository.ts';

/**
 * POST /api/user/push-token: the native app sends its device token after registering for push;
 * it is kept once per user and token (sending it again only refreshes it), for as long as the
 * sign-in that sent it lasts.
 */
export async function pushRoutes(app: FastifyInstance) {
  app.post('/user/push-token', async (request, reply): Promise<PushTokenReply> => {
    const user = await app.accounts.currentUser(request);
    const session = sessionToken(request);
    if (!user || !session) return reply.code(401).send({ success: false, error: 'You are not signed in.' });
    const body = pushTokenBodySchema.safeParse(request.body ?? {});
    if (!body.success)
      return reply
        .code(400)
        .send({ success: false, error: body.error.issues.map((i) => i.message).join('; ') });
    await saveToken(app.database.db, user.id, body.data.token, body.data.platform, sha256(session));
    return { success: true };
  });
}
