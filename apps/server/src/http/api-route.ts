import type { IncomingMessage, ServerResponse } from 'node:http';
import { describeIssues, fastifyPath, isMultipartBody, type ApiRoute, type RouteAnswer } from '@lienzo/core';
import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  FastifyServerOptions,
  preValidationAsyncHookHandler,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';
import { ResponseSerializationError, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireUser } from '../plugins/sessions';
import { ApiError } from './api-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration an /api route was registered from (see {@link apiRoute}). */
    apiRoute?: ApiRoute;
  }
}

/**
 * Checks a request part (params, query string, JSON body) against its declared zod schema. A failure is the
 * API's 400 API_ERROR_VALIDATION naming the fields, as every route answered before the declarations; the
 * parsed value (defaults filled, text coerced) replaces the part. Ours rather than
 * fastify-type-provider-zod's, whose failures would reach the client as Fastify's own error body.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, method, url }) => {
  expectZod(schema, method, url);
  return (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new ApiError(400, 'API_ERROR_VALIDATION', describeIssues(result.error)) };
  };
};

/**
 * Writes an answer through its declared schema: anything undeclared is dropped, and an answer that does not
 * match fails (500, logged with the mismatch) rather than reach a client that trusts its type. Ours rather than
 * fastify-type-provider-zod's, which runs zod's `encode`: 134 µs for a gallery page against 12 µs for `parse`
 * (zod compiles parsers, not encoders), and the same result, since answer schemas have no transforms
 * (packages/core/src/api/routes/routes.test.ts).
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url }) => {
  expectZod(schema, method, url);
  return (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};

/**
 * The compilers of every route, as Fastify's `schemaController` option. Given at construction, Fastify never
 * loads its default ones (Ajv and fast-json-stringify, a second of a loaded machine's start) that no route uses.
 * Fastify types these factories after Ajv's; ours are called the same way, with the route's zod schema.
 */
export const zodSchemaController = {
  compilersFactory: { buildValidator: () => validatorCompiler, buildSerializer: () => serializerCompiler },
} as unknown as FastifyServerOptions['schemaController'];

/** Every route's schemas are zod (the /api routes' declarations): a JSON Schema fails the start, not a request. */
function expectZod(schema: unknown, method: string, url: string): asserts schema is z.ZodType {
  if (typeof (schema as Partial<z.ZodType> | null)?.safeParse !== 'function')
    throw new Error(`${method} ${url}: a route schema must be a zod schema (declare it in packages/core)`);
}

/** The Fastify schema a declaration stands for; a multipart body is read by its handler. */
type RouteSchema<Route extends ApiRoute> = {
  params: Route['params'];
  querystring: Route['query'];
  body: Route['body'] extends z.ZodType ? Route['body'] : undefined;
  response: Route['answers'];
};

/** A request with its params, query and body typed (and already validated) from the route's declaration. */
export type ApiRequest<Route extends ApiRoute> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  IncomingMessage,
  RouteSchema<Route>,
  ZodTypeProvider
>;

export type ApiReply<Route extends ApiRoute> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  ContextConfigDefault,
  RouteSchema<Route>,
  ZodTypeProvider
>;

/**
 * Answers `{data}` as declared, or sends the answer itself and returns the reply (a stored document placed
 * as it is, see designs/stored-json.ts).
 */
export type ApiHandler<Route extends ApiRoute> = (
  request: ApiRequest<Route>,
  reply: ApiReply<Route>,
) => Promise<{ data: RouteAnswer<Route> }> | Promise<ApiReply<Route>>;

/** How a rate-limited route counts: the rate-limit plugin before anything is read, or its own counter. */
export type RouteLimit =
  | Pick<FastifyContextConfig, 'rateLimit'>
  /** Counted after the body is parsed and before it is validated, so refused input counts too. */
  | { limiter: preValidationAsyncHookHandler };

export interface ApiRouteOptions {
  /** Whatever the declaration says is `rateLimited` must be given its limit, and nothing else may. */
  limit?: RouteLimit;
  bodyLimit?: number;
}

/**
 * Registers an /api route from its declaration: the path, `requireUser` for a signed-in route, the validation
 * of its inputs and the serialisation of its answers through their zod schemas (which drops anything
 * undeclared), and the declaration itself in the route's config for the OpenAPI document.
 */
export function apiRoute<Route extends ApiRoute>(
  app: FastifyInstance,
  route: Route,
  options: ApiRouteOptions,
  handler: NoInfer<ApiHandler<Route>>,
): void {
  const { limit, bodyLimit } = options;
  if (route.rateLimited !== (limit !== undefined))
    throw new Error(`${route.method} ${route.path} is declared rateLimited: ${route.rateLimited}`);
  const registered: RouteOptions = {
    method: route.method,
    url: fastifyPath(route.path),
    schema: {
      ...(route.params && { params: route.params }),
      ...(route.query && { querystring: route.query }),
      ...(route.body && !isMultipartBody(route.body) && { body: route.body }),
      response: route.answers,
    },
    config: { apiRoute: route, ...(limit && 'rateLimit' in limit && { rateLimit: limit.rateLimit }) },
    handler: handler as unknown as RouteOptions['handler'],
  };
  if (route.signedIn) registered.onRequest = requireUser;
  if (limit && 'limiter' in limit) registered.preValidation = limit.limiter;
  if (bodyLimit !== undefined) registered.bodyLimit = bodyLimit;
  app.route(registered);
}
