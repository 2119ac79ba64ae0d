import { messages } from '@mnemoria/protocol';
import type { FastifyInstance } from 'fastify';
import { MSG } from '../../plugins/app/accounts/validation.ts';

export async function userRoutes(app: FastifyInstance) {
  app.get('/user', async (request, reply) => {
    const row = await app.accounts.currentUser(request);
    if (!row) return reply.code(401).send({ messages: messages({ errors: [MSG.notSignedIn] }) });
    // The body is kept serialised with the cached row (accounts/user-cache.ts): `{ user }`.
    reply.header('Cache-Control', 'no-store').type('application/json; charset=utf-8');
    return app.accounts.publicJson(row);
  });
}
