import type { FastifyRequest } from 'fastify';
import { globalPlugin } from './global-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** EMBED_CROSS_SITE: the editor runs in another site's frame, so cookies are SameSite=None and Secure. */
    embedCrossSite: boolean;
  }
}

/** Records the cookie policy for `cookieAttributes`. */
export const cookiePolicy = globalPlugin<{ embedCrossSite: boolean }>(async (app, { embedCrossSite }) => {
  app.decorate('embedCrossSite', embedCrossSite);
});

/**
 * The attributes every cookie of ours shares: the app's own path (`${BASE_PATH}/`, so two apps under one
 * host keep apart); SameSite=Lax by default; SameSite=None with Secure when the app is embedded cross-site
 * (browsers drop a SameSite=None cookie without Secure). Secure also over HTTPS.
 */
export function cookieAttributes(request: FastifyRequest): {
  path: string;
  sameSite: 'lax' | 'none';
  secure: boolean;
} {
  const crossSite = request.server.embedCrossSite;
  return {
    path: `${request.server.basePath}/`,
    sameSite: crossSite ? 'none' : 'lax',
    secure: crossSite || request.protocol === 'https',
  };
}
