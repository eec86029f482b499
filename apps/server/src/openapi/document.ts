import { API_ERRORS, CSRF_HEADER, SESSION_COOKIE, STICKER_RULES } from '@lienzo/core';
import { z } from 'zod';
import type { ApiRoute } from './route-table';

type JsonSchema = Record<string, unknown>;

/** JSON Schema of what a client sends (defaults optional), without the `$schema` line of each fragment. */
function jsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest;
}

const ERROR_ENVELOPE: JsonSchema = {
  type: 'object',
  required: ['error'],
  additionalProperties: false,
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      additionalProperties: false,
      properties: {
        code: { type: 'string', enum: Object.keys(API_ERRORS) },
        message: { type: 'string' },
        rule: { type: 'string', enum: [...STICKER_RULES] },
      },
    },
  },
};

const DATA_ENVELOPE: JsonSchema = {
  type: 'object',
  required: ['data'],
  properties: { data: {} },
};

function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
}

/** Query parameters, one per property of the (object) query schema. */
function queryParameters(schema: z.ZodType): JsonSchema[] {
  const json = jsonSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

function pathParameters(path: string): JsonSchema[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

function operation(route: ApiRoute): JsonSchema {
  const parameters = [...pathParameters(route.path), ...(route.query ? queryParameters(route.query) : [])];
  const responses: Record<string, unknown> = {
    200: {
      description: 'Success: `{data: …}`',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Data' } } },
    },
    400: errorResponse('Invalid input'),
    500: errorResponse('Unexpected failure'),
  };
  if (route.signedIn) responses[401] = errorResponse('No session');
  if (route.method !== 'GET') {
    responses[403] = errorResponse('Anti-forgery header missing or wrong');
    parameters.push({
      name: CSRF_HEADER,
      in: 'header',
      required: true,
      description: 'The value of the anti-forgery cookie',
      schema: { type: 'string' },
    });
  }
  if (route.body) responses[413] = errorResponse('Request too large');
  if (route.limited) responses[429] = errorResponse('Too many requests');
  const result: JsonSchema = { summary: route.summary, responses };
  if (parameters.length) result.parameters = parameters;
  if (route.body === 'multipart') {
    result.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', format: 'binary' } },
          },
        },
      },
    };
  } else if (route.body) {
    result.requestBody = {
      required: true,
      content: { 'application/json': { schema: jsonSchema(route.body) } },
    };
  }
  if (route.signedIn) result.security = [{ session: [] }];
  return result;
}

/** The OpenAPI 3.1 document of the API, built from the route table and the zod schemas of packages/core. */
/** Paths are app-relative (`/api/me`); the one server entry is the app's prefix (BASE_PATH), `/` without one. */
export function buildOpenApiDocument(
  routes: readonly ApiRoute[],
  version: string,
  basePath: string,
): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const entry = (paths[route.path] ??= {});
    entry[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Lienzo API', version },
    servers: [{ url: basePath || '/' }],
    paths,
    components: {
      schemas: { Data: DATA_ENVELOPE, Error: ERROR_ENVELOPE },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
    },
  };
}
