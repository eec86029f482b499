import type { FastifyPluginAsync } from 'fastify';
import { loadMe } from '../users/me';

export const meRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/me', async (request) => ({ data: await loadMe(app.db, request.user?.id ?? null) }));
};
