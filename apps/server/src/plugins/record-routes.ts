import type { ApiRoute } from '@lienzo/core';
import { globalPlugin } from '../http/global-plugin';

/** One route as Fastify registered it: method, URL with prefix and `:params`, and its declaration if any. */
export interface RegisteredRoute {
  method: string;
  url: string;
  apiRoute?: ApiRoute;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after `recordRoutes`, for the tests that sweep them all. */
    registeredRoutes: RegisteredRoute[];
  }
}

/** Records every route registered after it, which tests compare with the route declarations. */
export const recordRoutes = globalPlugin(async (app) => {
  const registered: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registered);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const apiRoute = route.config?.apiRoute;
    for (const method of methods) registered.push({ method, url: route.url, ...(apiRoute && { apiRoute }) });
  });
});
