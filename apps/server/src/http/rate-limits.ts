import type { FastifyRequest } from 'fastify';

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
