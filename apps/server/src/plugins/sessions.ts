import { SESSION_COOKIE } from '@lienzo/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findSessionUser, type SessionUser } from '../auth/session-store';
import { unauthorized } from '../http/api-error';
import { cookieAttributes } from '../http/cookies';
import { globalPlugin } from '../http/global-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. */
    user: SessionUser | null;
  }
}

/** Loads `request.user` from the session cookie on every request. */
export const sessions = globalPlugin(async (app) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    request.user = token ? await findSessionUser(app.db, token) : null;
  });
});

/** Route `onRequest` guard: runs before the body is read, so an anonymous upload is refused cheaply. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expires: Date,
): void {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieAttributes(request), httpOnly: true, expires });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { ...cookieAttributes(request), httpOnly: true });
}

/** The signed-in user of a route guarded by `requireUser`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
