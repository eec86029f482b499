import { globalPlugin } from '../http/global-plugin';
import { parseJsonBody } from '../http/bounded-json';

/**
 * Replaces Fastify's JSON body parser with one that bounds nesting before parsing and refuses lone
 * surrogates (http/bounded-json.ts). The body is still read within the route's bodyLimit.
 */
export const jsonBody = globalPlugin(async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
});
