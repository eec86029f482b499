import cluster, { type Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import { SHUTDOWN_GRACE_MS } from '../http/bounded-close';

/** A worker that dies this soon after starting counts towards a crash loop. */
const EARLY_DEATH_MS = 5_000;
/** This many early deaths in a row and the supervisor gives up rather than spin. */
const MAX_EARLY_DEATHS = 5;
/** A worker still running this long after SIGTERM (its own shutdown is bounded sooner) is killed. */
const WORKER_STOP_LIMIT_MS = SHUTDOWN_GRACE_MS + 10_000;

/**
 * WORKERS > 1: the primary process forks the workers that serve (they share the port), starts a new one when one
 * dies, and on SIGINT/SIGTERM lets each finish its requests before the whole server exits. Nothing lives in a
 * worker's memory that another needs (sessions, files and data are in the database and storage).
 */
export function superviseWorkers(count: number, log: FastifyBaseLogger): void {
  let stopping = false;
  let earlyDeaths = 0;
  const started = new Map<number, number>();

  const fork = (): Worker => {
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    earlyDeaths = lived < EARLY_DEATH_MS ? earlyDeaths + 1 : 0;
    if (earlyDeaths >= MAX_EARLY_DEATHS) {
      log.fatal({ code, signal }, 'workers keep dying at start; stopping the server');
      process.exit(1);
    }
    log.error({ worker: worker.process.pid, code, signal }, 'a worker died; starting another');
    fork();
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down the workers');
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) {
        log.error({ worker: worker?.process.pid }, 'a worker did not stop in time: killed');
        worker?.process.kill('SIGKILL');
      }
    }, WORKER_STOP_LIMIT_MS).unref();
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  for (let index = 0; index < count; index++) fork();
}
