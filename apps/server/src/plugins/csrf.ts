import { randomBytes, timingSafeEqual } from 'node:crypto';
import { CSRF_COOKIE, CSRF_HEADER } from '@lienzo/core';
import { ApiError } from '../http/api-error';
import { globalPlugin } from '../http/global-plugin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function sameToken(header: string, cookie: string): boolean {
  const a = Buffer.from(header);
  const b = Buffer.from(cookie);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Double-submit anti-forgery (SPEC §7, DESIGN.md §5). Every browser gets a readable random cookie; a call
 * that changes something must echo it in a header, which another site's page cannot read or send.
 * It runs on `onRequest`, before the body is read, so a forged call stores nothing.
 */
export const csrf = globalPlugin(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    const hasCookie = typeof cookie === 'string' && TOKEN.test(cookie);
    if (!hasCookie) {
      reply.setCookie(CSRF_COOKIE, randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
        secure: request.protocol === 'https',
      });
    }
    if (SAFE_METHODS.has(request.method)) return;
    const path = request.url.split('?', 1)[0] ?? '';
    if (path !== '/api' && !path.startsWith('/api/')) return;
    const header = request.headers[CSRF_HEADER];
    if (!hasCookie || typeof header !== 'string' || !sameToken(header, cookie))
      throw new ApiError(403, 'API_ERROR_CSRF');
  });
});
