import { API_ROUTES } from '@lienzo/core';
import type { FastifyPluginAsync } from 'fastify';
import { listGallery } from '../designs/gallery';
import { apiRoute } from '../http/api-route';
import { currentUser } from '../plugins/sessions';

/** The caller's gallery (SPEC §7 `/api/feed?page={n}&query`), 20 designs a page; `next_cursor` keeps
 * the next page right while designs are being saved. */
export const feedRoutes: FastifyPluginAsync = async (app) => {
  apiRoute(app, API_ROUTES.feed, {}, async (request) => {
    const { page, query, board_id, cursor } = request.query;
    const userId = currentUser(request).id;
    return { data: await listGallery(app.db, { userId, page, query, boardId: board_id, cursor }) };
  });
};
