import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

/**
 * The built web app at `/` (index.html, assets, `/dist/i18n/locale-{en,es}.json`). Without a build, `/` says so
 * with a 503 instead of a confusing 404.
 */
export const webApp: FastifyPluginAsync<{ webDist?: string | undefined }> = async (app, { webDist }) => {
  if (webDist && existsSync(join(webDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: ['index.html'],
      cacheControl: true,
      maxAge: 0,
    });
    return;
  }
  app.get('/', async (_request, reply) =>
    reply
      .status(503)
      .type('text/plain; charset=utf-8')
      .send('The Lienzo web app is not built yet. Run `npm run build`, then restart the server.'),
  );
};
