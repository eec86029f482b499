import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

/**
 * With a BASE_PATH, nothing answers outside it but these redirects: the host's root and the bare prefix both
 * lead to `${BASE_PATH}/` (query kept, e.g. `?layout=…`), where the web app's relative asset links resolve
 * under the prefix.
 */
export const basePathRedirects: FastifyPluginAsync<{ basePath: string }> = async (app, { basePath }) => {
  if (basePath === '') return;
  const toHome = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(`${basePath}/${query === -1 ? '' : request.url.slice(query)}`, 302);
  };
  app.get('/', toHome);
  app.get(basePath, toHome);
};
