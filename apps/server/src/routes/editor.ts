import { deleteDesignSchema, designSizesQuerySchema } from '@lienzo/core';
import type { FastifyPluginAsync } from 'fastify';
import { deleteDesign } from '../designs/delete-design';
import { listDesignSizes } from '../designs/design-sizes';
import { isDesignHash } from '../designs/hash';
import { sendDataAnswer } from '../designs/stored-json';
import { readDesignByHash } from '../designs/read-design';
import { notFound } from '../http/api-error';
import { validate } from '../http/validate';
import { currentUser, requireUser } from '../plugins/sessions';

export const editorRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { hash: string } }>('/api/getEditorByHash/:hash', async (request, reply) => {
    const { hash } = request.params;
    if (!isDesignHash(hash)) throw notFound();
    const design = await readDesignByHash(app.db, hash, request.user?.id ?? null);
    if (!design) throw notFound();
    return sendDataAnswer(reply, design);
  });

  app.post('/api/editor/deleteDesign', { onRequest: requireUser }, async (request) => {
    const { id } = validate(deleteDesignSchema, request.body);
    await deleteDesign(
      { db: app.db, storage: app.storage, log: request.log, deliveries: app.deliveryJobs },
      currentUser(request).id,
      id,
    );
    return { data: { deleted: true } };
  });

  app.get('/api/editor/designSizes', { onRequest: requireUser }, async (request) => {
    const { id } = validate(designSizesQuerySchema, request.query);
    return { data: { items: await listDesignSizes(app.db, currentUser(request).id, id) } };
  });
};
