import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@lienzo/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { cookieAttributes } from '../http/cookies';
import { globalPlugin } from '../http/global-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The HMAC key of anti-forgery tokens (SESSION_SECRET or the one kept in DATA_DIR). */
    csrfKey: Buffer;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const NONCE_BYTES = 16;
const MAC_BYTES = 16;

/** What a token is tied to: the session cookie as the browser sends it, or none for an anonymous browser. */
function sessionBinding(sessionToken: string | null | undefined): string {
  return typeof sessionToken === 'string' && TOKEN.test(sessionToken) ? sessionToken : '';
}

function mac(key: Buffer, nonce: Buffer, binding: string): Buffer {
  return createHmac('sha256', key)
    .update('lienzo-csrf\0')
    .update(nonce)
    .update(binding)
    .digest()
    .subarray(0, MAC_BYTES);
}

/** A token: 16 random bytes and the first 16 bytes of their HMAC with the session, base64url (43 chars). */
export function mintCsrfToken(key: Buffer, sessionToken: string | null): string {
  const nonce = randomBytes(NONCE_BYTES);
  return Buffer.concat([nonce, mac(key, nonce, sessionBinding(sessionToken))]).toString('base64url');
}

/** True when the token was minted by this server for this session. */
export function verifyCsrfToken(
  key: Buffer,
  token: string | undefined,
  sessionToken: string | null,
): boolean {
  if (typeof token !== 'string' || !TOKEN.test(token)) return false;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== NONCE_BYTES + MAC_BYTES) return false;
  const nonce = bytes.subarray(0, NONCE_BYTES);
  return timingSafeEqual(bytes.subarray(NONCE_BYTES), mac(key, nonce, sessionBinding(sessionToken)));
}

function sameToken(header: string, cookie: string): boolean {
  const a = Buffer.from(header);
  const b = Buffer.from(cookie);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Gives the browser a fresh token for the session it now has: at sign-in and sign-up (the new session) and at
 * sign-out (none), so a token seen before the change is worthless after it.
 */
export function issueCsrfCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  sessionToken: string | null,
): void {
  reply.setCookie(CSRF_COOKIE, mintCsrfToken(request.server.csrfKey, sessionToken), {
    ...cookieAttributes(request),
    httpOnly: false,
  });
}

/**
 * Double-submit anti-forgery (SPEC §7, DESIGN.md §5) with a signed token. Every browser gets a readable
 * cookie holding a token signed with the server secret and tied to its session cookie; a call that changes
 * something must echo it in a header, which another site's page cannot read or send. A token the server did
 * not sign, or signed for another session, is replaced, and a change carrying it is refused.
 * It runs on `onRequest`, before the body is read, so a forged call stores nothing.
 *
 * Every unsafe method is checked, whatever its path: the router decodes percent-encoding and routes
 * absolute-form targets (`POST http://host/api/…`), so a test on the raw URL's spelling let `/%61pi/…`
 * through (issue 20). No route opts out: every non-GET route is under /api and called by our own web app
 * with the header; the OAuth callbacks are GET (routes/oauth.ts).
 */
export const csrf = globalPlugin<{ secret: string }>(async (app, { secret }) => {
  app.decorate('csrfKey', createHmac('sha256', secret).update('lienzo anti-forgery key').digest());
  app.addHook('onRequest', async (request, reply) => {
    const session = request.cookies[SESSION_COOKIE] ?? null;
    const cookie = request.cookies[CSRF_COOKIE];
    const valid = verifyCsrfToken(app.csrfKey, cookie, session);
    if (!valid) issueCsrfCookie(request, reply, session);
    if (SAFE_METHODS.has(request.method)) return;
    const header = request.headers[CSRF_HEADER];
    if (!valid || typeof cookie !== 'string' || typeof header !== 'string' || !sameToken(header, cookie))
      throw new ApiError(403, 'API_ERROR_CSRF');
  });
});
