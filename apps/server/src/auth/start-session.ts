import { SESSION_COOKIE } from '@lienzo/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { issueCsrfCookie } from '../plugins/csrf';
import { setSessionCookie } from '../plugins/sessions';
import { createSession, deleteSession } from './session-store';

/**
 * Signs the browser in as `userId` (local or OAuth sign-in): records the login, and rotates: the session this
 * browser had (maybe another account's) ends, a new id is issued, and the anti-forgery token is re-minted for
 * it, so nothing seen before sign-in works after it. Says whether this was the account's first login.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<{ firstLogin: boolean }> {
  const db = request.server.db;
  const before = await db
    .selectFrom('users')
    .select('last_login')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('users')
    .set({ last_login: new Date().toISOString() })
    .where('id', '=', userId)
    .execute();
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await deleteSession(db, previous);
  const { token, expires } = await createSession(db, userId);
  setSessionCookie(request, reply, token, expires);
  issueCsrfCookie(request, reply, token);
  return { firstLogin: before.last_login === null };
}
