import type { DeliveryErrorCode } from '@lienzo/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, ScheduledDeliveriesTable } from '../db/types';
import type { Storage } from '../storage/storage';
import type { Publishers } from './adapters/publishers';
import { PublishError } from './adapters/post-publisher';
import { claimDueDelivery } from './claim-delivery';
import { deliveryIdOf, type ClaimedDelivery } from './claimed-delivery';
import { DEFAULT_RETRY, retryDelayMs, type RetryPolicy } from './retry-delay';
import { requireStoredPages, webhookBodyOf } from './webhook-body';

/** Longer than one attempt may take (the webhook's 10 s timeout), so a live attempt is never taken twice. */
export const SCHEDULE_LEASE_MS = 2 * 60_000;
/** How often a worker looks for posts other processes scheduled (its own wake it at their time). */
export const SCHEDULE_POLL_MS = 15_000;
/** Deliveries one process publishes at the same time. */
export const SCHEDULE_CONCURRENCY = 4;
/** When something is due but could not be taken (another process is taking it): look again this soon. */
const BUSY_RETRY_MS = 250;
/** setTimeout's longest delay. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface ScheduleWorkerOptions {
  db: Kysely<Database>;
  storage: Storage;
  log: FastifyBaseLogger;
  publishers: Publishers;
  /** Where the design's absolute addresses start: PUBLIC_URL (or the server's own address) and BASE_PATH. */
  baseUrl: string;
  leaseMs?: number | undefined;
  /** 0: no poll, only the timer to the next known due time (and wakes after each change). */
  pollMs?: number | undefined;
  retry?: Partial<RetryPolicy> | undefined;
  concurrency?: number | undefined;
  now?: (() => Date) | undefined;
}

/**
 * Publishes the scheduled posts when they are due: every server process runs one. Each network's delivery is
 * claimed for a lease (claim-delivery.ts), handed to the network's publisher, then marked delivered, or retried
 * later with exponential backoff, or failed (a permanent refusal, or the last attempt). A process that dies
 * mid-attempt leaves the lease to run out, and the delivery is taken again: delivery is at-least-once, and the
 * stable delivery id lets the receiver drop repeats.
 */
export class ScheduleWorker {
  private readonly db: Kysely<Database>;
  private readonly options: ScheduleWorkerOptions;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly retry: RetryPolicy;
  private readonly concurrency: number;
  private readonly now: () => Date;
  private running: Promise<void> | null = null;
  private wakeAgain = false;
  private poll: NodeJS.Timeout | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = true;
  /** Stops the attempts under way when the process closes. */
  private aborter = new AbortController();

  constructor(options: ScheduleWorkerOptions) {
    this.options = options;
    this.db = options.db;
    this.leaseMs = options.leaseMs ?? SCHEDULE_LEASE_MS;
    this.pollMs = options.pollMs ?? SCHEDULE_POLL_MS;
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
    this.concurrency = options.concurrency ?? SCHEDULE_CONCURRENCY;
    this.now = options.now ?? (() => new Date());
  }

  /** Publishes what is due now, then wakes at each next due time and every `pollMs`. */
  start(): void {
    this.stopped = false;
    this.aborter = new AbortController();
    this.wake();
    if (this.pollMs > 0) {
      this.poll = setInterval(() => this.wake(), this.pollMs);
      this.poll.unref();
    }
  }

  /** Stops claiming, aborts the attempts under way (handed back, not counted) and waits for them to let go. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.aborter.abort();
    if (this.poll) clearInterval(this.poll);
    if (this.timer) clearTimeout(this.timer);
    this.poll = null;
    this.timer = null;
    await this.running;
  }

  /** Looks for due work now (after a post was scheduled or changed: its time may be sooner than the timer). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wakeAgain = true;
      return;
    }
    this.running = this.cycle()
      .catch((error: unknown) => this.options.log.error({ err: error }, 'the schedule worker stopped a run'))
      .finally(() => {
        this.running = null;
        if (this.wakeAgain) this.wake();
      });
  }

  /** Resolves once no run is under way. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async cycle(): Promise<void> {
    do {
      this.wakeAgain = false;
      await this.cancelOrphans();
      await this.drain();
    } while (this.wakeAgain && !this.stopped);
    if (!this.stopped) await this.armTimer();
  }

  /** Claims and publishes due deliveries, `concurrency` at a time, until none is left; returns how many ran. */
  async drain(): Promise<number> {
    let done = 0;
    const lane = async () => {
      while (!this.stopped) {
        const claimed = await claimDueDelivery(this.db, this.now(), this.leaseMs);
        if (!claimed) return;
        // A failure to record the outcome (the database away) leaves the lease to run out: tried again later.
        await this.attempt(claimed).catch((error: unknown) =>
          this.options.log.error({ err: error, post: claimed.post_id }, 'a scheduled delivery was left held'),
        );
        done += 1;
      }
    };
    // Every lane ends before the run does, so `stop()` waits for all of them.
    const lanes = await Promise.allSettled(Array.from({ length: this.concurrency }, lane));
    const failed = lanes.find((lane) => lane.status === 'rejected');
    if (failed) throw failed.reason;
    return done;
  }

  /** One attempt at a claimed delivery, and what it leaves on the row. */
  private async attempt(claimed: ClaimedDelivery): Promise<void> {
    const body = await webhookBodyOf(this.db, this.options.storage, this.options.baseUrl, claimed);
    if (!body) {
      await this.settle(claimed, {
        status: 'cancelled',
        last_error: 'the design was deleted',
        last_error_code: 'design_deleted',
      });
      return;
    }
    try {
      await requireStoredPages(this.db, body.design);
      await this.options.publishers[claimed.network].publish({
        deliveryId: deliveryIdOf(claimed.post_id, claimed.network),
        body,
        signal: this.aborter.signal,
      });
      await this.settle(claimed, {
        status: 'delivered',
        delivered_at: this.now().toISOString(),
        last_error: null,
        last_error_code: null,
      });
    } catch (error) {
      if (this.stopped) {
        // Closing, not the receiver's fault: handed back at once, the attempt not counted.
        await this.settle(claimed, { attempts: claimed.attempts - 1 });
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof PublishError && error.permanent;
      const code: DeliveryErrorCode = error instanceof PublishError ? error.code : 'unknown';
      const last = permanent || claimed.attempts >= this.retry.maxAttempts;
      this.options.log.warn(
        { post: claimed.post_id, network: claimed.network, attempt: claimed.attempts, err: message },
        last ? 'a scheduled post could not be published' : 'a scheduled post will be retried',
      );
      const retryAt = new Date(this.now().getTime() + retryDelayMs(this.retry, claimed.attempts));
      await this.settle(
        claimed,
        last
          ? { status: 'failed', last_error: message, last_error_code: code }
          : { next_attempt_at: retryAt.toISOString(), last_error: message, last_error_code: code },
      );
    }
  }

  /** Ends this worker's hold on a delivery, only if it still holds it (a lease that ran out is someone else's). */
  private async settle(
    claimed: ClaimedDelivery,
    changes: Partial<Omit<ScheduledDeliveriesTable, 'id' | 'post_id' | 'network' | 'attempts'>> & {
      attempts?: number;
    },
  ): Promise<void> {
    await this.db
      .updateTable('scheduled_deliveries')
      .set({ ...changes, lease_until: null })
      .where('id', '=', claimed.id)
      .where('status', '=', 'pending')
      .where('lease_until', '=', claimed.lease_until)
      .execute();
  }

  /** The pending deliveries of posts whose design was deleted are cancelled: there is nothing to publish. */
  private async cancelOrphans(): Promise<void> {
    const now = this.now().toISOString();
    await this.db
      .updateTable('scheduled_deliveries')
      .set({ status: 'cancelled', last_error: 'the design was deleted', last_error_code: 'design_deleted' })
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
      .where('post_id', 'in', (eb) =>
        eb.selectFrom('scheduled_posts').select('id').where('design_id', 'is', null),
      )
      .execute();
  }

  /** Sets the timer to the soonest time a pending delivery becomes due (or its lease runs out). */
  private async armTimer(): Promise<void> {
    const now = this.now();
    const stamp = now.toISOString();
    const free = await this.db
      .selectFrom('scheduled_deliveries')
      .select((eb) => eb.fn.min('next_attempt_at').as('at'))
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', stamp)]))
      .executeTakeFirst();
    const held = await this.db
      .selectFrom('scheduled_deliveries')
      .select((eb) => eb.fn.min('lease_until').as('at'))
      .where('status', '=', 'pending')
      .where('lease_until', '>=', stamp)
      .executeTakeFirst();
    const times = [free?.at, held?.at].filter((at): at is string => typeof at === 'string');
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (times.length === 0 || this.stopped) return;
    const soonest = Math.min(...times.map((at) => Date.parse(at)));
    const delay = soonest > now.getTime() ? soonest - now.getTime() : BUSY_RETRY_MS;
    this.timer = setTimeout(() => this.wake(), Math.min(delay, MAX_TIMER_MS));
    this.timer.unref();
  }
}
