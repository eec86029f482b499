import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import { requireWhenUsed } from '../require-when-used';
import {
  PermanentJobError,
  reasonOf,
  retryDelayAfter,
  type JobOptions,
  type JobQueue,
  type JobStatus,
  type QueueDefinition,
} from './job-queue';

export interface PgBossTarget {
  connectionString: string;
  /** The schema pg-boss keeps its tables in (it creates and migrates them itself). */
  schema: string;
}

interface Options {
  target: PgBossTarget;
  log: FastifyBaseLogger;
  /** How often a worker asks for jobs other processes queued (its own queueing wakes it at once). */
  pollSeconds?: number | undefined;
}

/** pg-boss's shortest poll. */
const MIN_POLL_SECONDS = 0.5;
/**
 * How long a job handed back at stop stays out of every process's reach if this one dies before it frees the job
 * (see `run`): far longer than pg-boss takes to complete the attempt it was handed back from.
 */
const HAND_BACK_HOLD_SECONDS = 30;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

const pgBoss = () => requireWhenUsed<typeof PgBoss>('pg-boss');

interface BossJobRow {
  state: 'created' | 'retry' | 'active' | 'failed';
  retry_count: number;
  started_on: Date | null;
  start_after: Date;
  output: { progress?: number; message?: string; value?: unknown } | null;
}

/**
 * The job queue on PostgreSQL: pg-boss (a maintained queue on `for update skip locked`), shared by every process
 * and host on the database. A job's key is pg-boss's singleton key (a "stately" queue: one job per key waiting
 * and one running), its fairness turn is pg-boss's priority, and a job whose process died is failed by pg-boss's
 * maintenance once its lease (pg-boss's expiry) is over, then retried at once by another process. A failed
 * attempt's wait is the one `retryDelayAfter` gives, as on the embedded runner (pg-boss's own backoff has no cap
 * and jitters otherwise), in whole seconds, rounded up.
 */
export class PgBossQueue implements JobQueue {
  private readonly target: PgBossTarget;
  /** Made at each start, when the queues (and so the shortest lease) are known. */
  private boss: PgBoss | null = null;
  /** Queues jobs whether or not this process works (it is never started). */
  private readonly sender: PgBoss;
  /** This queue's connections, lent to pg-boss too; opened on first use, ended at stop. */
  private pool: pg.Pool | null = null;
  private readonly log: FastifyBaseLogger;
  private readonly schema: string;
  private readonly pollSeconds: number;
  private readonly definitions = new Map<string, QueueDefinition<unknown>>();
  /** Each queue's pg-boss workers in this process, one per job it may run at once. */
  private readonly workers = new Map<string, string[]>();
  private readonly inHand = new Set<Promise<unknown>>();
  /** pg-boss's statements in flight on the lent connections, which `stop` lets end before it frees hand-backs. */
  private readonly statements = new Set<Promise<unknown>>();
  /** The jobs handed back at this stop, by queue: held out of reach until pg-boss has completed their attempts. */
  private readonly handedBack = new Map<string, string[]>();
  private started = false;
  private aborter = new AbortController();

  constructor(options: Options) {
    if (!SCHEMA_NAME.test(options.target.schema)) throw new Error(`bad schema name ${options.target.schema}`);
    this.log = options.log;
    this.schema = options.target.schema;
    this.pollSeconds = Math.max(MIN_POLL_SECONDS, options.pollSeconds ?? 2);
    this.target = options.target;
    this.sender = new (pgBoss())({ db: this.db, schema: this.schema });
  }

  /** pg-boss's way in to a connection it does not own. */
  private readonly db = {
    executeSql: (text: string, values?: unknown[]) => {
      const statement = this.connection().query(text, values);
      this.statements.add(statement);
      const forget = () => this.statements.delete(statement);
      statement.then(forget, forget);
      return statement;
    },
  };

  define<Data>(definition: QueueDefinition<Data>): void {
    this.definitions.set(definition.name, definition as QueueDefinition<unknown>);
  }

  async start(): Promise<void> {
    // Nothing to run (a server without ffmpeg, most tests): pg-boss is not even installed in the database.
    if (this.definitions.size === 0 || this.started) return;
    const shortestLease = Math.min(...[...this.definitions.values()].map((definition) => definition.leaseMs));
    const boss = new (pgBoss())({
      db: this.db,
      schema: this.schema,
      schedule: false,
      // How soon a job whose process died is noticed (failed, then retried): a quarter of the shortest lease.
      maintenanceIntervalSeconds: Math.min(60, Math.max(1, Math.floor(shortestLease / 4_000))),
    });
    boss.on('error', (error: unknown) => this.log.error({ err: error }, 'the job queue (pg-boss) failed'));
    await boss.start();
    this.boss = boss;
    this.started = true;
    this.aborter = new AbortController();
    for (const definition of this.definitions.values()) {
      await boss.createQueue(definition.name, {
        name: definition.name,
        policy: 'stately',
        retryLimit: definition.maxAttempts - 1,
        // A job whose lease ran out is taken again at once, as the embedded runner does; a failed attempt's
        // wait is set on its job by `run`.
        retryDelay: 0,
        retryBackoff: false,
        expireInSeconds: Math.max(1, Math.ceil(definition.leaseMs / 1000)),
      });
      const workers: string[] = [];
      this.workers.set(definition.name, workers);
      for (let index = 0; index < (definition.concurrency ?? 1); index++)
        workers.push(
          await boss.work<unknown>(
            definition.name,
            { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: this.pollSeconds },
            async ([job]) => {
              if (!job) return;
              try {
                await this.track(this.run(definition, job));
              } finally {
                // More may be due: looked for at once, not after a whole poll (pg-boss waits one after a fetch).
                for (const worker of workers) boss.notifyWorker(worker);
              }
            },
          ),
        );
    }
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.aborter.abort();
    await this.idleHere();
    await this.boss?.stop({ graceful: true, wait: true, close: false, timeout: 30_000 });
    // Each attempt's completion was sent once its handler ended; once they are done, the jobs handed back are free.
    await Promise.allSettled([...this.statements]);
    await this.freeHandedBack();
    this.boss = null;
    this.workers.clear();
    await this.pool?.end();
    this.pool = null;
  }

  async enqueue<Data>(queue: string, data: Data, options: JobOptions): Promise<void> {
    if (!this.definitions.has(queue)) throw new Error(`no job queue named ${queue}`);
    if (await this.statusOf(queue, options.key)) return;
    const turn = await this.nextTurn(queue, options.fairnessKey ?? null);
    await this.sender.send(queue, { data, fairnessKey: options.fairnessKey ?? null } as object, {
      singletonKey: options.key,
      priority: -turn,
      ...(options.runAt ? { startAfter: options.runAt } : {}),
    });
    for (const worker of this.workers.get(queue) ?? []) this.boss?.notifyWorker(worker);
  }

  async cancel(queue: string, key: string): Promise<void> {
    if (!this.definitions.has(queue)) throw new Error(`no job queue named ${queue}`);
    // pg-boss's own cancel takes a job in hand too: only a waiting one is cancelled here.
    await this.sql(
      `update ${this.schema}.job set state = 'cancelled', completed_on = now()
        where name = $1 and singleton_key = $2 and state < 'active'`,
      [queue, key],
    );
  }

  async statusOf(queue: string, key: string): Promise<JobStatus | null> {
    if (!this.definitions.has(queue)) return null;
    const { rows } = await this.sql<BossJobRow>(
      `select state, retry_count, started_on, start_after, output from ${this.schema}.job
        where name = $1 and singleton_key = $2 and state in ('created', 'retry', 'active', 'failed')
        order by created_on desc limit 1`,
      [queue, key],
    );
    const job = rows[0];
    if (!job) return null;
    const attempts = job.started_on === null ? 0 : job.retry_count + 1;
    if (job.state === 'failed') return { state: 'dead', attempts, reason: reasonInOutput(job.output) };
    const progress = typeof job.output?.progress === 'number' ? job.output.progress : null;
    return {
      state: job.state === 'active' ? 'running' : 'waiting',
      attempts,
      progress,
      runAt: job.start_after.toISOString(),
    };
  }

  async idle(): Promise<void> {
    for (;;) {
      await this.idleHere();
      if (!this.started) return;
      const { rows } = await this.sql<{ due: boolean }>(
        `select exists (select 1 from ${this.schema}.job where name = any($1)
          and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))) as due`,
        [[...this.definitions.keys()]],
      );
      if (!rows[0]?.due) return;
      for (const worker of [...this.workers.values()].flat()) this.boss?.notifyWorker(worker);
      // A job is due but not yet taken (pg-boss fetches it at its next poll): look again shortly.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  private async idleHere(): Promise<void> {
    while (this.inHand.size > 0) await Promise.allSettled([...this.inHand]);
  }

  private async track(work: Promise<void>): Promise<void> {
    this.inHand.add(work);
    try {
      await work;
    } finally {
      this.inHand.delete(work);
    }
  }

  /**
   * Runs one attempt. A failure is thrown back to pg-boss, which retries the job after the wait set on it here, or
   * fails it for good with its reason after its last attempt (or a permanent failure).
   */
  private async run(
    definition: QueueDefinition<unknown>,
    job: PgBoss.JobWithMetadata<unknown>,
  ): Promise<void> {
    const signal = this.aborter.signal;
    const { data } = job.data as { data: unknown };
    const reportProgress = (share: number) => {
      void this.sql(
        `update ${this.schema}.job set output = jsonb_build_object('progress', $3::float8)
          where name = $1 and id = $2 and state = 'active'`,
        [definition.name, job.id, share],
      ).catch((error: unknown) =>
        this.log.warn({ err: error, queue: definition.name }, 'job progress not written'),
      );
    };
    const attempt = job.retryCount + 1;
    // The last failure's wait is not for a lease that runs out during this attempt: that is taken again at once.
    if (job.retryDelay !== 0)
      await this.sql(
        `update ${this.schema}.job set retry_delay = 0 where name = $1 and id = $2 and state = 'active'`,
        [definition.name, job.id],
      );
    try {
      await definition.handle(data, { attempt, signal, reportProgress });
    } catch (error) {
      if (!signal.aborted) {
        const permanent = error instanceof PermanentJobError;
        const dead = permanent || attempt >= definition.maxAttempts;
        this.log.error(
          { err: error, queue: definition.name, attempt },
          dead ? 'a job failed for good' : 'a job failed and will be retried',
        );
        // Told, while it is still in hand, how long to wait or that it has no attempt left; pg-boss then moves it
        // on in one change, so that no process can take it up in between (as it could if it were moved here).
        await this.sql(
          `update ${this.schema}.job
              set retry_limit = case when $3 then retry_count else retry_limit end,
                retry_delay = $4, retry_backoff = false
            where name = $1 and id = $2 and state = 'active'`,
          [definition.name, job.id, permanent, Math.ceil(retryDelayAfter(definition, attempt) / 1000)],
        );
        throw new Error(reasonOf(error));
      }
      // Closing, not the job's fault: handed back, the attempt not counted. pg-boss then completes the attempt
      // (un-awaited, by the job's id, if it is still active), so until that is done the job is held out of reach:
      // a process taking it in between would have its run marked complete under it. `stop` frees it.
      await this.sql(
        `update ${this.schema}.job set state = 'created',
            start_after = now() + make_interval(secs => $3),
            started_on = case when retry_count = 0 then null else started_on end,
            retry_count = greatest(retry_count - 1, 0), output = null
          where name = $1 and id = $2 and state = 'active'`,
        [definition.name, job.id, HAND_BACK_HOLD_SECONDS],
      );
      this.handedBack.set(definition.name, [...(this.handedBack.get(definition.name) ?? []), job.id]);
    }
  }

  /** Makes the jobs handed back at this stop due at once, as they were before it. */
  private async freeHandedBack(): Promise<void> {
    for (const [queue, ids] of this.handedBack)
      await this.sql(
        `update ${this.schema}.job set start_after = now()
          where name = $1 and id = any($2::uuid[]) and state = 'created'`,
        [queue, ids],
      );
    this.handedBack.clear();
  }

  /** The fairness turn (see JobOptions.fairnessKey), kept as pg-boss's priority negated. */
  private async nextTurn(queue: string, fairnessKey: string | null): Promise<number> {
    const { rows } = await this.sql<{ front: number | null; latest: number | null }>(
      `select min(-priority) as front,
          max(-priority) filter (where $2::text is not null and data->>'fairnessKey' = $2) as latest
        from ${this.schema}.job where name = $1 and state < 'completed'`,
      [queue, fairnessKey],
    );
    const front = rows[0]?.front ?? 0;
    const latest = rows[0]?.latest;
    return latest == null ? front : Math.max(front, latest + 1);
  }

  private connection(): pg.Pool {
    if (!this.pool) {
      const { Pool } = requireWhenUsed<typeof pg>('pg');
      this.pool = new Pool({ connectionString: this.target.connectionString, max: 4 });
      // An idle connection that breaks is dropped by the pool; unheard, its 'error' would end the process.
      this.pool.on('error', (error) => this.log.warn({ err: error }, 'a job queue connection broke'));
    }
    return this.pool;
  }

  private async sql<Row extends pg.QueryResultRow>(
    text: string,
    values: unknown[],
  ): Promise<{ rows: Row[] }> {
    return this.connection().query<Row>(text, values);
  }
}

/** A dead job's reason as pg-boss stored it: the thrown error, or its own note (a job that ran too long). */
function reasonInOutput(output: BossJobRow['output']): string {
  if (typeof output?.message === 'string') return output.message;
  const value = output?.value;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'message' in value) return String(value.message);
  return 'unknown';
}
