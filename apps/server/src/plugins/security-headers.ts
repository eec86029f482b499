import type { FastifyReply } from 'fastify';
import { globalPlugin } from '../http/global-plugin';

/**
 * The app page's policy: scripts only from us. The editor may be embedded by a host page (SPEC §1), but only
 * by the EMBED_ORIGINS; with none configured no other site may frame it (a framed editor nobody may talk to
 * would only serve clickjacking).
 */
export function contentSecurityPolicy(embedOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-ancestors ${embedOrigins.length > 0 ? embedOrigins.join(' ') : "'self'"}`,
  ].join('; ');
}

/**
 * For everything but the app's page — stored user files (uploads, fonts, icons, videos, downloads) and API
 * answers — opened on their own: they may show themselves and load or run nothing else (an uploaded SVG or a
 * JSON answer opened as a document runs no script), in a sandbox with no origin, and no other page may frame
 * them (the app itself never does: it shows them as images and media).
 */
export const STORED_FILE_POLICY =
  "default-src 'none'; img-src 'self'; media-src 'self'; sandbox; frame-ancestors 'none'";

/** The headers of an answer that is not the app's page; also set where Fastify answers without its hooks. */
export function protectNonPage(reply: FastifyReply): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'same-origin');
  reply.header('Content-Security-Policy', STORED_FILE_POLICY);
}

/** Headers that keep user content from running as script (DESIGN.md §9). */
export const securityHeaders = globalPlugin<{ embedOrigins: readonly string[] }>(async (app, options) => {
  const pagePolicy = contentSecurityPolicy(options.embedOrigins);
  app.addHook('onSend', async (_request, reply, payload) => {
    protectNonPage(reply);
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html'))
      reply.header('Content-Security-Policy', pagePolicy);
    return payload;
  });
});
