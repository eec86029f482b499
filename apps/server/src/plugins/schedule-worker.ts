import { globalPlugin } from '../http/global-plugin';
import type { Publishers } from '../schedule/adapters/publishers';
import type { RetryPolicy } from '../schedule/retry-delay';
import { ScheduleWorker } from '../schedule/schedule-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Publishes the scheduled posts when due; null when the app runs without it (most tests). */
    scheduleWorker: ScheduleWorker | null;
  }
}

export interface ScheduleWorkerSettings {
  publishers: Publishers;
  /** PUBLIC_URL (or the server's own address) and BASE_PATH: where a delivery's addresses start. */
  baseUrl: string;
  pollMs?: number | undefined;
  leaseMs?: number | undefined;
  retry?: Partial<RetryPolicy> | undefined;
}

/**
 * Every process runs the schedule worker: it publishes what fell due while it was down once it is ready, and
 * stops claiming (handing back what it holds) when it closes.
 */
export const scheduleWorker = globalPlugin<{ settings: ScheduleWorkerSettings | null }>(
  async (app, { settings }) => {
    const worker = settings
      ? new ScheduleWorker({ db: app.db, storage: app.storage, log: app.log, ...settings })
      : null;
    app.decorate('scheduleWorker', worker);
    if (!worker) return;
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
);
