import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import { freeFontFiles } from '../fonts/free-font-files';
import { notFound } from '../http/api-error';

/** The free font catalogue's files (SPEC §2 font picker), public and unchanging for a given release. */
export const freeFontRoutes: FastifyPluginAsync = async (app) => {
  const files = freeFontFiles();
  app.get<{ Params: { file: string } }>('/fonts/free/:file', async (request, reply) => {
    const path = files.get(request.params.file);
    if (path === undefined) throw notFound();
    return reply
      .type('font/woff2')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(await readFile(path));
  });
};
