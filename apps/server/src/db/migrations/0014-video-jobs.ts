import type { Kysely, Migration } from 'kysely';
import { addIdColumn } from './id-column';

/**
 * The MP4 copies still to make (ffmpeg, in the background): one row per saved WebM, claimed by a worker with a
 * lease (`lease_until`), so a job a crashed or restarted process held is taken again once its lease is over.
 */
export const videoJobs: Migration = {
  async up(db: Kysely<unknown>) {
    await addIdColumn(db, db.schema.createTable('video_jobs'))
      .addColumn('design_id', 'integer', (column) => column.notNull())
      .addColumn('video_key', 'text', (column) => column.notNull().unique())
      .addColumn('status', 'text', (column) => column.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('lease_until', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('video_jobs_status')
      .on('video_jobs')
      .columns(['status', 'lease_until'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('video_jobs').execute();
  },
};
