import { API_ROUTES } from '@lienzo/core';
import type { FastifyPluginAsync } from 'fastify';
import { apiRoute } from '../http/api-route';
import { uploadRateLimit } from '../http/rate-limits';

/** Enough for a burst of failures on one page; a loop that reports forever is cut off. */
export const CLIENT_ERROR_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/**
 * POST /api/errors: the web app's failures go to the server's error log (one JSON line at level error, with the
 * user and the request id), where the log pipeline of the host forwards them to its error service. The report
 * is data to read, never markup: pino writes it as JSON strings.
 */
export const clientErrorRoutes: FastifyPluginAsync = async (app) => {
  const limit = uploadRateLimit(CLIENT_ERROR_RATE_LIMIT);
  apiRoute(app, API_ROUTES.reportError, { limit }, async (request) => {
    request.log.error(
      { client_error: request.body, user_id: request.user?.id ?? null },
      'the web app reported a failure',
    );
    return { data: { reported: true } };
  });
};
