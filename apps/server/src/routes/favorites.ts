import { favoriteSchema, favoritesQuerySchema } from '@lienzo/core';
import type { FastifyPluginAsync } from 'fastify';
import { listFavorites, setFavorite } from '../designs/favorites';
import { validate } from '../http/validate';
import { currentUser, requireUser } from '../plugins/sessions';

/** The gallery's Favorites tab (our extension of SPEC §7): mark, unmark and list favourites. */
export const favoriteRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/editor/favorite', { onRequest: requireUser }, async (request) => {
    const { design_id, favorite } = validate(favoriteSchema, request.body);
    await setFavorite(app.db, currentUser(request).id, design_id, favorite);
    return { data: { design_id, favorite } };
  });

  app.get('/api/editor/favorites', { onRequest: requireUser }, async (request) => {
    const { page } = validate(favoritesQuerySchema, request.query);
    return { data: { items: await listFavorites(app.db, currentUser(request).id, page) } };
  });
};
