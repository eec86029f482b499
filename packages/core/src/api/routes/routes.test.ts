import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  API_ROUTES,
  apiErrorBodySchema,
  defineRoute,
  failureStatuses,
  fillPath,
  isMultipartBody,
  pathParameterNames,
  type ApiRoute,
} from './index';

const routes: Array<[string, ApiRoute]> = Object.entries(API_ROUTES);

/** A JSON Schema as a client reads it: an output object's `additionalProperties: false` only says zod strips. */
function shapeOf(schema: z.ZodType, io: 'input' | 'output'): string {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return JSON.stringify(json, (key, value: unknown) => (key === 'additionalProperties' ? undefined : value));
}

describe('the route declarations', () => {
  it('declare each method and path once', () => {
    const keys = routes.map(([, route]) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(routes.length).toBeGreaterThan(35);
  });

  it.each(routes)('%s names each path parameter in its params schema, and nothing else', (_name, route) => {
    const inPath = pathParameterNames(route.path).sort();
    expect(Object.keys(route.params?.shape ?? {}).sort()).toEqual(inPath);
  });

  it.each(routes)('%s sends a body only with POST', (_name, route) => {
    if (route.method === 'GET') expect(route.body).toBeUndefined();
  });

  it.each(routes)(
    '%s answers the same shape it is given: no default or transform between server and client',
    (_name, route) => {
      expect(shapeOf(route.answer, 'input')).toBe(shapeOf(route.answer, 'output'));
    },
  );

  it.each(routes)('%s declares the success envelope and an error envelope per failure', (_name, route) => {
    const statuses = Object.keys(route.answers).map(Number);
    expect(statuses).toEqual([200, ...failureStatuses(route)]);
    for (const status of failureStatuses(route)) expect(route.answers[status]).toBe(apiErrorBodySchema);
    expect(route.answers[200].safeParse({ data: undefined }).success).toBe(
      route.answer.safeParse(undefined).success,
    );
  });
});

describe('failureStatuses', () => {
  const base = { summary: 's', answer: z.null(), signedIn: false, rateLimited: false } as const;

  it('derives the failures from the guards and inputs, adding the route’s own', () => {
    expect(failureStatuses({ ...base, method: 'GET', path: '/api/a' })).toEqual([500]);
    expect(failureStatuses({ ...base, method: 'GET', path: '/api/a', query: z.object({}) })).toEqual([
      400, 500,
    ]);
    expect(
      failureStatuses({
        ...base,
        method: 'POST',
        path: '/api/a',
        signedIn: true,
        rateLimited: true,
        body: z.object({}),
        failures: [409, 404],
      }),
    ).toEqual([400, 401, 403, 404, 409, 413, 429, 500]);
  });

  it('gives a declared route its answers', () => {
    const route = defineRoute({ ...base, method: 'POST', path: '/api/b', failures: [404] });
    expect(Object.keys(route.answers)).toEqual(['200', '403', '404', '500']);
    expect(route.answers[200].parse({ data: null })).toEqual({ data: null });
    expect(route.answers[200].safeParse({ data: 1 }).success).toBe(false);
    expect(
      apiErrorBodySchema.safeParse({ error: { code: 'API_ERROR_NOT_A_CODE', message: 'x' } }).success,
    ).toBe(false);
  });
});

describe('paths', () => {
  it('fills parameters URI-encoded', () => {
    expect(fillPath('/api/designs/{id}/pages/{position}/image', { id: 7, position: 2 })).toBe(
      '/api/designs/7/pages/2/image',
    );
    expect(fillPath('/api/template/{hash}', { hash: 'a/../b?c' })).toBe('/api/template/a%2F..%2Fb%3Fc');
  });

  it('knows a multipart body from a schema', () => {
    expect(isMultipartBody(API_ROUTES.saveVideo.body)).toBe(true);
    expect(isMultipartBody(API_ROUTES.save.body)).toBe(false);
  });
});
