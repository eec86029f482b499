import { API_ROUTES } from '@lienzo/core';
import type { FastifyPluginAsync } from 'fastify';
import { deleteDesign } from '../designs/delete-design';
import { listDesignSizes } from '../designs/design-sizes';
import { isDesignHash } from '../designs/hash';
import { sendDataAnswer } from '../designs/stored-json';
import { readDesignByHash } from '../designs/read-design';
import { notFound } from '../http/api-error';
import { apiRoute } from '../http/api-route';
import { currentUser } from '../plugins/sessions';

export const editorRoutes: FastifyPluginAsync = async (app) => {
  apiRoute(app, API_ROUTES.designByHash, {}, async (request, reply) => {
    const { hash } = request.params;
    if (!isDesignHash(hash)) throw notFound();
    const design = await readDesignByHash(app.db, hash, request.user?.id ?? null);
    if (!design) throw notFound();
    return sendDataAnswer(reply, design);
  });

  apiRoute(app, API_ROUTES.deleteDesign, {}, async (request) => {
    const deps = { db: app.db, storage: app.storage, log: request.log, deliveries: app.deliveryJobs };
    await deleteDesign(deps, currentUser(request).id, request.body.id);
    return { data: { deleted: true } };
  });

  apiRoute(app, API_ROUTES.designSizes, {}, async (request) => {
    const { id } = request.query;
    return { data: { items: await listDesignSizes(app.db, currentUser(request).id, id) } };
  });
};
