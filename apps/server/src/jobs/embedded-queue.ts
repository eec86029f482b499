import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Updateable } from 'kysely';
import type { Database, JobsTable } from '../db/types';
import {
  PermanentJobError,
  reasonOf,
  retryDelayAfter,
  type JobOptions,
  type JobQueue,
  type JobStatus,
  type QueueDefinition,
} from './job-queue';

/** How often a runner looks for jobs another process queued (its own queueing wakes it at once). */
export const EMBEDDED_POLL_MS = 15_000;
/** setTimeout's longest delay. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Options {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** 0: no poll, only wakes on queueing and the timer to the next known due time. */
  pollMs?: number | undefined;
}

/** A job this process holds until `lease_until`. */
interface HeldJob {
  id: number;
  key: string;
  data: string;
  attempts: number;
  lease_until: string;
}

/** One queue's worker in this process: `concurrency` jobs at a time. */
interface Lane {
  definition: QueueDefinition<unknown>;
  running: Promise<void> | null;
  wakeAgain: boolean;
  timer: NodeJS.Timeout | null;
}

/**
 * The job runner that needs nothing but the app's own database (the `jobs` table): the default with SQLite.
 * A job is taken for a lease by a conditional update that only one process can win on either engine, so a
 * job whose process died is taken again once its lease is over.
 */
export class EmbeddedQueue implements JobQueue {
  private readonly db: Kysely<Database>;
  private readonly log: FastifyBaseLogger;
  private readonly pollMs: number;
  private readonly lanes = new Map<string, Lane>();
  private poll: NodeJS.Timeout | null = null;
  private stopped = true;
  private aborter = new AbortController();

  constructor(options: Options) {
    this.db = options.db;
    this.log = options.log;
    this.pollMs = options.pollMs ?? EMBEDDED_POLL_MS;
  }

  define<Data>(definition: QueueDefinition<Data>): void {
    this.lanes.set(definition.name, {
      definition: definition as QueueDefinition<unknown>,
      running: null,
      wakeAgain: false,
      timer: null,
    });
  }

  async start(): Promise<void> {
    this.stopped = false;
    this.aborter = new AbortController();
    for (const lane of this.lanes.values()) this.wake(lane);
    if (this.pollMs > 0) {
      this.poll = setInterval(() => {
        for (const lane of this.lanes.values()) this.wake(lane);
      }, this.pollMs);
      this.poll.unref();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.aborter.abort();
    if (this.poll) clearInterval(this.poll);
    this.poll = null;
    for (const lane of this.lanes.values()) {
      if (lane.timer) clearTimeout(lane.timer);
      lane.timer = null;
    }
    await this.idle();
  }

  async idle(): Promise<void> {
    // Looks first: a job may have fallen due since the timer was set (a clock moved by a test, a late timer).
    for (const lane of this.lanes.values()) this.wake(lane);
    for (const lane of this.lanes.values()) while (lane.running) await lane.running;
  }

  async enqueue<Data>(queue: string, data: Data, options: JobOptions): Promise<void> {
    const lane = this.laneOf(queue);
    const turn = await this.nextTurn(queue, options.fairnessKey ?? null);
    await this.db
      .insertInto('jobs')
      .values({
        queue,
        key: options.key,
        data: JSON.stringify(data),
        fairness_key: options.fairnessKey ?? null,
        turn,
        run_at: (options.runAt ?? new Date()).toISOString(),
      })
      .onConflict((conflict) => conflict.columns(['queue', 'key']).doNothing())
      .execute();
    this.wake(lane);
  }

  async cancel(queue: string, key: string): Promise<void> {
    const { definition } = this.laneOf(queue);
    await this.db
      .deleteFrom('jobs')
      .where('queue', '=', definition.name)
      .where('key', '=', key)
      .where('state', '=', 'waiting')
      // Not one in hand: its lease is running.
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', new Date().toISOString())]))
      .execute();
  }

  async statusOf(queue: string, key: string): Promise<JobStatus | null> {
    if (!this.lanes.has(queue)) return null;
    const job = await this.db
      .selectFrom('jobs')
      .select(['state', 'attempts', 'lease_until', 'progress', 'reason', 'run_at'])
      .where('queue', '=', queue)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!job) return null;
    if (job.state === 'dead') return { state: 'dead', attempts: job.attempts, reason: job.reason ?? '' };
    const held = job.lease_until !== null && job.lease_until > new Date().toISOString();
    const progress = job.progress == null ? null : Number(job.progress);
    return { state: held ? 'running' : 'waiting', attempts: job.attempts, progress, runAt: job.run_at };
  }

  /**
   * One after the owner's latest unfinished turn, and no earlier than the queue's front (its lowest unfinished
   * turn, jobs in hand included). Two processes queueing at once may give equal turns; the older goes first.
   */
  private async nextTurn(queue: string, fairnessKey: string | null): Promise<number> {
    const unfinished = this.db.selectFrom('jobs').where('queue', '=', queue).where('state', '=', 'waiting');
    const front = await unfinished
      .select((eb) => eb.fn.min<number | null>('turn').as('turn'))
      .executeTakeFirst();
    const frontTurn = front?.turn == null ? 0 : Number(front.turn);
    if (fairnessKey === null) return frontTurn;
    const latest = await unfinished
      .where('fairness_key', '=', fairnessKey)
      .select((eb) => eb.fn.max<number | null>('turn').as('turn'))
      .executeTakeFirst();
    return latest?.turn == null ? frontTurn : Math.max(frontTurn, Number(latest.turn) + 1);
  }

  private laneOf(queue: string): Lane {
    const lane = this.lanes.get(queue);
    if (!lane) throw new Error(`no job queue named ${queue}`);
    return lane;
  }

  private wake(lane: Lane): void {
    if (this.stopped) return;
    if (lane.running) {
      lane.wakeAgain = true;
      return;
    }
    lane.running = this.cycle(lane)
      .catch((error: unknown) =>
        this.log.error({ err: error, queue: lane.definition.name }, 'a job queue stopped a run'),
      )
      .finally(() => {
        lane.running = null;
        if (lane.wakeAgain) this.wake(lane);
      });
  }

  private async cycle(lane: Lane): Promise<void> {
    const takeUntilNoneDue = async () => {
      while (!this.stopped) {
        const job = await this.claim(lane);
        if (!job) return;
        await this.run(lane, job);
      }
    };
    do {
      lane.wakeAgain = false;
      // Every taker ends before the cycle does, so that `stop()` and `idle()` wait for all of them.
      const takers = Array.from({ length: lane.definition.concurrency ?? 1 }, takeUntilNoneDue);
      const failed = (await Promise.allSettled(takers)).find((taker) => taker.status === 'rejected');
      if (failed) throw failed.reason;
    } while (lane.wakeAgain && !this.stopped);
    if (!this.stopped) await this.armTimer(lane);
  }

  /** Takes the due job nobody holds that is next in turn (the oldest of equal turns), for one lease. */
  private async claim(lane: Lane): Promise<HeldJob | null> {
    const { name, leaseMs } = lane.definition;
    for (;;) {
      const now = new Date();
      const stamp = now.toISOString();
      const free = await this.db
        .selectFrom('jobs')
        .select(['id', 'key', 'data', 'attempts'])
        .where('queue', '=', name)
        .where('state', '=', 'waiting')
        .where('run_at', '<=', stamp)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', stamp)]))
        .orderBy('turn')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (!free) return null;
      const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
      const taken = await this.db
        .updateTable('jobs')
        .set({ lease_until: leaseUntil, attempts: free.attempts + 1 })
        .where('id', '=', free.id)
        // Taken only if still as it was read: another process that got there first changed `attempts`.
        .where('attempts', '=', free.attempts)
        .where('state', '=', 'waiting')
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1)
        return { ...free, attempts: free.attempts + 1, lease_until: leaseUntil };
    }
  }

  private async run(lane: Lane, job: HeldJob): Promise<void> {
    const { definition } = lane;
    const signal = this.aborter.signal;
    // Changes only a job this process still holds: one whose lease ran out is another process's now.
    const settle = (changes: Updateable<JobsTable>) =>
      this.db
        .updateTable('jobs')
        .set(changes)
        .where('id', '=', job.id)
        .where('lease_until', '=', job.lease_until)
        .execute();
    const reportProgress = (share: number) => {
      void settle({ progress: share }).catch((error: unknown) =>
        this.log.warn({ err: error, queue: definition.name, key: job.key }, 'job progress not written'),
      );
    };
    try {
      await definition.handle(JSON.parse(job.data) as unknown, {
        attempt: job.attempts,
        signal,
        reportProgress,
      });
      await this.db
        .deleteFrom('jobs')
        .where('id', '=', job.id)
        .where('lease_until', '=', job.lease_until)
        .execute();
    } catch (error) {
      if (signal.aborted) {
        // Closing, not the job's fault: handed back at once, the attempt not counted.
        await settle({ lease_until: null, attempts: job.attempts - 1 });
        return;
      }
      const reason = reasonOf(error);
      const dead = error instanceof PermanentJobError || job.attempts >= definition.maxAttempts;
      this.log.error(
        { err: error, queue: definition.name, key: job.key, attempts: job.attempts },
        dead ? 'a job failed for good' : 'a job failed and will be retried',
      );
      const retryAt = new Date(Date.now() + retryDelayAfter(definition, job.attempts));
      await settle(
        dead
          ? { lease_until: null, state: 'dead', reason }
          : { lease_until: null, run_at: retryAt.toISOString(), reason },
      );
    }
  }

  /** Sets the timer to the soonest time a job of this queue becomes due, or another process's lease runs out. */
  private async armTimer(lane: Lane): Promise<void> {
    const now = new Date();
    const stamp = now.toISOString();
    const waiting = this.db
      .selectFrom('jobs')
      .where('queue', '=', lane.definition.name)
      .where('state', '=', 'waiting');
    const free = await waiting
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', stamp)]))
      .select((eb) => eb.fn.min('run_at').as('at'))
      .executeTakeFirst();
    const held = await waiting
      .where('lease_until', '>=', stamp)
      .select((eb) => eb.fn.min('lease_until').as('at'))
      .executeTakeFirst();
    if (lane.timer) clearTimeout(lane.timer);
    lane.timer = null;
    const times = [free?.at, held?.at].filter((at): at is string => typeof at === 'string');
    if (times.length === 0 || this.stopped) return;
    const delay = Math.max(0, Math.min(...times.map((at) => Date.parse(at))) - now.getTime());
    lane.timer = setTimeout(() => this.wake(lane), Math.min(delay + 1, MAX_TIMER_MS));
    lane.timer.unref();
  }
}
