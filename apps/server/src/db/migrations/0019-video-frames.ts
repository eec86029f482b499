import type { Kysely, Migration } from 'kysely';

/**
 * The frames key of a design's stored video (issue 22): what the editor says the recording was made of. A
 * save whose frames key is the stored one keeps the video instead of recording and sending it again.
 */
export const videoFrames: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('designs').addColumn('video_frames', 'text').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('designs').dropColumn('video_frames').execute();
  },
};
