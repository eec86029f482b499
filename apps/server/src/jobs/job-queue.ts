/**
 * The one way the server runs work in the background (MP4 transcodes, scheduled deliveries, and later the other
 * kinds): a job is queued under a key, taken by one process at a time, retried with backoff when it fails, and
 * left dead with the failure's reason after its last attempt. Two runners keep this contract: the embedded one
 * on the app's own database (embedded-queue.ts, the default with SQLite) and pg-boss when PostgreSQL is
 * configured (pg-boss-queue.ts), so that many hosts share the work.
 */

export interface JobOptions {
  /** While a job of this key is waiting, running or dead, queueing the key again does nothing. */
  key: string;
  /** Not taken before this time; now when unset. */
  runAt?: Date | undefined;
  /**
   * Whose job this is (a user): each owner's jobs take turns with everyone else's, so a newcomer waits behind
   * one job of each owner ahead, not behind anyone's whole backlog. Unset: the job takes its turn alone.
   */
  fairnessKey?: string | undefined;
}

export interface JobContext {
  /** This attempt's number, 1 for the first. */
  attempt: number;
  /** Aborted when the process closes: the job is then handed back, the attempt not counted. */
  signal: AbortSignal;
  /** How far the job is, 0–1, for any process to read with `statusOf`: each call is a write, so call it seldom. */
  reportProgress(share: number): void;
}

export interface QueueDefinition<Data> {
  name: string;
  /** Attempts before the job is left dead. */
  maxAttempts: number;
  /**
   * The wait after the first failed attempt; each later one doubles, up to `retryDelayMaxMs`. Each wait is
   * shortened by a random part of up to half ("equal jitter"), so that jobs failing together do not retry
   * together (pg-boss counts whole seconds, rounded up). 0: retried at once.
   */
  retryDelayMs: number;
  /** The longest wait between two attempts; unbounded when unset. */
  retryDelayMaxMs?: number | undefined;
  /**
   * Longer than one attempt may run: a job running longer is taken to have lost its process (killed, host
   * gone) and is taken again by another, the lost attempt counted.
   */
  leaseMs: number;
  /** Jobs of this queue one process runs at the same time; 1 when unset. */
  concurrency?: number | undefined;
  /** Does the job; a throw fails the attempt (a {@link PermanentJobError} fails the job for good). */
  handle(data: Data, context: JobContext): Promise<void>;
}

export type JobStatus =
  | {
      state: 'waiting' | 'running';
      attempts: number;
      progress: number | null;
      /** ISO time from which it may be taken: when it was queued for, or its next attempt's. */
      runAt: string;
    }
  | { state: 'dead'; attempts: number; reason: string };

export interface JobQueue {
  /** Declares a queue and its handler, before `start`. */
  define<Data>(definition: QueueDefinition<Data>): void;
  enqueue<Data>(queue: string, data: Data, options: JobOptions): Promise<void>;
  /**
   * Removes the job of `key` while it waits, so that it never runs; a job in hand runs on, a dead one stays,
   * and a key with no job is no error.
   */
  cancel(queue: string, key: string): Promise<void>;
  /** Where the job of `key` stands; null when there is none (never queued, done, or no such queue). */
  statusOf(queue: string, key: string): Promise<JobStatus | null>;
  /** Takes jobs from now on: resumes what is due or was left by a process that died. */
  start(): Promise<void>;
  /** Takes no more jobs, aborts those in hand (handed back uncounted) and waits for them to let go. */
  stop(): Promise<void>;
  /**
   * Resolves once this process has no job in hand and none is due (for tests and orderly shutdowns). A retry
   * whose wait has not run out, like a job queued for later, is not due: idle() does not wait for it.
   */
  idle(): Promise<void>;
}

/** A failure that trying again cannot help (the input itself is refused): the job is left dead at once. */
export class PermanentJobError extends Error {
  override readonly name = 'PermanentJobError';
}

/** The wait before attempt `attempt + 1` after attempt `attempt` failed (see QueueDefinition.retryDelayMs). */
export function retryDelayAfter(
  definition: Pick<QueueDefinition<unknown>, 'retryDelayMs' | 'retryDelayMaxMs'>,
  attempt: number,
  random: () => number = Math.random,
): number {
  const full = Math.min(
    definition.retryDelayMaxMs ?? Number.MAX_SAFE_INTEGER,
    definition.retryDelayMs * 2 ** Math.min(30, Math.max(0, attempt - 1)),
  );
  return Math.round(full / 2 + (random() * full) / 2);
}

/** A failure's reason as stored on a dead job. */
export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
