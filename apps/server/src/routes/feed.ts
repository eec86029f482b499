import { feedQuerySchema } from '@lienzo/core';
import type { FastifyPluginAsync } from 'fastify';
import { listGallery } from '../designs/gallery';
import { validate } from '../http/validate';
import { currentUser, requireUser } from '../plugins/sessions';

/** The caller's gallery (SPEC §7 `/api/feed?page={n}&query`), 20 designs a page; `next_cursor` keeps
 * the next page right while designs are being saved. */
export const feedRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/feed', { onRequest: requireUser }, async (request) => {
    const { page, query, board_id, cursor } = validate(feedQuerySchema, request.query);
    const userId = currentUser(request).id;
    return { data: await listGallery(app.db, { userId, page, query, boardId: board_id, cursor }) };
  });
};
