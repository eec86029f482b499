import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { transcodeToMp4 } from '../media/mp4';
import type { Storage } from '../storage/storage';

/** Longer than a transcode may run (media/mp4.ts stops ffmpeg at 30 min), so a live job is never taken twice. */
export const MP4_LEASE_MS = 40 * 60_000;
/** How often a worker looks for jobs another process queued or left behind. */
export const MP4_POLL_MS = 30_000;
/** A WebM ffmpeg could not read this many times is left failed (its download answers 404). */
export const MP4_MAX_ATTEMPTS = 3;
/** A job's progress is written when it has moved this much since last written: a few writes, not hundreds. */
export const MP4_PROGRESS_STEP = 0.05;

/** The MP4 of a WebM lives beside it under the same name: `videos/abc.webm` → `videos/abc.mp4`. */
export function mp4KeyOf(webmKey: string): string {
  return webmKey.replace(/\.webm$/, '.mp4');
}

export type Mp4State = 'ready' | 'pending' | 'failed' | 'none';

interface Options {
  db: Kysely<Database>;
  storage: Storage;
  log: FastifyBaseLogger;
  /** The ffmpeg command found at start. */
  ffmpeg: string;
  leaseMs?: number;
  /** 0: no timer, jobs run only when woken (on queue and at start). */
  pollMs?: number;
}

export interface ClaimedJob {
  id: number;
  design_id: number;
  video_key: string;
  attempts: number;
}

/**
 * The MP4 copies of saved videos, made one at a time in the background, people's jobs taking turns (see
 * `nextTurn`). Jobs live in `video_jobs`; a worker
 * claims one by setting its lease in a conditional update (only one process can win it on either engine), so
 * a job whose process died is taken again once its lease is over, by the restarted process or another one.
 */
export class Mp4Jobs {
  private readonly db: Kysely<Database>;
  private readonly storage: Storage;
  private readonly log: FastifyBaseLogger;
  private readonly ffmpeg: string;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** Stops the ffmpeg at work when the process closes. */
  private aborter = new AbortController();

  constructor(options: Options) {
    this.db = options.db;
    this.storage = options.storage;
    this.log = options.log;
    this.ffmpeg = options.ffmpeg;
    this.leaseMs = options.leaseMs ?? MP4_LEASE_MS;
    this.pollMs = options.pollMs ?? MP4_POLL_MS;
  }

  /** Resumes what is left over, then keeps looking every `pollMs`. */
  start(): void {
    this.stopped = false;
    this.aborter = new AbortController();
    this.wake();
    if (this.pollMs > 0) {
      this.timer = setInterval(() => this.wake(), this.pollMs);
      this.timer.unref();
    }
  }

  /** Stops looking, stops the job in hand (handed back for the next process) and waits for it to let go. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.aborter.abort();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Queues the MP4 of a design's stored WebM (once per file) and starts on it if idle. */
  async queue(designId: number, videoKey: string): Promise<void> {
    const turn = await this.nextTurn(designId);
    await this.db
      .insertInto('video_jobs')
      .values({ design_id: designId, video_key: videoKey, created_at: new Date().toISOString(), turn })
      .onConflict((conflict) => conflict.column('video_key').doNothing())
      .execute();
    this.wake();
  }

  /**
   * The turn of a new job of the design's owner (jobs are taken lowest turn first, then oldest): one after
   * the owner's latest unfinished job, and no earlier than the front of the queue (the lowest unfinished
   * turn, the job in hand included). So each person's jobs take turns with everyone else's, and a newcomer
   * waits behind one job of each person ahead, not behind anyone's whole backlog. Two processes queueing at
   * once may give equal turns; the older job then goes first.
   */
  private async nextTurn(designId: number): Promise<number> {
    const unfinished = this.db.selectFrom('video_jobs').where('video_jobs.status', '=', 'pending');
    const front = await unfinished
      .select((eb) => eb.fn.min<number | null>('video_jobs.turn').as('turn'))
      .executeTakeFirst();
    const owners = this.db.selectFrom('designs').select('user_id').where('id', '=', designId);
    const latest = await unfinished
      .innerJoin('designs', 'designs.id', 'video_jobs.design_id')
      .where('designs.user_id', '=', owners)
      .select((eb) => eb.fn.max<number | null>('video_jobs.turn').as('turn'))
      .executeTakeFirst();
    const frontTurn = front?.turn == null ? 0 : Number(front.turn);
    return latest?.turn == null ? frontTurn : Math.max(frontTurn, Number(latest.turn) + 1);
  }

  /** Runs jobs until none is left to claim, unless a run is under way already. */
  wake(): void {
    if (this.stopped || this.running) return;
    this.running = this.drain()
      .then(() => undefined)
      .catch((error: unknown) => this.log.error({ err: error }, 'the MP4 jobs stopped'))
      .finally(() => {
        this.running = null;
      });
  }

  /** Resolves when the run under way (if any) has found no more jobs. */
  async idle(): Promise<void> {
    await this.running;
  }

  /** Claims and runs jobs one after another until none is free; returns how many it ran. */
  async drain(): Promise<number> {
    let done = 0;
    while (!this.stopped) {
      const job = await this.claim();
      if (!job) break;
      await this.run(job);
      done += 1;
    }
    return done;
  }

  /** Where the MP4 of a design's WebM stands. */
  async stateOf(videoKey: string): Promise<Mp4State> {
    if (await this.storage.exists(mp4KeyOf(videoKey))) return 'ready';
    const job = await this.db
      .selectFrom('video_jobs')
      .select('status')
      .where('video_key', '=', videoKey)
      .executeTakeFirst();
    if (!job) return 'none';
    return job.status === 'failed' ? 'failed' : 'pending';
  }

  /** Takes the pending job nobody holds that is next in turn (the oldest of equal turns), for one lease. */
  async claim(): Promise<ClaimedJob | null> {
    for (;;) {
      const now = new Date();
      const free = await this.db
        .selectFrom('video_jobs')
        .select(['id', 'design_id', 'video_key', 'attempts'])
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now.toISOString())]))
        .orderBy('turn')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (!free) return null;
      const taken = await this.db
        .updateTable('video_jobs')
        .set({
          lease_until: new Date(now.getTime() + this.leaseMs).toISOString(),
          attempts: free.attempts + 1,
        })
        .where('id', '=', free.id)
        // Taken only if still as it was read: another worker that got there first changed `attempts`.
        .where('attempts', '=', free.attempts)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1) return { ...free, attempts: free.attempts + 1 };
    }
  }

  /** Makes a claimed job's MP4, then drops the job; a failure hands it back or, at the last attempt, fails it. */
  async run(job: ClaimedJob): Promise<void> {
    const mp4Key = mp4KeyOf(job.video_key);
    try {
      const webm = await this.storage.get(job.video_key);
      // The video was replaced or dropped since: nothing to make.
      if (webm) {
        let written = 0;
        const mp4 = await transcodeToMp4(this.ffmpeg, webm, this.aborter.signal, (done) => {
          // A few writes a job, not one every half second.
          if (done - written < MP4_PROGRESS_STEP && done < 1) return;
          written = done;
          this.writeProgress(job, done);
        });
        await this.storage.put(mp4Key, mp4);
        if (!(await this.stillNamed(job))) await this.storage.delete(mp4Key);
      }
      await this.db.deleteFrom('video_jobs').where('id', '=', job.id).execute();
    } catch (error) {
      if (this.stopped) {
        // Closing, not the file's fault: handed back at once, the attempt not counted.
        await this.db
          .updateTable('video_jobs')
          .set({ lease_until: null, attempts: job.attempts - 1 })
          .where('id', '=', job.id)
          .execute();
        return;
      }
      const failed = job.attempts >= MP4_MAX_ATTEMPTS;
      this.log.error({ err: error, key: job.video_key, attempts: job.attempts }, 'an MP4 could not be made');
      await this.db
        .updateTable('video_jobs')
        .set({ lease_until: null, status: failed ? 'failed' : 'pending' })
        .where('id', '=', job.id)
        .execute();
    }
  }

  /** Where a job's MP4 stands, 0–1, for the download's bar; null when ffmpeg has not said yet (or no job). */
  async progressOf(videoKey: string): Promise<number | null> {
    const job = await this.db
      .selectFrom('video_jobs')
      .select('progress')
      .where('video_key', '=', videoKey)
      .executeTakeFirst();
    return job?.progress == null ? null : Number(job.progress);
  }

  /** Writes a job's progress to its row, where any process answering its download reads it. */
  private writeProgress(job: ClaimedJob, done: number): void {
    void this.db
      .updateTable('video_jobs')
      .set({ progress: done })
      .where('id', '=', job.id)
      .execute()
      .catch((error: unknown) =>
        this.log.warn({ err: error, key: job.video_key }, 'MP4 progress not written'),
      );
  }

  /** Whether the design still has this WebM as its video (a re-save removes the old one's MP4 too). */
  private async stillNamed(job: ClaimedJob): Promise<boolean> {
    const row = await this.db
      .selectFrom('designs')
      .select('id')
      .where('id', '=', job.design_id)
      .where('video_url', '=', `/${job.video_key}`)
      .executeTakeFirst();
    return row !== undefined;
  }
}
