import type { FastifyPluginAsync } from 'fastify';
import { isDesignHash } from '../designs/hash';
import { readDesignByHash } from '../designs/read-design';
import { notFound } from '../http/api-error';

export const editorRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { hash: string } }>('/api/getEditorByHash/:hash', async (request) => {
    const { hash } = request.params;
    if (!isDesignHash(hash)) throw notFound();
    const design = await readDesignByHash(app.db, hash, request.user?.id ?? null);
    if (!design) throw notFound();
    return { data: design };
  });
};
