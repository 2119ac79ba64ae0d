import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TTL_MS } from './sessions-repository.ts';

export const SESSION_COOKIE = 'mn_sid';
export const RESET_TICKET_COOKIE = 'mn_reset';

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

/** Only the reset endpoint ever receives the ticket. */
export function setResetTicketCookie(
  reply: FastifyReply,
  ticket: string,
  secure: boolean,
  maxAgeSec: number,
) {
  reply.setCookie(RESET_TICKET_COOKIE, ticket, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/api/reset-password',
    maxAge: maxAgeSec,
  });
}

export function clearResetTicketCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(RESET_TICKET_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/api/reset-password',
  });
}

export function sessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token && token.length <= 100 ? token : undefined;
}
