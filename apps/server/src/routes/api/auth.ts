import {
  forgotPasswordBodySchema,
  loginBodySchema,
  messages,
  resetPasswordBodySchema,
  signupBodySchema,
  verifyCodeBodySchema,
} from '@mnemoria/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Outcome, RequestMeta } from '../../plugins/app/accounts/accounts-service.ts';
import type { ResetOutcome } from '../../plugins/app/accounts/password-reset-service.ts';
import { RESET_CODE_TTL_MS } from '../../plugins/app/accounts/reset-codes-repository.ts';
import {
  clearResetTicketCookie,
  clearSessionCookie,
  RESET_TICKET_COOKIE,
  sessionToken,
  setResetTicketCookie,
  setSessionCookie,
} from '../../plugins/app/accounts/session-cookie.ts';
import { MSG } from '../../plugins/app/accounts/validation.ts';

const meta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** Parses a body with its protocol schema; a malformed body gets one clear 400. */
function parse<T extends z.ZodType>(
  schema: T,
  request: FastifyRequest,
  reply: FastifyReply,
): z.infer<T> | undefined {
  const result = schema.safeParse(request.body ?? {});
  if (result.success) return result.data;
  // One entry per field, with its first reason (e.g. "email (must not contain a NUL character)").
  const reasons = new Map<string, string>();
  for (const i of result.error.issues)
    if (!reasons.has(i.path.join('.'))) reasons.set(i.path.join('.'), i.message);
  const fields = [...reasons].map(([field, why]) => `${field || 'body'} (${why})`).join(', ');
  void reply.code(400).send({ messages: messages({ errors: [`${MSG.badRequest} Check: ${fields}.`] }) });
  return undefined;
}

/**
 * Account routes, under /api. GET /logout changes state; the security plugin refuses it (like
 * every state-changing GET) when a browser says it came from another site.
 */
export async function authRoutes(app: FastifyInstance, opts: { secureCookies: boolean }) {
  const send = (reply: FastifyReply, outcome: Outcome | ResetOutcome) => {
    if ('session' in outcome && outcome.session) setSessionCookie(reply, outcome.session, opts.secureCookies);
    if ('ticket' in outcome && outcome.ticket)
      setResetTicketCookie(reply, outcome.ticket, opts.secureCookies, RESET_CODE_TTL_MS / 1000);
    if ('clearTicket' in outcome && outcome.clearTicket) clearResetTicketCookie(reply, opts.secureCookies);
    if (outcome.retryAfter) reply.header('Retry-After', String(outcome.retryAfter));
    return reply.code(outcome.status).send(outcome.body);
  };

  app.post('/signup', async (request, reply) => {
    const body = parse(signupBodySchema, request, reply);
    if (body) return send(reply, await app.accounts.service.signup(body, meta(request)));
  });

  app.post('/login', async (request, reply) => {
    const body = parse(loginBodySchema, request, reply);
    if (body) return send(reply, await app.accounts.service.login(body, meta(request)));
  });

  app.get('/logout', async (request, reply) => {
    const token = sessionToken(request);
    if (token) await app.accounts.sessions.revoke(token);
    clearSessionCookie(reply, opts.secureCookies);
    return { messages: messages({ success: [MSG.logoutOk] }) };
  });

  app.post('/forgot-password', async (request, reply) => {
    const body = parse(forgotPasswordBodySchema, request, reply);
    if (body) return send(reply, await app.accounts.reset.forgot(body, meta(request)));
  });

  app.post('/verify-code', async (request, reply) => {
    const body = parse(verifyCodeBodySchema, request, reply);
    if (body) return send(reply, await app.accounts.reset.verify(body, meta(request)));
  });

  app.post('/reset-password', async (request, reply) => {
    const body = parse(resetPasswordBodySchema, request, reply);
    const ticket = request.cookies[RESET_TICKET_COOKIE];
    if (body) return send(reply, await app.accounts.reset.reset(body, ticket, meta(request)));
  });
}
