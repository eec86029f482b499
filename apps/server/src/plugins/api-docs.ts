import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  APP_VERSION,
  CSRF_HEADER,
  FAILURE_DESCRIPTIONS,
  isMultipartBody,
  SESSION_COOKIE,
  type ApiRoute,
  type FailureStatus,
  type MultipartBody,
} from '@lienzo/core';
import type { FastifyPluginAsync, FastifySchema } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { globalPlugin } from '../http/global-plugin';

/** Where the browsable documentation is; its OpenAPI document is `${API_DOCS_PATH}/json`. */
export const API_DOCS_PATH = '/api/docs';

type JsonSchema = Record<string, unknown>;

/** Each schema written out where it is used: the document has no shared components to resolve. */
const zodToJsonSchema = createJsonSchemaTransform({ skipList: [], schemaRegistry: z.registry() });

const CSRF_HEADER_SCHEMA: JsonSchema = {
  type: 'object',
  required: [CSRF_HEADER],
  properties: { [CSRF_HEADER]: { type: 'string', description: 'The value of the anti-forgery cookie' } },
};

function multipartSchema({ files, fields }: MultipartBody): JsonSchema {
  const text: JsonSchema = fields ? z.toJSONSchema(fields, { io: 'input', unrepresentable: 'any' }) : {};
  const textFields = (text.properties ?? {}) as Record<string, JsonSchema>;
  return {
    type: 'object',
    required: [...files, ...((text.required ?? []) as string[])],
    properties: {
      ...textFields,
      ...Object.fromEntries(files.map((file) => [file, { type: 'string', format: 'binary' }])),
    },
  };
}

/** Each answer with what its status means (@fastify/swagger moves it from the schema to the response). */
function describedAnswers(answers: Record<string, JsonSchema>): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(answers).map(([status, schema]) => [
      status,
      {
        ...schema,
        'x-response-description':
          status === '200' ? 'Success: `{data: …}`' : FAILURE_DESCRIPTIONS[Number(status) as FailureStatus],
      },
    ]),
  );
}

/** A route's operation: from its declaration, or left out when it has none (the files, the app's pages). */
const documentRoute: SwaggerTransform = (document) => {
  const declared: ApiRoute | undefined = document.route.config?.apiRoute;
  if (!declared) return { schema: { hide: true } as FastifySchema, url: document.url };
  const { schema } = zodToJsonSchema(document);
  const operation: Record<string, unknown> = {
    ...schema,
    summary: declared.summary,
    response: describedAnswers(schema.response as Record<string, JsonSchema>),
  };
  if (declared.method !== 'GET') operation.headers = CSRF_HEADER_SCHEMA;
  if (declared.signedIn) operation.security = [{ session: [] }];
  if (isMultipartBody(declared.body)) {
    operation.body = multipartSchema(declared.body);
    operation.consumes = ['multipart/form-data'];
  }
  return { schema: operation as FastifySchema, url: declared.path };
};

/**
 * The OpenAPI 3.1 document of the API, made by @fastify/swagger from the routes' declarations as they are
 * registered (so it must come before them). Paths are app-relative (`/api/me`); the one server entry is the
 * app's prefix (BASE_PATH), `/` without one.
 */
export const apiDocument = globalPlugin<{ basePath: string }>(async (app, { basePath }) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Lienzo API', version: APP_VERSION },
      servers: [{ url: basePath || '/' }],
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
    },
    transform: documentRoute,
    // OpenAPI 3.1 schemas are JSON Schema 2020-12, where `const` is valid as zod writes it.
    convertConstToEnum: false,
  });
});

/**
 * GET /api/docs: the document in Swagger UI, its scripts and styles served from node_modules (no CDN, within
 * the page policy of plugins/security-headers.ts); GET /api/docs/json: the document itself.
 */
export const apiDocsUi: FastifyPluginAsync<{ basePath: string }> = async (app, { basePath }) => {
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PATH, indexPrefix: basePath });
};
