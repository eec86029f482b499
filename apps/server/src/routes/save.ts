import { API_ROUTES } from '@lienzo/core';
import type { FastifyPluginAsync } from 'fastify';
import { saveDesign } from '../designs/save-design';
import { apiRoute } from '../http/api-route';
import { currentUser } from '../plugins/sessions';

/** A PNG export of a large layout plus its document; every other route keeps the 1 MB default. */
export const SAVE_BODY_LIMIT = 16 * 1024 * 1024;

export const saveRoutes: FastifyPluginAsync = async (app) => {
  apiRoute(app, API_ROUTES.save, { bodyLimit: SAVE_BODY_LIMIT }, async (request) => {
    const data = await saveDesign(
      { db: app.db, storage: app.storage, log: request.log },
      currentUser(request),
      request.body,
    );
    return { data };
  });
};
