import type { Plugin } from 'vite';

/**
 * Answers 404 to a request whose path starts with two slashes (`///`, `//%%%`), before Vitest's browser
 * middleware parses it with `new URL(path, base)`: as a protocol-relative URL it has a host that is empty
 * or not a host, the parse throws, and the whole run ends. A stored design may name such a picture
 * (`/.//%%%` is a same-site path), and the editor's hostile-document tests load thousands of them.
 */
export function doubleSlashPathGuard(): Plugin {
  return {
    name: 'lienzo:double-slash-path-guard',
    enforce: 'pre',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.startsWith('//')) {
          response.statusCode = 404;
          response.end();
          return;
        }
        next();
      });
    },
  };
}
