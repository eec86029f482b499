import { API_ROUTES, designPageImagePath } from '@lienzo/core';
import type { FastifyPluginAsync } from 'fastify';
import { storePageImage } from '../designs/design-pages';
import { apiRoute } from '../http/api-route';
import { currentUser } from '../plugins/sessions';
import { SAVE_BODY_LIMIT } from './save';

/**
 * POST /api/designs/{id}/pages/{position}/image (issue 23, extends SPEC §7): the picture of page 2 or later of
 * one of the caller's saved designs, sent by the editor after each save of a carousel (a save drops the pages'
 * earlier pictures). The body limit is the save's: one page's PNG is at most the save's picture.
 */
export const designPageRoutes: FastifyPluginAsync = async (app) => {
  apiRoute(app, API_ROUTES.savePageImage, { bodyLimit: SAVE_BODY_LIMIT }, async (request) => {
    const { id, position } = request.params;
    const user = currentUser(request);
    const deps = { db: app.db, storage: app.storage, log: request.log };
    const { hash } = await storePageImage(deps, user, id, position, request.body.image);
    return { data: { position, image: designPageImagePath(hash, position) } };
  });
};
