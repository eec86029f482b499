import { globalPlugin } from './global-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** BASE_PATH: the prefix every route is registered under (`/lienzo`), or '' for none. */
    basePath: string;
  }
}

/** Records the app's prefix for what must know it outside the routes: cookie paths, the anti-forgery check. */
export const basePathPolicy = globalPlugin<{ basePath: string }>(async (app, { basePath }) => {
  app.decorate('basePath', basePath);
});
