import { customLayoutSaveSchema } from '@lienzo/core';
import type { FastifyPluginAsync } from 'fastify';
import { validate } from '../http/validate';
import { listCustomLayouts, saveCustomLayout } from '../layouts/custom-layouts';
import { currentUser, requireUser } from '../plugins/sessions';

/** Saved custom layouts: POST /api/layouts/save (SPEC §7) and GET /api/layouts (our extension). */
export const layoutRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/layouts/save', { onRequest: requireUser }, async (request) => {
    const layout = validate(customLayoutSaveSchema, request.body);
    return { data: await saveCustomLayout(app.db, currentUser(request).id, layout) };
  });

  app.get('/api/layouts', { onRequest: requireUser }, async (request) => ({
    data: { items: await listCustomLayouts(app.db, currentUser(request).id) },
  }));
};
