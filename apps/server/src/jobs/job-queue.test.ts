import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENGINES, describeEachEngine, useTestServer } from '../test/harness';
import { jobRunnerOn } from '../test/job-runner';
import { EmbeddedQueue } from './embedded-queue';
import { PermanentJobError, type JobContext, type JobQueue, type QueueDefinition } from './job-queue';
import { PgBossQueue } from './pg-boss-queue';

interface Job {
  name: string;
}

function settled<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** Resolves when the signal is aborted (the process closing), then fails the attempt as a closing one does. */
async function untilAborted(signal: AbortSignal): Promise<never> {
  await new Promise((aborted) => signal.addEventListener('abort', aborted, { once: true }));
  throw new Error('stopped');
}

describeEachEngine('the job queue', (engine) => {
  const server = useTestServer(engine);
  const running: JobQueue[] = [];
  let queues = 0;
  afterEach(async () => {
    for (const queue of running.splice(0)) await queue.stop();
  });

  /** A runner with one queue (a new name for each test: pg-boss keeps a schema's queues) and its handler. */
  function runner(
    handle: (data: Job, context: JobContext) => Promise<void>,
    settings: Partial<QueueDefinition<Job>> = {},
    name = `test-${++queues}`,
  ): { queue: JobQueue; name: string } {
    const queue = jobRunnerOn(server());
    queue.define<Job>({ name, maxAttempts: 3, retryDelayMs: 0, leaseMs: 60_000, handle, ...settings });
    running.push(queue);
    return { queue, name };
  }

  it('runs each job once, however many runners take from the queue', async () => {
    const runs: string[] = [];
    const handle = async (job: Job) => {
      runs.push(job.name);
    };
    const { queue: first, name } = runner(handle);
    const { queue: second } = runner(handle, {}, name);
    await first.start();
    await second.start();
    const names = Array.from({ length: 12 }, (_, index) => `job-${index}`);
    await Promise.all(
      names.map((job, index) => (index % 2 ? first : second).enqueue(name, { name: job }, { key: job })),
    );
    await first.idle();
    await second.idle();
    expect(runs.sort()).toEqual([...names].sort());
    for (const job of names) expect(await first.statusOf(name, job)).toBeNull();
  });

  it('queues a key once while its job waits', async () => {
    const runs: string[] = [];
    const { queue, name } = runner(async (job) => {
      runs.push(job.name);
    });
    // Started once (pg-boss installs its tables), then held still so the job waits.
    await queue.start();
    await queue.stop();
    await queue.enqueue(name, { name: 'first' }, { key: 'same' });
    await queue.enqueue(name, { name: 'second' }, { key: 'same' });
    expect(await queue.statusOf(name, 'same')).toEqual({
      state: 'waiting',
      attempts: 0,
      progress: null,
      runAt: expect.any(String),
    });
    await queue.start();
    await queue.idle();
    expect(runs).toEqual(['first']);
  });

  it("takes another owner's one job before the rest of someone's backlog", async () => {
    const taken: string[] = [];
    const holds = new Map([
      ['ana-1', { started: settled(), release: settled() }],
      ['bea-1', { started: settled(), release: settled() }],
    ]);
    const { queue, name } = runner(async (job) => {
      taken.push(job.name);
      const hold = holds.get(job.name);
      hold?.started.resolve();
      await hold?.release.promise;
    });
    await queue.start();
    const add = (job: string) =>
      queue.enqueue(name, { name: job }, { key: job, fairnessKey: job.slice(0, 3) });
    await add('ana-1');
    await holds.get('ana-1')!.started.promise;
    // Bea queues while Ana's first is in hand, and again while her own is.
    for (const job of ['ana-2', 'ana-3', 'ana-4', 'ana-5', 'bea-1']) await add(job);
    holds.get('ana-1')!.release.resolve();
    await holds.get('bea-1')!.started.promise;
    await add('bea-2');
    holds.get('bea-1')!.release.resolve();
    await queue.idle();
    expect(taken).toEqual(['ana-1', 'bea-1', 'ana-2', 'bea-2', 'ana-3', 'ana-4', 'ana-5']);
  });

  it('retries a failing job, then leaves it dead with its reason; queueing it again does nothing', async () => {
    const attempts: number[] = [];
    const { queue, name } = runner(async (_job, { attempt }) => {
      attempts.push(attempt);
      throw new Error(`unreadable file (attempt ${attempt})`);
    });
    await queue.start();
    await queue.enqueue(name, { name: 'bad' }, { key: 'bad' });
    await queue.idle();
    expect(attempts).toEqual([1, 2, 3]);
    expect(await queue.statusOf(name, 'bad')).toEqual({
      state: 'dead',
      attempts: 3,
      reason: 'unreadable file (attempt 3)',
    });
    await queue.enqueue(name, { name: 'bad' }, { key: 'bad' });
    await queue.idle();
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('is idle only once a job that failed and is retried at once has succeeded', async () => {
    const outcomes: string[] = [];
    const { queue, name } = runner(async (_job, { attempt }) => {
      outcomes.push(attempt === 1 ? 'failed' : 'succeeded');
      if (attempt === 1) throw new Error('not yet');
    });
    await queue.start();
    await queue.enqueue(name, { name: 'flaky' }, { key: 'flaky' });
    // Between the attempts the job is in no process's hand (pg-boss records the failure after its handler
    // returned): idle() must find the retry due rather than end there.
    await queue.idle();
    expect(outcomes).toEqual(['failed', 'succeeded']);
    expect(await queue.statusOf(name, 'flaky')).toBeNull();
  });

  it('runs each retry once, in turn, however many takers a queue has', async () => {
    const attempts: string[] = [];
    const { queue, name } = runner(
      async (job, { attempt }) => {
        attempts.push(`${job.name}:${attempt}`);
        if (attempt < 3) throw new Error(`not yet (attempt ${attempt})`);
      },
      { concurrency: 4 },
    );
    await queue.start();
    const jobs = ['a', 'b', 'c', 'd'];
    for (const job of jobs) await queue.enqueue(name, { name: job }, { key: job });
    await queue.idle();
    for (const job of jobs)
      expect(attempts.filter((run) => run.startsWith(`${job}:`))).toEqual([
        `${job}:1`,
        `${job}:2`,
        `${job}:3`,
      ]);
    for (const job of jobs) expect(await queue.statusOf(name, job)).toBeNull();
  });

  it('waits before a retry (backoff), and does not run a job before its time', async () => {
    const attempts: number[] = [];
    const { queue, name } = runner(
      async (_job, { attempt }) => {
        attempts.push(attempt);
        throw new Error('the receiver is down');
      },
      { retryDelayMs: 3_600_000 },
    );
    await queue.start();
    const later = new Date(Date.now() + 3_600_000);
    await queue.enqueue(name, { name: 'soon' }, { key: 'soon' });
    await queue.enqueue(name, { name: 'later' }, { key: 'later', runAt: later });
    await queue.idle();
    expect(attempts).toEqual([1]);
    expect(await queue.statusOf(name, 'soon')).toEqual({
      state: 'waiting',
      attempts: 1,
      progress: null,
      runAt: expect.any(String),
    });
    expect(await queue.statusOf(name, 'later')).toEqual({
      state: 'waiting',
      attempts: 0,
      progress: null,
      runAt: later.toISOString(),
    });
  });

  it('sets a retry between half and all of its delay, the delay no longer than its longest', async () => {
    const { queue, name } = runner(
      async () => {
        throw new Error('the receiver is down');
      },
      { retryDelayMs: 7_200_000, retryDelayMaxMs: 3_600_000 },
    );
    await queue.start();
    const before = Date.now();
    await queue.enqueue(name, { name: 'down' }, { key: 'down' });
    await queue.idle();
    const after = Date.now();
    const status = await queue.statusOf(name, 'down');
    expect(status).toMatchObject({ state: 'waiting', attempts: 1 });
    const runAt = Date.parse((status as { runAt: string }).runAt);
    expect(runAt).toBeGreaterThanOrEqual(before + 1_800_000);
    expect(runAt).toBeLessThanOrEqual(after + 3_600_000);
  });

  it('leaves a job dead at once when it fails for good, its other attempts unused', async () => {
    const attempts: number[] = [];
    const { queue, name } = runner(
      async (_job, { attempt }) => {
        attempts.push(attempt);
        throw new PermanentJobError('the receiver refused it');
      },
      { maxAttempts: 5 },
    );
    await queue.start();
    await queue.enqueue(name, { name: 'refused' }, { key: 'refused' });
    await queue.idle();
    expect(attempts).toEqual([1]);
    expect(await queue.statusOf(name, 'refused')).toEqual({
      state: 'dead',
      attempts: 1,
      reason: 'the receiver refused it',
    });
  });

  it('cancels a waiting job by its key so that it never runs; a key with no job is no error', async () => {
    const runs: string[] = [];
    const { queue, name } = runner(async (job) => {
      runs.push(job.name);
    });
    await queue.start();
    await queue.stop();
    await queue.enqueue(name, { name: 'kept' }, { key: 'kept' });
    await queue.enqueue(name, { name: 'dropped' }, { key: 'dropped', fairnessKey: 'ana' });
    await queue.cancel(name, 'dropped');
    await queue.cancel(name, 'never-queued');
    expect(await queue.statusOf(name, 'dropped')).toBeNull();
    await queue.start();
    await queue.idle();
    expect(runs).toEqual(['kept']);
    // The key is free again: queued anew, it runs.
    await queue.enqueue(name, { name: 'dropped' }, { key: 'dropped' });
    await queue.idle();
    expect(runs).toEqual(['kept', 'dropped']);
    await expect(queue.cancel('nowhere', 'x')).rejects.toThrow(/no job queue/);
  });

  it('lets a job in hand run on when its key is cancelled, and leaves a dead one as it is', async () => {
    const started = settled();
    const release = settled();
    const { queue, name } = runner(async (job) => {
      if (job.name === 'bad') throw new PermanentJobError('unreadable');
      started.resolve();
      await release.promise;
    });
    await queue.start();
    await queue.enqueue(name, { name: 'bad' }, { key: 'bad' });
    await queue.enqueue(name, { name: 'long' }, { key: 'long' });
    await started.promise;
    await queue.cancel(name, 'long');
    await queue.cancel(name, 'bad');
    expect(await queue.statusOf(name, 'long')).toMatchObject({ state: 'running', attempts: 1 });
    release.resolve();
    await queue.idle();
    expect(await queue.statusOf(name, 'long')).toBeNull();
    expect(await queue.statusOf(name, 'bad')).toMatchObject({ state: 'dead', reason: 'unreadable' });
  });

  it('runs as many jobs of a queue at once as its concurrency, and no more', async () => {
    const together = settled();
    let inHand = 0;
    let most = 0;
    const { queue, name } = runner(
      async () => {
        inHand += 1;
        most = Math.max(most, inHand);
        if (inHand === 2) together.resolve();
        await together.promise;
        inHand -= 1;
      },
      { concurrency: 2 },
    );
    await queue.start();
    for (const job of ['a', 'b', 'c', 'd', 'e']) await queue.enqueue(name, { name: job }, { key: job });
    // With one at a time the first would wait for a second that never starts.
    await together.promise;
    await queue.idle();
    expect(most).toBe(2);
    for (const job of ['a', 'b', 'c', 'd', 'e']) expect(await queue.statusOf(name, job)).toBeNull();
  });

  it('hands the job in hand back, uncounted, when it stops, and runs it on the next start', async () => {
    const attempts: number[] = [];
    const started = settled();
    const { queue, name } = runner(async (_job, { attempt, signal, reportProgress }) => {
      attempts.push(attempt);
      if (attempts.length > 1) return;
      reportProgress(0.5);
      started.resolve();
      await untilAborted(signal);
    });
    await queue.start();
    await queue.enqueue(name, { name: 'long' }, { key: 'long' });
    await started.promise;
    await expect
      .poll(() => queue.statusOf(name, 'long'), { timeout: 60_000 })
      .toMatchObject({ state: 'running', progress: 0.5 });
    await queue.stop();
    expect(await queue.statusOf(name, 'long')).toMatchObject({ state: 'waiting', attempts: 0 });
    await queue.start();
    await queue.idle();
    expect(attempts).toEqual([1, 1]);
    expect(await queue.statusOf(name, 'long')).toBeNull();
  });

  it('refuses a job for a queue it does not have, and knows no status there', async () => {
    const { queue } = runner(async () => undefined);
    await queue.start();
    await expect(queue.enqueue('nowhere', { name: 'x' }, { key: 'x' })).rejects.toThrow(/no job queue/);
    expect(await queue.statusOf('nowhere', 'x')).toBeNull();
  });
});

describe('the embedded runner', () => {
  const server = useTestServer('sqlite');

  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a job once its time has come on a clock moved ahead: idle() looks for due jobs again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const runs: string[] = [];
    const queue = new EmbeddedQueue({ db: server().db, log: server().app.log, pollMs: 0 });
    queue.define<Job>({
      name: 'clock',
      maxAttempts: 1,
      retryDelayMs: 0,
      leaseMs: 60_000,
      handle: async (job) => {
        runs.push(job.name);
      },
    });
    await queue.start();
    try {
      await queue.enqueue(
        'clock',
        { name: 'in-an-hour' },
        { key: 'hour', runAt: new Date(Date.now() + 3_600_000) },
      );
      await queue.idle();
      expect(runs).toEqual([]);
      vi.setSystemTime(Date.now() + 3_600_000);
      await queue.idle();
      expect(runs).toEqual(['in-an-hour']);
    } finally {
      await queue.stop();
    }
  });

  it("takes over a job whose runner's lease ran out (its process died), the lost attempt counted", async () => {
    const log = server().app.log;
    const attempts: string[] = [];
    const held = settled();
    const define = (queue: JobQueue, who: string, leaseMs: number) =>
      queue.define<Job>({
        name: 'takeover',
        maxAttempts: 3,
        retryDelayMs: 0,
        leaseMs,
        handle: async (_job, { attempt, signal }) => {
          attempts.push(`${who}:${attempt}`);
          if (who !== 'lost') return;
          held.resolve();
          await untilAborted(signal);
        },
      });
    // Its lease is over almost at once: as if its process had died mid-job.
    const lost = new EmbeddedQueue({ db: server().db, log, pollMs: 0 });
    define(lost, 'lost', 1);
    const other = new EmbeddedQueue({ db: server().db, log, pollMs: 0 });
    define(other, 'other', 60_000);
    await lost.start();
    await lost.enqueue('takeover', { name: 'video' }, { key: 'video' });
    await held.promise;
    await other.start();
    await expect.poll(() => other.statusOf('takeover', 'video'), { timeout: 60_000 }).toBeNull();
    expect(attempts).toEqual(['lost:1', 'other:2']);
    // The lost runner's late outcome changes nothing: the job is another's now, and done.
    await lost.stop();
    await other.stop();
    expect(await server().count('jobs')).toBe(0);
  });
});

describe('the pg-boss runner', () => {
  it('refuses a schema name that is not a plain SQL name', () => {
    const log = { error: () => undefined } as never;
    for (const schema of ['pgboss; drop table users', 'Public', '1abc', ''])
      expect(() => new PgBossQueue({ target: { connectionString: 'postgres://x/y', schema }, log })).toThrow(
        /bad schema/,
      );
  });
});

const postgres = ENGINES.find(({ engine }) => engine === 'postgres')!;

describe.skipIf(postgres.skip)(`the pg-boss runner at stop [${postgres.label}]`, () => {
  const server = useTestServer('postgres');

  it('keeps a job it hands back out of reach until pg-boss has completed its attempt, then frees it', async () => {
    const attempts: string[] = [];
    const started = settled();
    const define = (queue: JobQueue, who: string) =>
      queue.define<Job>({
        name: 'hand-back',
        maxAttempts: 3,
        retryDelayMs: 0,
        leaseMs: 60_000,
        handle: async (_job, { attempt, signal }) => {
          attempts.push(`${who}:${attempt}`);
          if (who !== 'stopping') return;
          started.resolve();
          await untilAborted(signal);
        },
      });
    const { schema } = server().databaseTarget as { schema: string };
    const row = async () => {
      const { rows } = await sql<{ state: string; due: boolean }>`
        select state, start_after <= now() as due from ${sql.table(`${schema}.job`)}
        where name = 'hand-back' and singleton_key = 'clip'`.execute(server().db);
      return rows[0];
    };
    const stopping = jobRunnerOn(server());
    define(stopping, 'stopping');
    // pg-boss completes an attempt after its handler has ended, without waiting, by the job's id if it is active:
    // the job as it is the moment that completion is sent. Due then, another process could take it and have its
    // run marked complete under it.
    const atCompletion = settled<{ state: string; due: boolean } | undefined>();
    // Read on the connections the runner lends pg-boss, inside the statement the stop waits for.
    const pool = (
      stopping as unknown as { connection(): { query(text: string, values?: unknown[]): unknown } }
    ).connection();
    const query = pool.query.bind(pool);
    pool.query = (text, values) => {
      if (/state = 'completed'/.test(text) && /set completed_on/i.test(text))
        return row().then((job) => {
          atCompletion.resolve(job);
          return query(text, values);
        });
      return query(text, values);
    };
    await stopping.start();
    await stopping.enqueue('hand-back', { name: 'clip' }, { key: 'clip' });
    await started.promise;
    await stopping.stop();
    expect(await atCompletion.promise).toEqual({ state: 'created', due: false });
    // Freed by the stop: due at once, and another process runs it, the attempt handed back not counted.
    expect(await row()).toEqual({ state: 'created', due: true });
    const other = jobRunnerOn(server());
    define(other, 'other');
    await other.start();
    try {
      await other.idle();
      expect(attempts).toEqual(['stopping:1', 'other:1']);
      expect(await other.statusOf('hand-back', 'clip')).toBeNull();
    } finally {
      await other.stop();
    }
  });
});
