import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { injectBasePath } from './index-page';

/** A file Vite named by its content (`assets/index-W7jiVOwL.js`, maybe with `.br`/`.gz`): never changes. */
const HASHED_ASSET = /^assets\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+(?:\.(?:br|gz))?$/;

/**
 * Hashed assets are kept a year without asking again (a new build names new files); everything else (the page,
 * locale files, icons) is revalidated on every use, so a deploy shows at the next load.
 */
export function cacheControlOf(relativePath: string): string {
  return HASHED_ASSET.test(relativePath.split(sep).join('/'))
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/**
 * The built web app at the app's root (index.html, assets, `/dist/i18n/locale-{en,es}.json`). index.html is
 * served with the prefix injected (read on each request, so a rebuild is picked up like the other files).
 * Without a build, the root says so with a 503 instead of a confusing 404.
 */
export const webApp: FastifyPluginAsync<{ webDist?: string | undefined; basePath: string }> = async (
  app,
  { webDist, basePath },
) => {
  // Only `${BASE_PATH}/`: at `${BASE_PATH}` the page's relative asset links would point outside the prefix.
  const root = { prefixTrailingSlash: 'slash' } as const;
  if (webDist && existsSync(join(webDist, 'index.html'))) {
    const indexPage = async (_request: unknown, reply: FastifyReply) => {
      const html = await readFile(join(webDist, 'index.html'), 'utf8');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(injectBasePath(html, basePath));
    };
    app.get('/', root, indexPage);
    app.get('/index.html', indexPage);
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      // The build writes a .br and a .gz beside each text file (vite.config.ts): sent as they are to browsers
      // that accept them. The few files too small for one are compressed, or not, by plugins/compression.ts.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response, path) => {
        response.setHeader('Cache-Control', cacheControlOf(relative(webDist, path)));
        response.setHeader('Vary', 'accept-encoding');
      },
    });
    return;
  }
  app.get('/', root, async (_request, reply) =>
    reply
      .status(503)
      .type('text/plain; charset=utf-8')
      .send('The Lienzo web app is not built yet. Run `npm run build`, then restart the server.'),
  );
};
