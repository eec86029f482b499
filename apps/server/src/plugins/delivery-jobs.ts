import { globalPlugin } from '../http/global-plugin';
import type { Publishers } from '../schedule/adapters/publishers';
import { DeliveryJobs, type DeliveryRetry } from '../schedule/delivery-jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** Publishes the scheduled posts when due; null when the app runs without it (most tests). */
    deliveryJobs: DeliveryJobs | null;
  }
}

export interface DeliverySettings {
  publishers: Publishers;
  /** PUBLIC_URL (or the server's own address) and BASE_PATH: where a delivery's addresses start. */
  baseUrl: string;
  /** How long an attempt may run before another process takes it over; DELIVERY_LEASE_MS by default. */
  leaseMs?: number | undefined;
  retry?: Partial<DeliveryRetry> | undefined;
}

/**
 * Every process publishes scheduled posts on the job queue (plugins/jobs.ts). Once the app is ready, each
 * delivery still to go is made sure to have its job, so that what fell due while it was down goes out.
 */
export const deliveryJobs = globalPlugin<{ settings: DeliverySettings | null }>(async (app, { settings }) => {
  const deliveries = settings
    ? new DeliveryJobs({ jobs: app.jobs, db: app.db, storage: app.storage, ...settings })
    : null;
  app.decorate('deliveryJobs', deliveries);
  if (deliveries) app.addHook('onReady', async () => deliveries.resume());
});
