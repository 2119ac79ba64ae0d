import { messages } from '@mnemoria/protocol';
import type { FastifyInstance } from 'fastify';
import { toPublicUser } from '../../plugins/app/accounts/user-defaults.ts';
import { MSG } from '../../plugins/app/accounts/validation.ts';

export async function userRoutes(app: FastifyInstance) {
  app.get('/user', async (request, reply) => {
    const row = await app.accounts.currentUser(request);
    if (!row) return reply.code(401).send({ messages: messages({ errors: [MSG.notSignedIn] }) });
    reply.header('Cache-Control', 'no-store');
    return { user: toPublicUser(row) };
  });
}
