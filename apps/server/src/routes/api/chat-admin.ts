import {
  type ChatMutesResponse,
  canModerate,
  chatAdminMessageSchema,
  chatAdminMuteSchema,
  chatAdminNoteSchema,
  chatAdminUnmuteSchema,
  type ReportedMessagesResponse,
} from '@mnemoria/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ChatModeration } from '../../plugins/app/chat/reports.ts';
import { fail, parseOr400 } from './replies.ts';

/**
 * The moderator view's routes (docs/api.md): signed-in users whose role is moderator or admin list
 * reported messages and delete, dismiss, mute or post a note, and list and lift running mutes. They act through the same chat service
 * as the admin CLI, so a deletion is pushed to every open chat of the room at once.
 */
export async function chatAdminRoutes(app: FastifyInstance) {
  const moderation = new ChatModeration(app.database.db);

  /** The signed-in moderator, or undefined once a 401/403 was sent. */
  const moderator = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) {
      await fail(reply, 401, 'You are not signed in.');
      return undefined;
    }
    if (!canModerate(user.role)) {
      await fail(reply, 403, 'Only moderators can do this.');
      return undefined;
    }
    return user;
  };

  app.get('/admin/chat/reports', async (request, reply) => {
    if (!(await moderator(request, reply))) return reply;
    reply.header('Cache-Control', 'no-store');
    const body: ReportedMessagesResponse = { success: true, reports: await moderation.openReports() };
    return body;
  });

  app.post('/admin/chat/delete', async (request, reply) => {
    if (!(await moderator(request, reply))) return reply;
    const body = parseOr400(chatAdminMessageSchema, request.body, reply);
    if (!body) return reply;
    if (!(await app.chat.deleteMessage(body.messageId)))
      return fail(reply, 404, 'That message does not exist or was removed already.');
    return { success: true, message: 'The message was deleted.' };
  });

  app.post('/admin/chat/dismiss', async (request, reply) => {
    if (!(await moderator(request, reply))) return reply;
    const body = parseOr400(chatAdminMessageSchema, request.body, reply);
    if (!body) return reply;
    if (!(await moderation.dismiss(body.messageId)))
      return fail(reply, 404, 'That message has no open reports.');
    return { success: true, message: 'The reports were dismissed.' };
  });

  app.post('/admin/chat/mute', async (request, reply) => {
    if (!(await moderator(request, reply))) return reply;
    const body = parseOr400(chatAdminMuteSchema, request.body, reply);
    if (!body) return reply;
    const name = await moderation.userName(body.userId);
    if (!name) return fail(reply, 404, 'No such user.');
    const until = new Date(Date.now() + body.minutes * 60_000);
    await app.chat.mute(body.userId, until, body.reason);
    return {
      success: true,
      message: `${name} is muted until ${until.toISOString()}.`,
      until: until.toISOString(),
    };
  });

  app.get('/admin/chat/mutes', async (request, reply) => {
    if (!(await moderator(request, reply))) return reply;
    reply.header('Cache-Control', 'no-store');
    const body: ChatMutesResponse = { success: true, mutes: await moderation.activeMutes() };
    return body;
  });

  app.post('/admin/chat/unmute', async (request, reply) => {
    if (!(await moderator(request, reply))) return reply;
    const body = parseOr400(chatAdminUnmuteSchema, request.body, reply);
    if (!body) return reply;
    const name = await moderation.userName(body.userId);
    if (!name) return fail(reply, 404, 'No such user.');
    if (!(await app.chat.unmute(body.userId))) return fail(reply, 404, `${name} is not muted.`);
    return { success: true, message: `${name} may chat again.` };
  });

  app.post('/admin/chat/note', async (request, reply) => {
    if (!(await moderator(request, reply))) return reply;
    const body = parseOr400(chatAdminNoteSchema, request.body, reply);
    if (!body) return reply;
    if (!(await moderation.roomExists(body.room))) return fail(reply, 404, 'No such chat room.');
    const message = await app.chat.system(body.room, body.text);
    return { success: true, message: 'The note was posted.', id: message._id };
  });
}
