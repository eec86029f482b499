import type { ScheduleNetwork } from '@lienzo/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import {
  PermanentJobError,
  reasonOf,
  type JobContext,
  type JobQueue,
  type QueueDefinition,
} from '../jobs/job-queue';
import type { Storage } from '../storage/storage';
import { PublishError } from './adapters/post-publisher';
import type { Publishers } from './adapters/publishers';
import { claimDelivery, deliveryIdOf, DESIGN_DELETED, settleClaim } from './claimed-delivery';
import { requireStoredPages, webhookBodyOf } from './webhook-body';

export const DELIVERY_QUEUE = 'deliveries';
/** Longer than one attempt may take (the webhook's 10 s timeout), so a live attempt is never taken twice. */
export const DELIVERY_LEASE_MS = 2 * 60_000;
/** Deliveries one process publishes at the same time. */
export const DELIVERY_CONCURRENCY = 4;

export type DeliveryRetry = Pick<
  QueueDefinition<unknown>,
  'retryDelayMs' | 'retryDelayMaxMs' | 'maxAttempts'
>;

/** docs/SCHEDULING.md: waits of 30 s, 1 min, 2 min, … at most 1 h, each shortened by up to half; 8 attempts. */
export const DELIVERY_RETRY: DeliveryRetry = {
  retryDelayMs: 30_000,
  retryDelayMaxMs: 3_600_000,
  maxAttempts: 8,
};

/** A delivery: one network's share of one post, its row in `scheduled_deliveries`. */
export interface DeliveryRow {
  id: number;
  post_id: number;
  network: ScheduleNetwork;
}

/** The job's input: the row, which says at each attempt whether the delivery is still to go. */
interface DeliveryJobData {
  id: number;
}

/**
 * A delivery's job key. An edit gives a post new rows, so the jobs of its new time have new keys: the job of
 * its old time, even one a process is starting at that moment, never stands in their way.
 */
export function deliveryJobKey(delivery: DeliveryRow): string {
  return `delivery:${delivery.post_id}:${delivery.network}:${delivery.id}`;
}

export interface DeliveryJobsOptions {
  jobs: JobQueue;
  db: Kysely<Database>;
  storage: Storage;
  publishers: Publishers;
  /** Where the design's absolute addresses start: PUBLIC_URL (or the server's own address) and BASE_PATH. */
  baseUrl: string;
  leaseMs?: number | undefined;
  retry?: Partial<DeliveryRetry> | undefined;
}

/**
 * Publishes the scheduled posts on the job queue (jobs/job-queue.ts): one job per delivery, due at its post's
 * time, each person's taking turns with everyone else's. An attempt hands the delivery to its network's
 * publisher and records the outcome on the row the API answers from: delivered; or failed at once when the
 * receiver refused the post itself, or after the last attempt, its job then dead with the same reason; or
 * retried by the queue. A process that dies mid-attempt leaves its job to be taken again once its lease runs
 * out: delivery is at-least-once, and the stable delivery id lets the receiver drop repeats.
 */
export class DeliveryJobs {
  private readonly jobs: JobQueue;
  private readonly db: Kysely<Database>;
  private readonly options: DeliveryJobsOptions;
  private readonly leaseMs: number;
  private readonly maxAttempts: number;

  constructor(options: DeliveryJobsOptions) {
    this.options = options;
    this.jobs = options.jobs;
    this.db = options.db;
    this.leaseMs = options.leaseMs ?? DELIVERY_LEASE_MS;
    const retry = { ...DELIVERY_RETRY, ...options.retry };
    this.maxAttempts = retry.maxAttempts;
    this.jobs.define<DeliveryJobData>({
      name: DELIVERY_QUEUE,
      ...retry,
      leaseMs: this.leaseMs,
      concurrency: DELIVERY_CONCURRENCY,
      handle: (data, context) => this.deliver(data, context),
    });
  }

  /** Queues the job of each delivery of these posts still to go, at its post's time (again: nothing). */
  async queuePosts(postIds: readonly number[]): Promise<void> {
    if (postIds.length === 0) return;
    for (const row of await this.pending().where('d.post_id', 'in', postIds).execute()) await this.queue(row);
  }

  /** Cancels the waiting jobs of these deliveries (cancelled or replaced): they never run. */
  async cancel(deliveries: readonly DeliveryRow[]): Promise<void> {
    for (const delivery of deliveries) await this.jobs.cancel(DELIVERY_QUEUE, deliveryJobKey(delivery));
  }

  /**
   * At start, every delivery still to go has its job: queued when it has none (scheduled before deliveries ran
   * on the queue, or a crash came between storing a post and queueing it), and a job left dead without its
   * attempt's end recorded (its process died in its last attempt) fails its delivery with the job's reason.
   */
  async resume(): Promise<void> {
    for (const row of await this.pending().execute()) {
      const job = await this.jobs.statusOf(DELIVERY_QUEUE, deliveryJobKey(row));
      if (!job) await this.queue(row);
      else if (job.state === 'dead')
        await this.db
          .updateTable('scheduled_deliveries')
          .set({ status: 'failed', lease_until: null, last_error: job.reason, last_error_code: 'unknown' })
          .where('id', '=', row.id)
          .where('status', '=', 'pending')
          .execute();
    }
  }

  private pending() {
    return this.db
      .selectFrom('scheduled_deliveries as d')
      .innerJoin('scheduled_posts as p', 'p.id', 'd.post_id')
      .select(['d.id', 'd.post_id', 'd.network', 'p.publish_at', 'p.user_id'])
      .where('d.status', '=', 'pending');
  }

  private async queue(row: DeliveryRow & { publish_at: string; user_id: number }): Promise<void> {
    await this.jobs.enqueue<DeliveryJobData>(
      DELIVERY_QUEUE,
      { id: row.id },
      { key: deliveryJobKey(row), runAt: new Date(row.publish_at), fairnessKey: `user-${row.user_id}` },
    );
  }

  /** One attempt at a delivery, and what it leaves on the row. */
  private async deliver({ id }: DeliveryJobData, { attempt, signal }: JobContext): Promise<void> {
    const claimed = await claimDelivery(this.db, id, attempt, this.leaseMs);
    if (!claimed) return;
    try {
      const body = await webhookBodyOf(this.db, this.options.storage, this.options.baseUrl, claimed);
      if (!body) {
        await settleClaim(this.db, claimed, DESIGN_DELETED);
        return;
      }
      await requireStoredPages(this.db, body.design);
      await this.options.publishers[claimed.network].publish({
        deliveryId: deliveryIdOf(claimed.post_id, claimed.network),
        body,
        signal,
      });
      await settleClaim(this.db, claimed, {
        status: 'delivered',
        delivered_at: new Date().toISOString(),
        last_error: null,
        last_error_code: null,
      });
    } catch (error) {
      if (signal.aborted) {
        // Closing, not the receiver's fault: the queue hands the job back, the attempt not counted.
        await settleClaim(this.db, claimed, { attempts: attempt - 1 });
        throw error;
      }
      const reason = reasonOf(error);
      const code = error instanceof PublishError ? error.code : 'unknown';
      const permanent = error instanceof PublishError && error.permanent;
      const last = permanent || attempt >= this.maxAttempts;
      await settleClaim(
        this.db,
        claimed,
        last
          ? { status: 'failed', last_error: reason, last_error_code: code }
          : { last_error: reason, last_error_code: code },
      );
      throw permanent ? new PermanentJobError(reason) : error;
    }
  }
}
