import { API_ROUTES, normalizeInstagramUsername } from '@lienzo/core';
import type { FastifyPluginAsync } from 'fastify';
import { apiRoute } from '../http/api-route';
import type { InstagramAccountProvider } from '../instagram/accounts';

export interface InstagramRoutesOptions {
  provider: InstagramAccountProvider;
}

/** GET /api/editor/checkInstagramAccount?username= (SPEC §7: a truthy answer means the account exists). */
export const instagramRoutes: FastifyPluginAsync<InstagramRoutesOptions> = async (app, { provider }) => {
  apiRoute(app, API_ROUTES.checkInstagramAccount, {}, async (request) => {
    const username = normalizeInstagramUsername(request.query.username);
    // A name no account can have simply does not exist: the editor shows "user not found", not an error.
    if (username === null) return { data: { exists: false } };
    return { data: { exists: await provider.exists(username), username } };
  });
};
