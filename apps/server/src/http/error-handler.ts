import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { protectNonPage } from '../plugins/security-headers';
import { ApiError, notFound } from './api-error';

/** Fastify's own request errors, translated to the codes of the API (SPEC §8). */
function fromFastify(error: FastifyError): ApiError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, 'API_ERROR_INVALID_JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'API_ERROR_PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 'API_ERROR_VALIDATION', 'Send the body as application/json.');
    default:
      break;
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return new ApiError(status, 'API_ERROR_VALIDATION');
  return null;
}

/**
 * For Fastify's `frameworkErrors`: the router's refusals before any route runs — a path name over its length
 * limit (nothing is stored under such a name: 404), a broken %-escape (400) — answered like every other error
 * instead of with Fastify's own body.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const answer =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? notFound()
      : new ApiError(
          error.code === 'FST_ERR_BAD_URL' ? 400 : (error.statusCode ?? 400),
          'API_ERROR_VALIDATION',
        );
  // The router answers outside every hook, so the headers the security plugin adds are set here.
  protectNonPage(reply);
  void reply.status(answer.statusCode).send(answer.toBody());
}

/**
 * Every failure answers `{error: {code, message}}`. Anything unexpected is logged in full and answered with
 * a bare 500: no stack, no internal message ever reaches the client.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = error instanceof ApiError ? error : fromFastify(error);
    if (known) {
      if (known.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(known.statusCode).send(known.toBody());
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(new ApiError(500, 'API_ERROR_UNKNOWN').toBody());
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(notFound().toBody()));
}
