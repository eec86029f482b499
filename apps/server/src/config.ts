import {
  DEFAULT_VIDEO_UPLOAD_MAX_BYTES,
  ENVIRONMENTS,
  isBasePath,
  isEnvironment,
  parseOrigin,
  type Environment,
} from '@lienzo/core';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CONNECTION_LIMITS } from './http/connection-limits';
import { readImageSearchSettings, type ImageSearchSettings } from './images/stock-settings';
import { readOAuthSettings, type OAuthSettings } from './oauth/settings';
import { readPlacesSettings, type PlacesSettings } from './places/places-settings';
import { readSchedulerSettings, type SchedulerSettings } from './schedule/scheduler-settings';
import type { S3StorageOptions } from './storage/s3-storage';

/** STORAGE: files in a local folder (one process), or in an S3-compatible bucket (scale-out, DESIGN.md §5). */
export type StorageConfig = { kind: 'local'; root: string } | { kind: 's3'; s3: S3StorageOptions };

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** A postgres:// URL, or the SQLite file inside DATA_DIR. */
  database: string;
  webDist: string;
  trustProxy: boolean;
  environment: Environment;
  /** INSTAGRAM_ACCOUNTS_FILE: a JSON array of the Instagram usernames that exist; null accepts any valid one. */
  instagramAccountsFile: string | null;
  /** SESSION_SECRET, or undefined: then a random secret is generated once and kept in DATA_DIR. */
  sessionSecret: string | undefined;
  /** EMBED_CROSS_SITE=1: the editor is framed by another site; cookies become SameSite=None; Secure. */
  embedCrossSite: boolean;
  /**
   * EMBED_ORIGINS: the exact origins (scheme://host[:port], comma-separated) whose pages may frame the editor
   * and talk to it by message (docs/EMBED.md). Empty when unset: no other site may frame it.
   */
  embedOrigins: string[];
  storage: StorageConfig;
  /** BASE_PATH: the prefix the whole app (API, files, web app) is mounted under, e.g. `/lienzo`; '' for none. */
  basePath: string;
  /** VIDEO_UPLOAD_MAX_BYTES: the largest video saveVideo accepts. */
  videoUploadMaxBytes: number;
  /** WORKERS: server processes sharing the port (one per core for scale-out); 1, the embedded default. */
  workers: number;
  /** SCHEDULER_URL: the scheduler product's address, offered by the sign-in modal; null when unset. */
  schedulerUrl: string | null;
  /** PUBLIC_URL and the OAuth providers configured (GOOGLE_*, FACEBOOK_*, TWITTER_*). */
  oauth: OAuthSettings;
  /** IMAGE_SEARCH_PROVIDER and the stock services' keys (UNSPLASH_*, PEXELS_*, PIXABAY_*). */
  imageSearch: ImageSearchSettings;
  /** PLACES_API_URL: the scheduler's places endpoint for the location search; the offline cities when unset. */
  places: PlacesSettings;
  /** AUDIO_CATALOGUE_FILE (a JSON array of tracks) and AUDIO_CATALOGUE_MODE; null when unset. */
  audioCatalogue: { file: string; mode: 'extend' | 'replace' } | null;
  /** FFMPEG: the ffmpeg that makes MP4s ('off' for none); undefined looks for `ffmpeg` on PATH at start. */
  ffmpeg: string | undefined;
  /** SCHEDULER_WEBHOOK_URL / _SECRET, SCHEDULE_POLL_MS and SCHEDULE_LEASE_SECONDS: how posts are delivered. */
  scheduler: SchedulerSettings;
  /**
   * STORAGE_SWEEP_GRACE_MS: how old a stored file no row names must be before the sweep removes it (a write
   * under way stores its file before its row commits); one hour by default.
   */
  storageSweepGraceMs: number;
  /** MAX_CONNECTIONS: open connections each process accepts (each costs a file descriptor). */
  maxConnections: number;
  /** MAX_CONNECTIONS_PER_ADDRESS: open connections of one client address, all workers together; 0 for no cap. */
  maxConnectionsPerAddress: number;
  /** REDIS_URL: the rate limits are counted there, shared by every process and host; null: in each process. */
  redisUrl: string | null;
  /** PGBOSS_SCHEMA: with PostgreSQL, the schema the job queue (pg-boss) keeps its tables in; `pgboss` by default. */
  jobSchema: string;
  /**
   * MP4_LEASE_SECONDS: how long an MP4 job may run before another process takes it over (its own is taken to
   * have died); longer than a transcode may take, 40 min by default.
   */
  mp4LeaseMs: number | undefined;
  /**
   * AUTH_ATTEMPTS_PER_MINUTE: sign-ups and sign-ins of one client address a minute, together (20 by default).
   * Raise it where many people share one address (an office behind NAT, a test run).
   */
  authAttemptsPerMinute: number;
}

export const DEFAULT_AUTH_ATTEMPTS_PER_MINUTE = 20;
const MAX_AUTH_ATTEMPTS_PER_MINUTE = 100_000;

/**
 * The starter photos of the image search, committed in `apps/server/assets/photos`: `../assets/photos` from
 * the bundle (`apps/server/dist/server.mjs`) and from the sources (`apps/server/src/config.ts`) alike.
 */
export const BUNDLED_PHOTOS_DIR = fileURLToPath(new URL('../assets/photos', import.meta.url));

/**
 * The templates' thumbnails and their manifest (`npm run render-templates` writes them), committed in
 * `apps/server/assets/templates`, found like {@link BUNDLED_PHOTOS_DIR}.
 */
export const BUNDLED_TEMPLATES_DIR = fileURLToPath(new URL('../assets/templates', import.meta.url));

/**
 * The same thumbnails as PNG (what a design image is), converted once by the server's build
 * (`apps/server/build.mjs`) into `apps/server/dist/template-images`: from the bundle and from the sources alike
 * `../dist/template-images`. The seed converts a thumbnail itself when its PNG is not there.
 */
export const TEMPLATE_IMAGES_DIR = fileURLToPath(new URL('../dist/template-images', import.meta.url));

/**
 * The built web app: `apps/web/dist`. From the bundle (`apps/server/dist/server.mjs`) and from the sources
 * (`apps/server/src/main.ts`) alike it is `../../web/dist`; from the repository root as a fallback.
 */
function defaultWebDist(moduleUrl: string): string {
  const candidates = [
    fileURLToPath(new URL('../../web/dist', moduleUrl)),
    resolve(process.cwd(), 'apps/web/dist'),
  ];
  return candidates.find((candidate) => existsSync(resolve(candidate, 'index.html'))) ?? candidates[0]!;
}

function port(value: string | undefined): number {
  const parsed = Number(value ?? 8080);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535)
    throw new Error(`PORT must be a port number, not ${value}`);
  return parsed;
}

function environment(value: string | undefined): Environment {
  if (value === undefined || value === '') return 'prod';
  if (!isEnvironment(value))
    throw new Error(`APP_ENV must be one of ${ENVIRONMENTS.join(', ')}, not ${value}`);
  return value;
}

function basePath(value: string | undefined): string {
  const prefix = value ?? '';
  if (!isBasePath(prefix))
    throw new Error(
      `BASE_PATH must start with / and be /segments of letters, digits, '.', '_' or '-', without a trailing / ` +
        `or '..' (e.g. /lienzo), not ${JSON.stringify(prefix)}`,
    );
  return prefix;
}

function byteCount(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!/^[0-9]+$/.test(value) || !Number.isSafeInteger(parsed) || parsed < 1)
    throw new Error(`${name} must be a whole number of bytes, at least 1, not ${value}`);
  return parsed;
}

/** One hour: a save, upload or video stores its file before its row commits, in this or another process. */
export const DEFAULT_SWEEP_GRACE_MS = 60 * 60_000;
/** A week: longer than any write could take, short enough for the sweep to still do something. */
export const MAX_SWEEP_GRACE_MS = 7 * 24 * 60 * 60_000;

function sweepGraceMs(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_SWEEP_GRACE_MS;
  const parsed = Number(value);
  if (!/^[0-9]+$/.test(value) || parsed > MAX_SWEEP_GRACE_MS)
    throw new Error(
      `STORAGE_SWEEP_GRACE_MS must be a whole number of milliseconds from 0 to ${MAX_SWEEP_GRACE_MS}, not ${value}`,
    );
  return parsed;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function jobSchema(value: string | undefined): string {
  if (value === undefined || value === '') return 'pgboss';
  if (!SCHEMA_NAME.test(value))
    throw new Error(`PGBOSS_SCHEMA must be a lower-case SQL name such as pgboss, not ${value}`);
  return value;
}

function mp4LeaseMs(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^[0-9]+$/.test(value) || Number(value) < 1 || Number(value) > 86_400)
    throw new Error(`MP4_LEASE_SECONDS must be a whole number of seconds from 1 to 86400, not ${value}`);
  return Number(value) * 1000;
}

export const MAX_WORKERS = 64;

function workers(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const parsed = Number(value);
  if (!/^[0-9]+$/.test(value) || parsed < 1 || parsed > MAX_WORKERS)
    throw new Error(`WORKERS must be a whole number from 1 to ${MAX_WORKERS}, not ${value}`);
  return parsed;
}

/** EMBED_ORIGINS: exact origins only; a wildcard would let any site drive the editor (DESIGN.md §9). */
function embedOrigins(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  const origins = value.split(',').map((part) => part.trim());
  for (const origin of origins) {
    if (parseOrigin(origin) === null)
      throw new Error(
        `EMBED_ORIGINS must list exact origins (scheme://host[:port], no path, no *) separated by commas, not ${JSON.stringify(origin.slice(0, 100))}`,
      );
  }
  return [...new Set(origins)];
}

function authAttemptsPerMinute(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_AUTH_ATTEMPTS_PER_MINUTE;
  const parsed = Number(value);
  if (!/^[0-9]+$/.test(value) || parsed < 1 || parsed > MAX_AUTH_ATTEMPTS_PER_MINUTE)
    throw new Error(
      `AUTH_ATTEMPTS_PER_MINUTE must be a whole number from 1 to ${MAX_AUTH_ATTEMPTS_PER_MINUTE}, not ${value.slice(0, 20)}`,
    );
  return parsed;
}

/** The URL is not repeated in the message: a mistyped one may carry a password. */
function schedulerUrl(value: string | undefined): string | null {
  if (!value) return null;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.username || url.password)
    throw new Error(
      'SCHEDULER_URL must be an http(s) URL without credentials, such as https://scheduler.example.com/',
    );
  return url.href;
}

export const MAX_CONNECTIONS_LIMIT = 1_000_000;

function connectionCount(name: string, value: string | undefined, fallback: number, least: 0 | 1): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!/^[0-9]+$/.test(value) || parsed < least || parsed > MAX_CONNECTIONS_LIMIT)
    throw new Error(`${name} must be a whole number from ${least} to ${MAX_CONNECTIONS_LIMIT}, not ${value}`);
  return parsed;
}

/** The URL is not repeated in the message: a mistyped one may carry a password. */
function redisUrl(value: string | undefined): string | null {
  if (!value) return null;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !['redis:', 'rediss:'].includes(url.protocol) || !url.hostname)
    throw new Error('REDIS_URL must be a redis:// or rediss:// URL, such as redis://127.0.0.1:6379');
  return value;
}

function audioCatalogue(env: NodeJS.ProcessEnv): ServerConfig['audioCatalogue'] {
  const mode = env.AUDIO_CATALOGUE_MODE || 'extend';
  if (mode !== 'extend' && mode !== 'replace')
    throw new Error(`AUDIO_CATALOGUE_MODE must be extend or replace, not ${mode}`);
  if (!env.AUDIO_CATALOGUE_FILE) {
    if (env.AUDIO_CATALOGUE_MODE)
      throw new Error(
        'AUDIO_CATALOGUE_MODE set without AUDIO_CATALOGUE_FILE: set the file, or unset the mode',
      );
    return null;
  }
  return { file: resolve(env.AUDIO_CATALOGUE_FILE), mode };
}

function flag(value: string | undefined): boolean {
  return value === '1' || value === 'true';
}

const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
] as const;

/** S3's rule for bucket names, which MinIO, R2 and the like follow too. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,32}$/;
const PREFIX_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$/;

function strictFlag(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new Error(`${name} must be 1, true, 0 or false, not ${value}`);
}

/** The URL is not repeated in the message: a mistyped one may carry a password. */
function s3Endpoint(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.username || url.password)
    throw new Error('S3_ENDPOINT must be an http(s) URL without credentials, such as http://127.0.0.1:9000');
  return value;
}

function s3Prefix(value: string | undefined): string {
  const prefix = (value ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix === '') return '';
  if (!prefix.split('/').every((segment) => PREFIX_SEGMENT.test(segment) && !/^\.+$/.test(segment)))
    throw new Error(`S3_PREFIX must be folder names (letters, digits, ., _ and -) joined by /, not ${value}`);
  return prefix;
}

function s3Options(env: NodeJS.ProcessEnv): S3StorageOptions {
  const bucket = env.S3_BUCKET;
  if (!bucket) throw new Error('STORAGE=s3 needs S3_BUCKET, the name of the bucket to keep files in');
  if (!BUCKET_NAME.test(bucket))
    throw new Error(
      `S3_BUCKET must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens), not ${bucket}`,
    );
  const region = env.S3_REGION || 'us-east-1';
  if (!REGION.test(region))
    throw new Error(`S3_REGION must be a region name such as eu-west-1, not ${region}`);
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK's default credentials",
    );
  return {
    bucket,
    region,
    endpoint: s3Endpoint(env.S3_ENDPOINT),
    forcePathStyle: strictFlag('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    prefix: s3Prefix(env.S3_PREFIX),
  };
}

function storage(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  const kind = env.STORAGE || 'local';
  if (kind === 's3') return { kind, s3: s3Options(env) };
  if (kind !== 'local') throw new Error(`STORAGE must be local or s3, not ${kind}`);
  const stray = S3_VARIABLES.filter((name) => env[name]);
  if (stray.length)
    throw new Error(`${stray.join(', ')} set but STORAGE is local: set STORAGE=s3, or unset them`);
  return { kind, root: resolve(dataDir, 'files') };
}

export function readConfig(env: NodeJS.ProcessEnv, moduleUrl: string): ServerConfig {
  const dataDir = resolve(env.DATA_DIR || './data');
  return {
    port: port(env.PORT),
    host: env.HOST || '0.0.0.0',
    dataDir,
    database: env.DATABASE_URL || resolve(dataDir, 'lienzo.sqlite'),
    webDist: env.WEB_DIST ? resolve(env.WEB_DIST) : defaultWebDist(moduleUrl),
    trustProxy: flag(env.TRUST_PROXY),
    environment: environment(env.APP_ENV),
    instagramAccountsFile: env.INSTAGRAM_ACCOUNTS_FILE ? resolve(env.INSTAGRAM_ACCOUNTS_FILE) : null,
    sessionSecret: env.SESSION_SECRET || undefined,
    embedCrossSite: flag(env.EMBED_CROSS_SITE),
    embedOrigins: embedOrigins(env.EMBED_ORIGINS),
    storage: storage(env, dataDir),
    basePath: basePath(env.BASE_PATH),
    videoUploadMaxBytes: byteCount(
      'VIDEO_UPLOAD_MAX_BYTES',
      env.VIDEO_UPLOAD_MAX_BYTES,
      DEFAULT_VIDEO_UPLOAD_MAX_BYTES,
    ),
    workers: workers(env.WORKERS),
    schedulerUrl: schedulerUrl(env.SCHEDULER_URL),
    oauth: readOAuthSettings(env),
    imageSearch: readImageSearchSettings(env),
    places: readPlacesSettings(env),
    audioCatalogue: audioCatalogue(env),
    ffmpeg: env.FFMPEG || undefined,
    scheduler: readSchedulerSettings(env),
    storageSweepGraceMs: sweepGraceMs(env.STORAGE_SWEEP_GRACE_MS),
    maxConnections: connectionCount(
      'MAX_CONNECTIONS',
      env.MAX_CONNECTIONS,
      DEFAULT_CONNECTION_LIMITS.maxConnections,
      1,
    ),
    maxConnectionsPerAddress: connectionCount(
      'MAX_CONNECTIONS_PER_ADDRESS',
      env.MAX_CONNECTIONS_PER_ADDRESS,
      DEFAULT_CONNECTION_LIMITS.maxConnectionsPerAddress,
      0,
    ),
    redisUrl: redisUrl(env.REDIS_URL),
    jobSchema: jobSchema(env.PGBOSS_SCHEMA),
    mp4LeaseMs: mp4LeaseMs(env.MP4_LEASE_SECONDS),
    authAttemptsPerMinute: authAttemptsPerMinute(env.AUTH_ATTEMPTS_PER_MINUTE),
  };
}
