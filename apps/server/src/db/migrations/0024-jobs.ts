import type { Kysely, Migration } from 'kysely';
import { addIdColumn } from './id-column';

/**
 * Issue 25. The embedded job runner's queue (jobs/embedded-queue.ts), one table for every kind of background
 * job; it replaces `video_jobs`. A WebM whose MP4 was still to make gets its job again on its first download.
 */
export const jobs: Migration = {
  async up(db: Kysely<unknown>) {
    await addIdColumn(db, db.schema.createTable('jobs'))
      .addColumn('queue', 'text', (column) => column.notNull())
      .addColumn('key', 'text', (column) => column.notNull())
      .addColumn('data', 'text', (column) => column.notNull())
      .addColumn('fairness_key', 'text')
      .addColumn('turn', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('run_at', 'text', (column) => column.notNull())
      .addColumn('state', 'text', (column) => column.notNull().defaultTo('waiting'))
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('lease_until', 'text')
      .addColumn('progress', 'real')
      .addColumn('reason', 'text')
      .addUniqueConstraint('jobs_queue_key', ['queue', 'key'])
      .execute();
    await db.schema.createIndex('jobs_due').on('jobs').columns(['queue', 'state', 'run_at']).execute();
    await db.schema.dropTable('video_jobs').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('jobs').execute();
    // `video_jobs` as migrations 0014, 0017 and 0019 left it, empty: its jobs come back on first download.
    await addIdColumn(db, db.schema.createTable('video_jobs'))
      .addColumn('design_id', 'integer', (column) => column.notNull())
      .addColumn('video_key', 'text', (column) => column.notNull().unique())
      .addColumn('status', 'text', (column) => column.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('lease_until', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('turn', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('progress', 'real')
      .execute();
    await db.schema
      .createIndex('video_jobs_status')
      .on('video_jobs')
      .columns(['status', 'lease_until'])
      .execute();
  },
};
