import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import type { Environment } from '@lienzo/core';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { BUNDLED_PHOTOS_DIR } from './config';
import type { Database } from './db/types';
import { ApiError } from './http/api-error';
import type { ImageSearchProvider } from './images/image-search';
import { OfflineInstagramAccounts, type InstagramAccountProvider } from './instagram/accounts';
import { LocalPhotoProvider } from './images/local-photos';
import { installErrorHandlers } from './http/error-handler';
import { context } from './plugins/context';
import { csrf } from './plugins/csrf';
import { multipart } from './plugins/multipart';
import { securityHeaders } from './plugins/security-headers';
import { sessions } from './plugins/sessions';
import { webApp } from './plugins/web-app';
import { audioRoutes } from './routes/audios';
import { authRoutes, type AuthRoutesOptions } from './routes/auth';
import { boardRoutes } from './routes/boards';
import { designImageRoutes } from './routes/design-images';
import { editorRoutes } from './routes/editor';
import { favoriteRoutes } from './routes/favorites';
import { feedRoutes } from './routes/feed';
import { imageSearchRoutes } from './routes/image-search';
import { instagramRoutes } from './routes/instagram';
import { layoutRoutes } from './routes/layouts';
import { fontRoutes } from './routes/fonts';
import { iconRoutes } from './routes/icons';
import { meRoutes } from './routes/me';
import { saveRoutes } from './routes/save';
import { templateRoutes } from './routes/templates';
import { uploadRoutes } from './routes/uploads';
import type { Storage } from './storage/storage';

export interface AppOptions {
  db: Kysely<Database>;
  storage: Storage;
  /** The built web app; without it `/` answers 503. */
  webDist?: string | undefined;
  logger?: boolean;
  /** Behind a TLS-terminating proxy: trust X-Forwarded-* for the client address and protocol. */
  trustProxy?: boolean;
  authRateLimit?: AuthRoutesOptions['rateLimit'];
  /** Where the image search looks; the bundled starter photos by default. */
  imageSearch?: ImageSearchProvider;
  /** 'prod' turns on the web app's analytics events (SPEC §9); default 'prod'. */
  environment?: Environment;
  /** Who answers checkInstagramAccount; the offline provider accepting any valid username by default. */
  instagram?: InstagramAccountProvider;
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;
export const DEFAULT_AUTH_RATE_LIMIT = { max: 20, timeWindow: 60_000 };

/** The whole server: plugins first (order matters: anti-forgery runs before sessions), then routes. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Two log lines per request cost more than a gallery query; our error handler still logs failures.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
  });
  installErrorHandlers(app);

  await app.register(fastifyCookie);
  await app.register(context, { db: options.db, storage: options.storage });
  // Only the routes that ask for it are limited (sign-in); the API at large must not throttle.
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => new ApiError(429, 'API_ERROR_RATE_LIMITED'),
  });
  await app.register(securityHeaders);
  await app.register(csrf);
  await app.register(sessions);
  await app.register(multipart);

  await app.register(authRoutes, { rateLimit: options.authRateLimit ?? DEFAULT_AUTH_RATE_LIMIT });
  await app.register(meRoutes, { environment: options.environment ?? 'prod' });
  await app.register(saveRoutes);
  await app.register(editorRoutes);
  await app.register(boardRoutes);
  await app.register(feedRoutes);
  await app.register(favoriteRoutes);
  await app.register(designImageRoutes);
  await app.register(uploadRoutes);
  const photos = new LocalPhotoProvider(BUNDLED_PHOTOS_DIR);
  await app.register(imageSearchRoutes, { provider: options.imageSearch ?? photos, photos });
  await app.register(audioRoutes);
  await app.register(fontRoutes);
  await app.register(iconRoutes);
  await app.register(layoutRoutes);
  await app.register(templateRoutes);
  await app.register(instagramRoutes, { provider: options.instagram ?? new OfflineInstagramAccounts() });
  await app.register(webApp, { webDist: options.webDist });
  return app;
}
