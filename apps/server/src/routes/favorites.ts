import { API_ROUTES } from '@lienzo/core';
import type { FastifyPluginAsync } from 'fastify';
import { listFavorites, setFavorite } from '../designs/favorites';
import { apiRoute } from '../http/api-route';
import { currentUser } from '../plugins/sessions';

/** The gallery's Favorites tab (our extension of SPEC §7): mark, unmark and list favourites. */
export const favoriteRoutes: FastifyPluginAsync = async (app) => {
  apiRoute(app, API_ROUTES.setFavorite, {}, async (request) => {
    const { design_id, favorite } = request.body;
    await setFavorite(app.db, currentUser(request).id, design_id, favorite);
    return { data: { design_id, favorite } };
  });

  apiRoute(app, API_ROUTES.favorites, {}, async (request) => {
    const { page } = request.query;
    return { data: { items: await listFavorites(app.db, currentUser(request).id, page) } };
  });
};
