import type { FastifyInstance } from 'fastify';

/** How long the requests under way at a stop signal may take to finish before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 5_000;
const SWEEP_MS = 50;

/**
 * Makes `close()` of the app bounded. Node's server.close() waits for every connection to end, and a browser
 * keeps some open that Node does not count as idle (a preconnected socket that has sent nothing yet): a page
 * left open held the process for over a minute. So, while closing: once no request is under way every
 * connection is closed; requests under way get `graceMs` to finish, then their connections are cut too.
 *
 * Call it right after building the app (it counts requests from then on); it answers the close to use.
 */
export function boundedClose(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): () => Promise<void> {
  const server = app.server;
  let underWay = 0;
  server.on('request', (_request, response) => {
    underWay += 1;
    response.once('close', () => {
      underWay -= 1;
    });
  });

  return async () => {
    const sweep = setInterval(() => {
      if (underWay === 0) server.closeAllConnections();
      else server.closeIdleConnections();
    }, SWEEP_MS);
    const deadline = setTimeout(() => {
      app.log.warn({ requests: underWay, graceMs }, 'requests still under way after the grace period: cut');
      server.closeAllConnections();
    }, graceMs);
    try {
      await app.close();
    } finally {
      clearInterval(sweep);
      clearTimeout(deadline);
    }
  };
}
