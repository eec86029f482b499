import { API_ROUTES } from '@lienzo/core';
import type { FastifyPluginAsync } from 'fastify';
import { apiRoute } from '../http/api-route';
import { listCustomLayouts, saveCustomLayout } from '../layouts/custom-layouts';
import { currentUser } from '../plugins/sessions';

/** Saved custom layouts: POST /api/layouts/save (SPEC §7) and GET /api/layouts (our extension). */
export const layoutRoutes: FastifyPluginAsync = async (app) => {
  apiRoute(app, API_ROUTES.saveLayout, {}, async (request) => ({
    data: await saveCustomLayout(app.db, currentUser(request).id, request.body),
  }));

  apiRoute(app, API_ROUTES.layouts, {}, async (request) => ({
    data: { items: await listCustomLayouts(app.db, currentUser(request).id) },
  }));
};
