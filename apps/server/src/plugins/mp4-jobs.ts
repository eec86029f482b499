import { Mp4Jobs } from '../designs/mp4-jobs';
import { globalPlugin } from '../http/global-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background MP4 maker, or null when the server has no ffmpeg. */
    mp4Jobs: Mp4Jobs | null;
  }
}

/**
 * With ffmpeg (found at start, FFMPEG), every process runs the MP4 jobs: it resumes the unfinished ones when
 * it is ready and stops taking new ones when it closes.
 */
export const mp4Jobs = globalPlugin<{ ffmpeg: string | null; pollMs?: number | undefined }>(
  async (app, { ffmpeg, pollMs }) => {
    const jobs = ffmpeg
      ? new Mp4Jobs({ db: app.db, storage: app.storage, log: app.log, ffmpeg, pollMs })
      : null;
    app.decorate('mp4Jobs', jobs);
    if (!jobs) return;
    app.addHook('onReady', async () => jobs.start());
    app.addHook('onClose', async () => jobs.stop());
  },
);
