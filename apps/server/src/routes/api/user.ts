import { messages } from '@mnemoria/protocol';
import type { FastifyInstance } from 'fastify';
import { MSG } from '../../plugins/app/accounts/validation.ts';

/**
 * GET /api/user: the signed-in user, `401` for a visitor. With `?optional=true` a visitor gets
 * `200 { user: null }` instead: pages anyone may see ask that way, so a visitor's browser logs no
 * failed request on every public page.
 */
export async function userRoutes(app: FastifyInstance) {
  app.get('/user', async (request, reply) => {
    const row = await app.accounts.currentUser(request);
    if (!row) {
      if ((request.query as { optional?: unknown } | undefined)?.optional === 'true')
        return reply.header('Cache-Control', 'no-store').send({ user: null });
      return reply.code(401).send({ messages: messages({ errors: [MSG.notSignedIn] }) });
    }
    // The body is kept serialised with the cached row (accounts/user-cache.ts): `{ user }`.
    reply.header('Cache-Control', 'no-store').type('application/json; charset=utf-8');
    return app.accounts.publicJson(row);
  });
}
