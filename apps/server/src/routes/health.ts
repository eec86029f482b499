import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';

/** A probe that takes longer than this counts as failed: a load balancer must not wait on a stuck database. */
export const DEFAULT_READY_PROBE_TIMEOUT_MS = 2_000;
/** A key no file ever has (storage keys are random hex), so the probe only asks whether it exists. */
const STORAGE_PROBE_KEY = 'readyz/probe.txt';

export interface HealthRoutesOptions {
  probeTimeoutMs?: number;
}

type Check = 'ok' | 'failed';

/**
 * For a load balancer (issue 20, finding 9). GET /healthz: the process is alive and serving; it touches nothing.
 * GET /readyz: the database answers `select 1` and the storage answers whether a file exists; 503 naming the
 * part that failed otherwise (the cause goes to the log, not to the caller).
 */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, options) => {
  const timeoutMs = options.probeTimeoutMs ?? DEFAULT_READY_PROBE_TIMEOUT_MS;

  const probe = async (part: string, work: () => Promise<unknown>): Promise<Check> => {
    const timer = new AbortController();
    try {
      await Promise.race([
        work(),
        // Aborted once the work settled: that rejection is expected and ends the timer.
        delay(timeoutMs, undefined, { signal: timer.signal }).then(
          () => Promise.reject(new Error(`no answer within ${timeoutMs} ms`)),
          () => undefined,
        ),
      ]);
      return 'ok';
    } catch (error) {
      app.log.error({ err: error, part }, 'readiness probe failed');
      return 'failed';
    } finally {
      timer.abort();
    }
  };

  app.get('/healthz', async () => ({ status: 'alive' }));

  app.get('/readyz', async (_request, reply) => {
    const [database, storage] = await Promise.all([
      probe('database', () => sql`select 1`.execute(app.db)),
      probe('storage', () => app.storage.exists(STORAGE_PROBE_KEY)),
    ]);
    const ready = database === 'ok' && storage === 'ok';
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', database, storage });
  });
};
