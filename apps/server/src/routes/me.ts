import type { FastifyPluginAsync } from 'fastify';
import type { Environment } from '@lienzo/core';
import { loadMe } from '../users/me';

export interface MeRoutesOptions {
  environment: Environment;
}

/** GET /api/me (SPEC §7), plus the environment the web app gates analytics and dev features on (§6, §9). */
export const meRoutes: FastifyPluginAsync<MeRoutesOptions> = async (app, { environment }) => {
  app.get('/api/me', async (request) => ({
    data: { ...(await loadMe(app.db, request.user?.id ?? null)), environment },
  }));
};
