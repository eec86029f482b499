import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';

export interface RateLimit {
  max: number;
  timeWindow: number;
}

/**
 * Route config for an upload route (backgrounds, fonts; each route counts on its own) or the error reports: per signed-in user,
 * or per client address without a session. It runs after `requireUser` and before the body is read, so a refused
 * upload stores nothing; past the limit it answers 429 API_ERROR_RATE_LIMITED.
 */
export function uploadRateLimit(limit: RateLimit) {
  return {
    rateLimit: {
      ...limit,
      keyGenerator: (request: FastifyRequest) =>
        request.user ? `user:${request.user.id}` : `address:${request.ip}`,
    },
  };
}

/** REDIS_URL: where every process and host counts the rate limits together. */
export interface SharedRateLimitStore {
  client: Redis;
  /** The start of every key; tests give their own so that they do not share counts. */
  namespace?: string;
}

export const RATE_LIMIT_NAMESPACE = 'lienzo-rate-limit:';

/**
 * The store options for `@fastify/rate-limit`, which every route's `config.rateLimit` then counts in: Redis when
 * REDIS_URL is set, else the plugin's in-process memory (one process, the embedded default). While Redis does not
 * answer, requests pass unlimited (fail open, `skipOnError`): refusing them would turn a cache outage into nobody
 * being able to sign in or upload, and an attacker cannot take our Redis down from outside.
 */
export function rateLimitStoreOptions(shared: SharedRateLimitStore | null | undefined) {
  if (!shared) return {};
  return { redis: shared.client, nameSpace: shared.namespace ?? RATE_LIMIT_NAMESPACE, skipOnError: true };
}
