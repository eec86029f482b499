import { EmbeddedQueue } from '../jobs/embedded-queue';
import type { JobQueue } from '../jobs/job-queue';
import { PgBossQueue, type PgBossTarget } from '../jobs/pg-boss-queue';
import { globalPlugin } from '../http/global-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job queue every kind of job is run on (jobs/job-queue.ts). */
    jobs: JobQueue;
  }
}

export type JobSettings = {
  /** PostgreSQL configured: the jobs go to pg-boss there, shared by every process and host. */
  pgBoss?: PgBossTarget | null | undefined;
  /** How often the embedded runner looks for jobs other processes queued; 0 for only on queue and at start. */
  pollMs?: number | undefined;
};

/**
 * The job queue: pg-boss when PostgreSQL is configured, else the embedded runner on the app's database. It
 * starts taking jobs once the app is ready (the plugins registered after it have declared their queues) and
 * stops, handing back what it holds, when the app closes.
 */
export const jobs = globalPlugin<JobSettings>(async (app, settings) => {
  const queue: JobQueue = settings.pgBoss
    ? new PgBossQueue({ target: settings.pgBoss, log: app.log })
    : new EmbeddedQueue({ db: app.db, log: app.log, pollMs: settings.pollMs });
  app.decorate('jobs', queue);
  app.addHook('onReady', async () => queue.start());
  app.addHook('onClose', async () => queue.stop());
});
