import { Mp4Jobs } from '../designs/mp4-jobs';
import { globalPlugin } from '../http/global-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background MP4 maker, or null when the server has no ffmpeg. */
    mp4Jobs: Mp4Jobs | null;
  }
}

/** With ffmpeg (found at start, FFMPEG), every process makes MP4s on the job queue (plugins/jobs.ts). */
export const mp4Jobs = globalPlugin<{ ffmpeg: string | null; leaseMs?: number | undefined }>(
  async (app, { ffmpeg, leaseMs }) => {
    app.decorate(
      'mp4Jobs',
      ffmpeg ? new Mp4Jobs({ jobs: app.jobs, db: app.db, storage: app.storage, ffmpeg, leaseMs }) : null,
    );
  },
);
