import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { injectBasePath } from './index-page';

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
      cacheControl: true,
      maxAge: 0,
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
