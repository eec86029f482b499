import type { Kysely, Migration } from 'kysely';

/**
 * Issue 22. The frames key of a design's stored video: what the editor says the recording was made of (a save
 * whose frames key is the stored one keeps the video instead of recording and sending it again). And how far
 * ffmpeg is with an MP4 job (0–1; null before it starts), for the download's progress bar.
 */
export const videoFrames: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('designs').addColumn('video_frames', 'text').execute();
    await db.schema.alterTable('video_jobs').addColumn('progress', 'real').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('video_jobs').dropColumn('progress').execute();
    await db.schema.alterTable('designs').dropColumn('video_frames').execute();
  },
};
