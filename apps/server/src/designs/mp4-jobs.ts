import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { JobContext, JobQueue } from '../jobs/job-queue';
import { transcodeToMp4 } from '../media/mp4';
import type { Storage } from '../storage/storage';

export const MP4_QUEUE = 'mp4';
/** Longer than a transcode may run (media/mp4.ts stops ffmpeg at 30 min), so a live job is never taken twice. */
export const MP4_LEASE_MS = 40 * 60_000;
/** A WebM ffmpeg could not read this many times is left failed (its download answers 404). */
export const MP4_MAX_ATTEMPTS = 3;
/** A job's progress is written when it has moved this much since last written: a few writes, not hundreds. */
export const MP4_PROGRESS_STEP = 0.05;

/** The MP4 of a WebM lives beside it under the same name: `videos/abc.webm` → `videos/abc.mp4`. */
export function mp4KeyOf(webmKey: string): string {
  return webmKey.replace(/\.webm$/, '.mp4');
}

export type Mp4State = 'ready' | 'pending' | 'failed' | 'none';

interface Mp4JobData {
  designId: number;
  videoKey: string;
}

interface Options {
  jobs: JobQueue;
  db: Kysely<Database>;
  storage: Storage;
  /** The ffmpeg command found at start. */
  ffmpeg: string;
  leaseMs?: number | undefined;
}

/**
 * The MP4 copies of saved videos, made in the background on the job queue (jobs/job-queue.ts), one job per
 * WebM, each person's jobs taking turns with everyone else's.
 */
export class Mp4Jobs {
  private readonly jobs: JobQueue;
  private readonly db: Kysely<Database>;
  private readonly storage: Storage;
  private readonly ffmpeg: string;

  constructor(options: Options) {
    this.jobs = options.jobs;
    this.db = options.db;
    this.storage = options.storage;
    this.ffmpeg = options.ffmpeg;
    this.jobs.define<Mp4JobData>({
      name: MP4_QUEUE,
      maxAttempts: MP4_MAX_ATTEMPTS,
      retryDelayMs: 0,
      leaseMs: options.leaseMs ?? MP4_LEASE_MS,
      handle: (data, context) => this.make(data, context),
    });
  }

  /** Queues the MP4 of a design's stored WebM (once per file), its owner's jobs taking turns with others'. */
  async queue(designId: number, videoKey: string): Promise<void> {
    const design = await this.db
      .selectFrom('designs')
      .select('user_id')
      .where('id', '=', designId)
      .executeTakeFirst();
    if (!design) return;
    await this.jobs.enqueue<Mp4JobData>(
      MP4_QUEUE,
      { designId, videoKey },
      { key: videoKey, fairnessKey: `user-${design.user_id}` },
    );
  }

  /**
   * Where the MP4 of a design's WebM stands. The job is asked first: a job stores its MP4 before it is done, so
   * one that ends between the two questions is seen ready, never as none (which would queue it a second time).
   */
  async stateOf(videoKey: string): Promise<Mp4State> {
    const job = await this.jobs.statusOf(MP4_QUEUE, videoKey);
    if (await this.storage.exists(mp4KeyOf(videoKey))) return 'ready';
    if (!job) return 'none';
    return job.state === 'dead' ? 'failed' : 'pending';
  }

  /** Where a job's MP4 stands, 0–1, for the download's bar; null when ffmpeg has not said yet (or no job). */
  async progressOf(videoKey: string): Promise<number | null> {
    const job = await this.jobs.statusOf(MP4_QUEUE, videoKey);
    return job && job.state !== 'dead' ? job.progress : null;
  }

  /** Makes a job's MP4, unless the video was replaced or dropped since. */
  private async make({ designId, videoKey }: Mp4JobData, context: JobContext): Promise<void> {
    const webm = await this.storage.get(videoKey);
    if (!webm) return;
    let written = 0;
    const mp4 = await transcodeToMp4(this.ffmpeg, webm, context.signal, (done) => {
      // A few writes a job, not one every half second.
      if (done - written < MP4_PROGRESS_STEP && done < 1) return;
      written = done;
      context.reportProgress(done);
    });
    const mp4Key = mp4KeyOf(videoKey);
    await this.storage.put(mp4Key, mp4);
    if (!(await this.stillNamed(designId, videoKey))) await this.storage.delete(mp4Key);
  }

  /** Whether the design still has this WebM as its video (a re-save removes the old one's MP4 too). */
  private async stillNamed(designId: number, videoKey: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('designs')
      .select('id')
      .where('id', '=', designId)
      .where('video_url', '=', `/${videoKey}`)
      .executeTakeFirst();
    return row !== undefined;
  }
}
