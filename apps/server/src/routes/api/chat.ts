import {
  type ChatHistoryResponse,
  chatDeleteSchema,
  chatHistoryQuerySchema,
  chatMuteSchema,
  chatNoteSchema,
  chatReportSchema,
  chatRoleSchema,
  chatUnmuteSchema,
} from '@mnemoria/protocol';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { users } from '../../db/schema.ts';
import { isChatAdmin } from '../../plugins/app/chat/admin.ts';
import { ChatModeration } from '../../plugins/app/chat/reports.ts';
import { NOT_A_MEMBER } from '../../plugins/app/chat/service.ts';
import { fail, parseOr400 } from './replies.ts';

/**
 * Chat over HTTP (docs/api.md): history pages, reports and the community link for signed-in users;
 * mute, unmute, delete, moderator notes and roles for the admin CLI. Messages are sent over the /chat socket.
 */
export async function chatRoutes(app: FastifyInstance) {
  app.get('/chat/messages', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) return fail(reply, 401, 'You are not signed in.');
    const q = parseOr400(chatHistoryQuerySchema, request.query, reply);
    if (!q) return reply;
    const messages = await app.chat.history(user.id, q.room, q.offset, q.limit);
    if (!messages) return fail(reply, 403, NOT_A_MEMBER);
    reply.header('Cache-Control', 'no-store');
    const body: ChatHistoryResponse = {
      success: true,
      room: q.room,
      offset: q.offset,
      limit: q.limit,
      messages,
    };
    return body;
  });

  // The community chat server's invitation link (COMMUNITY_CHAT_URL); null when switched off.
  app.get('/chat/community', async () => {
    const url = app.config.COMMUNITY_CHAT_URL;
    return { success: true, url: url === 'none' ? null : url };
  });

  app.post('/chat/report', async (request, reply) => {
    const user = await app.accounts.currentUser(request);
    if (!user) return fail(reply, 401, 'You are not signed in.');
    const body = parseOr400(chatReportSchema, request.body, reply);
    if (!body) return reply;
    const out = await app.chat.report(user.id, body.messageId, body.reason);
    if (out === 'not-found') return fail(reply, 404, 'That message does not exist or was removed.');
    const message =
      out === 'reported'
        ? 'Thank you. The message was reported to the moderators.'
        : 'You have already reported this message.';
    return { success: true, message };
  });

  // Moderator commands: the admin CLI (scripts/admin/chat.ts) posts these with the admin key.
  const admin = async (request: { headers: { authorization?: string } }, reply: FastifyReply) => {
    if (isChatAdmin(request.headers.authorization, app.config.SESSION_SECRET)) return true;
    await fail(reply, 403, 'Moderator commands need the admin key.');
    return false;
  };
  const userIdOf = async (userName: string) => {
    const [row] = await app.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.userName, userName))
      .limit(1);
    return row?.id;
  };

  app.get('/chat/admin/reports', async (request, reply) => {
    if (!(await admin(request, reply))) return reply;
    reply.header('Cache-Control', 'no-store');
    return { success: true, reports: await app.chat.repo.recentReports(50) };
  });

  app.post('/chat/admin/mute', async (request, reply) => {
    if (!(await admin(request, reply))) return reply;
    const body = parseOr400(chatMuteSchema, request.body, reply);
    if (!body) return reply;
    const id = await userIdOf(body.userName);
    if (!id) return fail(reply, 404, `No user named ${body.userName}.`);
    const until = new Date(Date.now() + body.minutes * 60_000);
    await app.chat.mute(id, until, body.reason);
    return { success: true, message: `${body.userName} is muted until ${until.toISOString()}.` };
  });

  app.post('/chat/admin/unmute', async (request, reply) => {
    if (!(await admin(request, reply))) return reply;
    const body = parseOr400(chatUnmuteSchema, request.body, reply);
    if (!body) return reply;
    const id = await userIdOf(body.userName);
    if (!id) return fail(reply, 404, `No user named ${body.userName}.`);
    await app.chat.unmute(id);
    return { success: true, message: `${body.userName} may chat again.` };
  });

  app.post('/chat/admin/delete', async (request, reply) => {
    if (!(await admin(request, reply))) return reply;
    const body = parseOr400(chatDeleteSchema, request.body, reply);
    if (!body) return reply;
    const deleted = await app.chat.deleteMessage(body.messageId);
    if (!deleted) return fail(reply, 404, 'That message does not exist or was removed already.');
    return { success: true, message: 'The message was deleted.' };
  });

  // Only the operator (admin key) grants roles; a moderator cannot make moderators.
  app.post('/chat/admin/role', async (request, reply) => {
    if (!(await admin(request, reply))) return reply;
    const body = parseOr400(chatRoleSchema, request.body, reply);
    if (!body) return reply;
    if (!(await new ChatModeration(app.database.db).setRole(body.userName, body.role)))
      return fail(reply, 404, `No user named ${body.userName}.`);
    return {
      success: true,
      message: `${body.userName} is now ${body.role === 'admin' ? 'an' : 'a'} ${body.role}.`,
    };
  });

  app.post('/chat/admin/note', async (request, reply) => {
    if (!(await admin(request, reply))) return reply;
    const body = parseOr400(chatNoteSchema, request.body, reply);
    if (!body) return reply;
    const message = await app.chat.system(body.room, body.text);
    return { success: true, message: 'The note was posted.', id: message._id };
  });
}
