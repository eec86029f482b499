import { APP_VERSION } from '@lienzo/core';
import { globalPlugin } from '../http/global-plugin';
import { buildOpenApiDocument } from '../openapi/document';
import { API_ROUTES } from '../openapi/route-table';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after the docs plugin, as Fastify sees it (method, URL with `:params`). */
    registeredRoutes: Array<{ method: string; url: string }>;
  }
}

/**
 * GET /api/docs/json: the OpenAPI document, built once from the route table. Registered before the other
 * routes so it can record what they register, which a test compares with the table.
 */
export const docsRoutes = globalPlugin(async (app) => {
  const registered: Array<{ method: string; url: string }> = [];
  app.decorate('registeredRoutes', registered);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) registered.push({ method, url: route.url });
  });
  const document = buildOpenApiDocument(API_ROUTES, APP_VERSION);
  app.get('/api/docs/json', async () => document);
});
