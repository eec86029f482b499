import { feedQuerySchema } from '@lienzo/core';
import type { FastifyPluginAsync } from 'fastify';
import { listGallery } from '../designs/gallery';
import { validate } from '../http/validate';
import { currentUser, requireUser } from '../plugins/sessions';

/** The caller's gallery (SPEC §7 `/api/feed?page={n}&query`), 20 designs a page. */
export const feedRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/feed', { onRequest: requireUser }, async (request) => {
    const { page, query, board_id } = validate(feedQuerySchema, request.query);
    return {
      data: {
        items: await listGallery(app.db, { userId: currentUser(request).id, page, query, boardId: board_id }),
      },
    };
  });
};
