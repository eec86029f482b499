import type { FastifyPluginAsync } from 'fastify';
import { API_ROUTES, type Environment } from '@lienzo/core';
import { apiRoute } from '../http/api-route';
import { currentUser } from '../plugins/sessions';
import { loadMe } from '../users/me';

export interface MeRoutesOptions {
  environment: Environment;
  /** SCHEDULER_URL: where the sign-in modal's "back to the scheduler" goes; null hides it. */
  schedulerUrl: string | null;
  /** EMBED_ORIGINS: the host pages the embedded editor answers (docs/EMBED.md). */
  embedOrigins: readonly string[];
}

/**
 * GET /api/me (SPEC §7), plus the environment the web app gates analytics and dev features on (§6, §9),
 * the scheduler's address and the origins allowed to embed the editor; POST /api/me/language stores the language the user chose (§1).
 */
export const meRoutes: FastifyPluginAsync<MeRoutesOptions> = async (
  app,
  { environment, schedulerUrl, embedOrigins },
) => {
  apiRoute(app, API_ROUTES.me, {}, async (request) => ({
    data: {
      ...(await loadMe(app.db, request.user?.id ?? null)),
      environment,
      ...(schedulerUrl ? { scheduler_url: schedulerUrl } : {}),
      ...(embedOrigins.length > 0 ? { embed_origins: [...embedOrigins] } : {}),
    },
  }));

  apiRoute(app, API_ROUTES.setLanguage, {}, async (request) => {
    const { language } = request.body;
    const { id } = currentUser(request);
    await app.db.updateTable('users').set({ language }).where('id', '=', id).execute();
    return { data: await loadMe(app.db, id) };
  });
};
