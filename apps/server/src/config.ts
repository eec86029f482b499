import { DEFAULT_VIDEO_UPLOAD_MAX_BYTES, ENVIRONMENTS, isEnvironment, type Environment } from '@lienzo/core';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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
  /** VIDEO_UPLOAD_MAX_BYTES: the largest video saveVideo accepts. */
  videoUploadMaxBytes: number;
}

/**
 * The starter photos of the image search, committed in `apps/server/assets/photos`: `../assets/photos` from
 * the bundle (`apps/server/dist/server.mjs`) and from the sources (`apps/server/src/config.ts`) alike.
 */
export const BUNDLED_PHOTOS_DIR = fileURLToPath(new URL('../assets/photos', import.meta.url));

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

function byteCount(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!/^[0-9]+$/.test(value) || !Number.isSafeInteger(parsed) || parsed < 1)
    throw new Error(`${name} must be a whole number of bytes, at least 1, not ${value}`);
  return parsed;
}

function flag(value: string | undefined): boolean {
  return value === '1' || value === 'true';
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
    videoUploadMaxBytes: byteCount(
      'VIDEO_UPLOAD_MAX_BYTES',
      env.VIDEO_UPLOAD_MAX_BYTES,
      DEFAULT_VIDEO_UPLOAD_MAX_BYTES,
    ),
  };
}
