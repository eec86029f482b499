import { APP_VERSION } from '@lienzo/core';
import type { FastifyPluginAsync } from 'fastify';
import { globalPlugin } from '../http/global-plugin';
import { buildOpenApiDocument } from '../openapi/document';
import { API_ROUTES } from '../openapi/route-table';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after `recordRoutes`, as Fastify sees it (method, URL with prefix and `:params`). */
    registeredRoutes: Array<{ method: string; url: string }>;
  }
}

/** Records every route registered after it, which a test compares with the route table. */
export const recordRoutes = globalPlugin(async (app) => {
  const registered: Array<{ method: string; url: string }> = [];
  app.decorate('registeredRoutes', registered);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) registered.push({ method, url: route.url });
  });
});

/** GET /api/docs/json: the OpenAPI document, built once from the route table, its server the app's prefix. */
export const docsRoutes: FastifyPluginAsync<{ basePath: string }> = async (app, { basePath }) => {
  const document = buildOpenApiDocument(API_ROUTES, APP_VERSION, basePath);
  app.get('/api/docs/json', async () => document);
};
