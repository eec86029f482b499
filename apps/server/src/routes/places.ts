import { API_ROUTES, type Locale } from '@lienzo/core';
import type { FastifyPluginAsync } from 'fastify';
import { apiRoute } from '../http/api-route';
import { PlacesServiceError, type PlacesProvider } from '../places/places';

export interface PlacesRoutesOptions {
  provider: PlacesProvider;
}

/**
 * GET /api/editor/searchLocations?query=&locale= (SPEC §5, §7): the places whose names match, at most 20,
 * the likeliest first. A missing, blank, repeated or over-long query is a 400; a failing places service a 502.
 */
export const placesRoutes: FastifyPluginAsync<PlacesRoutesOptions> = async (app, { provider }) => {
  apiRoute(app, API_ROUTES.searchLocations, {}, async (request) => {
    const { query, locale } = request.query;
    const language: Locale = locale ?? (request.user?.language === 'es' ? 'es' : 'en');
    try {
      return { data: await provider.search(query, language) };
    } catch (error) {
      if (error instanceof PlacesServiceError)
        request.log.warn({ reason: error.reason }, 'the places service failed');
      throw error;
    }
  });
};
